package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.AlignedTrace;
import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.SiteEvents;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The test oracle: an extrapolated trace against the real trace at the target, site by site. Each
 * event is described by its site, template and fields (positions instead of ids), so a partial
 * extrapolation is compared on the sites it has; a site whose events differ is wrong.
 */
final class SiteComparison {
    private SiteComparison() {}

    /** Sites of {@code out} whose events differ from the same site's events in {@code truth}. */
    static List<String> wrongSites(Trace out, Trace truth) {
        return wrongSites(out, truth, java.util.Set.of());
    }

    /**
     * As above, where the sites in {@code partial} had a unit refused: the extrapolator leaves out
     * that unit and every later one of the site, so their extrapolated events must be exactly the
     * first events of the real site.
     */
    static List<String> wrongSites(Trace out, Trace truth, java.util.Set<String> partial) {
        Map<String, List<SiteEvents.Event>> a = events(out), b = events(truth);
        List<String> wrong = new ArrayList<>();
        for (var e : a.entrySet()) {
            List<SiteEvents.Event> real = b.getOrDefault(e.getKey(), List.of()), got = e.getValue();
            boolean prefix = partial.contains(e.getKey()) && got.size() <= real.size() && got.equals(real.subList(0, got.size()));
            if (!got.equals(real) && !prefix) wrong.add(e.getKey());
        }
        return wrong;
    }

    /**
     * The events of {@code truth} that {@code out} has, site by site the first as many as out
     * has: the real counterpart of a partial extrapolation, to be replayed against it (a refused
     * unit's children and frees are refused too, so the cut is a whole trace).
     */
    static Trace sameSites(Trace truth, Trace out) {
        Map<String, Integer> keep = new java.util.HashMap<>();
        events(out).forEach((site, l) -> keep.put(site, l.size()));
        List<org.mpimem.trace.TraceEvent> ev = new ArrayList<>();
        for (AlignedTrace.Block blk : new AlignedTrace(truth).blocks)
            for (Item it : blk.items()) if (it.index() < keep.getOrDefault(it.site(), 0)) ev.add(it.event());
        return new Trace(truth.source(), truth.world(), ev);
    }

    /**
     * The written units of {@code x} whose events differ from the same events of {@code truth}: a unit's events are the next
     * {@code targetEvents} of its site (units of a site are written in order, and none after a refused one).
     */
    static List<UnitReport> wrongUnits(Extrapolation x, Trace truth) {
        Map<String, List<SiteEvents.Event>> a = events(x.trace()), b = events(truth);
        Map<String, Integer> at = new java.util.HashMap<>();
        List<UnitReport> wrong = new ArrayList<>();
        for (UnitReport u : x.units()) {
            if (!u.built()) continue;
            int from = at.getOrDefault(u.site(), 0), to = from + (int) u.targetEvents();
            at.put(u.site(), to);
            List<SiteEvents.Event> got = a.getOrDefault(u.site(), List.of()), real = b.getOrDefault(u.site(), List.of());
            if (to > got.size() || to > real.size() || !got.subList(from, to).equals(real.subList(from, to))) wrong.add(u);
        }
        return wrong;
    }

    static int sites(Trace t) {
        return events(t).size();
    }

    private static Map<String, List<SiteEvents.Event>> events(Trace t) {
        return new SiteEvents(t).bySite();
    }
}
