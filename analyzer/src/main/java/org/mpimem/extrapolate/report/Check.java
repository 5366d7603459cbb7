package org.mpimem.extrapolate.report;

import org.mpimem.extrapolate.align.InputBound;
import org.mpimem.extrapolate.align.Placements;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.align.SiteEvents;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.trace.InputException;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An extrapolation against the real trace at its target, unit by unit: a written unit is exact
 * when its events are, one for one, the real site's events at the same places ({@link SiteEvents}:
 * by site and position, each call's communicators in canonical order), wrong otherwise; a refused
 * unit stays refused. Real sites no unit wrote are listed: what the traced counts never showed.
 */
public record Check(String real, List<Unit> units, List<String> unseen) {

    public enum Verdict { EXACT, WRONG, REFUSED }

    /**
     * One unit's verdict beside its status in the report (a wrong unit that was {@code fitted} is the traces' ambiguity; one
     * that was {@code confirmed} a rule that changed above them); {@code detail} the first differing event (extrapolated, then real) when wrong.
     */
    public record Unit(int number, String site, Verdict verdict, UnitReport.Status status, String detail) {}

    public static Check of(Extrapolation x, Trace real) {
        InputBound.check(List.of(real)); // read event by event, as the inputs are
        if (InputBound.events(x.trace()) > InputBound.MAX_EVENTS) throw new InputException(String.format(java.util.Locale.ROOT,
                "the extrapolation to %s holds %,d events, more than --check compares one by one (%,d); the real trace has %,d",
                x.target(), InputBound.events(x.trace()), InputBound.MAX_EVENTS, InputBound.events(real)));
        Map<String, List<SiteEvents.Event>> got = new SiteEvents(x.trace()).bySite(), want = new SiteEvents(real).bySite();
        Map<String, Integer> cursor = new HashMap<>();
        List<Unit> out = new ArrayList<>();
        for (UnitReport u : x.units()) {
            if (!u.built()) {
                out.add(new Unit(u.number(), u.site(), Verdict.REFUSED, u.status(), u.reason()));
                continue;
            }
            int from = cursor.getOrDefault(u.site(), 0), to = from + (int) u.targetEvents();
            cursor.put(u.site(), to);
            List<SiteEvents.Event> g = got.getOrDefault(u.site(), List.of()), w = want.getOrDefault(u.site(), List.of());
            String diff = first(g.subList(Math.min(from, g.size()), Math.min(to, g.size())), w.subList(Math.min(from, w.size()), Math.min(to, w.size())));
            if (to > w.size()) diff = (diff == null ? "" : diff + "; ") + "the real site has " + w.size() + " events, the extrapolation " + to;
            out.add(new Unit(u.number(), u.site(), diff == null ? Verdict.EXACT : Verdict.WRONG, u.status(), diff));
        }
        // the refused sites once, not a search of every unit per real site (a chain of 100,000 sites: 10^10 comparisons)
        java.util.Set<String> refusedSites = new java.util.HashSet<>();
        for (UnitReport u : x.units()) if (!u.built()) refusedSites.add(u.site());
        List<String> unseen = new ArrayList<>();
        for (var e : want.entrySet()) {
            int used = cursor.getOrDefault(e.getKey(), 0);
            boolean refused = refusedSites.contains(e.getKey());
            if (used < e.getValue().size() && !refused) unseen.add(e.getKey() + " (" + (e.getValue().size() - used) + " events)");
        }
        return new Check(real.source(), out, unseen);
    }

    /** The real trace's P and ppn (its placement must be blocks of ppn ranks), the extrapolation's target. */
    public static Scale scaleOf(Trace real) {
        return new Scale(real.worldSize(), Placements.ppn(real.world().placement(), real.source()));
    }

    public long count(Verdict v) {
        return units.stream().filter(u -> u.verdict() == v).count();
    }

    /** Units with verdict {@code v} whose report status was {@code s}: how many wrong units the report called confirmed. */
    public long count(Verdict v, UnitReport.Status s) {
        return units.stream().filter(u -> u.verdict() == v && u.status() == s).count();
    }

    /** Whether anything written differs from the real trace (a wrong unit, or real events no unit wrote). */
    public boolean differs() {
        return count(Verdict.WRONG) > 0 || !unseen.isEmpty();
    }

    private static String first(List<SiteEvents.Event> got, List<SiteEvents.Event> want) {
        for (int i = 0; i < Math.min(got.size(), want.size()); i++)
            if (!got.get(i).equals(want.get(i))) return "event " + i + ": extrapolated " + got.get(i) + ", real " + want.get(i);
        return got.size() == want.size() ? null : "extrapolated " + got.size() + " events, real " + want.size();
    }
}
