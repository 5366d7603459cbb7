package org.mpimem.extrapolate.evidence;

import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Template;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A unit is no surer than the units whose communicators it takes or frees: a dup of a grid that
 * is only fitted has that grid's members, right or wrong, and a free of fitted splits frees what
 * they made. NWChem's dups of BLACS grids and CP2K's free of its column communicators were
 * called confirmed while the grids were fitted and wrong. So each written site keeps the least
 * sure status of its units so far (confirmed, fitted, estimate), and a unit whose parent or freed
 * site is written is capped at that status, its evidence naming the unit that capped it.
 */
public final class StatusCap {
    private record Written(UnitReport.Status status, int number) {}

    private final Map<String, Written> sites = new HashMap<>();

    /** The status once capped by the units this one takes or frees, and why (null when not capped). */
    public record Capped(UnitReport.Status status, String why) {}

    public Capped cap(UnitReport.Status s, List<List<Item>> perTrace) {
        Template t = perTrace.stream().filter(l -> !l.isEmpty()).map(l -> l.get(0).template()).findFirst().orElse(null);
        List<String> parents = t instanceof Template.Comm c ? c.parentSites() : t instanceof Template.ParentGroup g ? List.of(g.parentSite())
                : t instanceof Template.Free f ? List.of(f.targetSite()) : List.of();
        Written worst = null;
        String site = null;
        for (String p : parents) {
            Written w = sites.get(p);
            if (w != null && (worst == null || rank(w.status()) > rank(worst.status()))) {
                worst = w;
                site = p;
            }
        }
        if (worst == null || rank(worst.status()) <= rank(s)) return new Capped(s, null);
        boolean estimate = worst.status() == UnitReport.Status.ESTIMATE;
        return new Capped(worst.status(), String.format(java.util.Locale.ROOT, "%s: it %s the communicators of unit %d (%s), which is %s",
                estimate ? "an estimate" : "fitted, not confirmed", t instanceof Template.Free ? "frees" : "takes", worst.number(), site,
                estimate ? "an estimate" : "fitted"));
    }

    public void written(String site, UnitReport.Status s, int number) {
        Written w = sites.get(site);
        if (w == null || rank(s) > rank(w.status())) sites.put(site, new Written(s, number));
    }

    /** Confirmed 0, fitted 1, estimate 2: higher is less sure. */
    private static int rank(UnitReport.Status s) {
        return switch (s) {
            case CONFIRMED -> 0;
            case FITTED -> 1;
            default -> 2;
        };
    }
}
