package org.mpimem.diff;

import org.mpimem.extrapolate.align.SiteEvents;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What two traces made differently, site by site ({@link SiteEvents}: communicators matched by site
 * and position, never by id, each call's records in canonical order): the world, then per site the
 * count of events and the first event that differs. One line per difference, at most
 * {@link #PER_SITE} per site, so a diff of two big traces stays readable.
 */
final class EventDiff {
    static final int PER_SITE = 3;

    private EventDiff() {}

    static List<String> of(Trace a, SiteEvents ea, Trace b, SiteEvents eb) {
        List<String> out = new ArrayList<>();
        if (a.worldSize() != b.worldSize()) out.add("world: " + a.worldSize() + " processes in A, " + b.worldSize() + " in B");
        if (!a.world().placement().equals(b.world().placement()))
            out.add("world placement: " + a.world().placement().spec() + " in A, " + b.world().placement().spec() + " in B");
        Map<String, List<SiteEvents.Event>> sa = ea.bySite(), sb = eb.bySite();
        Set<String> sites = new LinkedHashSet<>(sa.keySet());
        sites.addAll(sb.keySet());
        for (String s : sites) {
            List<SiteEvents.Event> x = sa.getOrDefault(s, List.of()), y = sb.getOrDefault(s, List.of());
            if (x.size() != y.size()) out.add("site " + s + ": " + x.size() + " events in A, " + y.size() + " in B");
            int shown = 0;
            for (int i = 0; i < Math.min(x.size(), y.size()) && shown < PER_SITE; i++)
                if (!x.get(i).equals(y.get(i))) {
                    out.add("site " + s + " event " + i + ": A " + x.get(i) + ", B " + y.get(i));
                    shown++;
                }
        }
        if (out.isEmpty() && !ea.blockSites().equals(eb.blockSites())) out.add("the sites' events interleave in another order (each site's events are equal)");
        return out;
    }
}
