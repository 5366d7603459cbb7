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
 * site is written is capped at that status, its evidence naming the unit that capped it. Earlier
 * units of its own site cap it too: its events' positions there follow their counts, and a later
 * block of a site is wrong wherever an earlier one wrote a wrong number (CP2K traced at 8, 16, 18,
 * 24, 32: the last BLACS grid's splits, right in members, confirmed and wrong at 12 behind the
 * fitted 3 x 4 grid's splits of the same site, where CP2K makes 2 x 6).
 */
public final class StatusCap {
    private record Written(UnitReport.Status status, int number) {}

    private final Map<String, Written> sites = new HashMap<>();

    /** The status once capped by the units this one takes or frees, and why (null when not capped). */
    public record Capped(UnitReport.Status status, String why) {}

    /** {@code own}: the unit's site, whose earlier units place its events. */
    public Capped cap(UnitReport.Status s, String own, List<List<Item>> perTrace) {
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
        Written before = sites.get(own);
        boolean earlier = before != null && (worst == null || rank(before.status()) > rank(worst.status()));
        if (earlier) worst = before;
        if (worst == null || rank(worst.status()) <= rank(s)) return new Capped(s, null);
        boolean estimate = worst.status() == UnitReport.Status.ESTIMATE;
        String head = estimate ? "an estimate" : "fitted, not confirmed", is = estimate ? "an estimate" : "fitted";
        if (earlier) return new Capped(worst.status(), String.format(java.util.Locale.ROOT, "%s: its events' positions in their site follow "
                + "the count of unit %d, an earlier block of the same site, which is %s", head, worst.number(), is));
        return new Capped(worst.status(), String.format(java.util.Locale.ROOT, "%s: it %s the communicators of unit %d (%s), which is %s",
                head, t instanceof Template.Free ? "frees" : "takes", worst.number(), site, is));
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
