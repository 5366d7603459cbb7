package org.mpimem.extrapolate.align;

import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A trace as the extrapolator aligns it, site by site: each event described by its site, template
 * and fields (a parent by its site and position, never by id; a stride that says nothing as 0),
 * after one collective call's communicators and frees are put in canonical order. Two traces whose
 * sites hold equal descriptions made the same communicators in the same order per site, whatever
 * ids and line numbers they carry: what `trace diff` and `extrapolate --check` compare.
 */
public final class SiteEvents {
    /**
     * One event as compared: its template and fields. Compared as such, and written out only when shown: a description per
     * event as a string copied the template's site into every one (4,000 characters, 65,536 copies: out of the heap).
     */
    public record Event(Template template, long[] fields) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Event e && template.equals(e.template) && Arrays.equals(fields, e.fields);
        }

        @Override
        public int hashCode() {
            return 31 * template.hashCode() + Arrays.hashCode(fields);
        }

        @Override
        public String toString() {
            return template + Arrays.toString(fields);
        }
    }

    private final Map<String, List<Event>> bySite = new LinkedHashMap<>();
    private final List<TraceEvent> canonical = new ArrayList<>();
    private final List<String> blockSites = new ArrayList<>();

    public SiteEvents(Trace t) {
        for (AlignedTrace.Block blk : new AlignedTrace(t, false).blocks) {
            blockSites.add(blk.site());
            for (Item it : blk.items()) {
                long[] f = it.fields().clone();
                for (int i = 0; i < f.length; i++) if (it.wild()[i]) f[i] = 0;
                bySite.computeIfAbsent(it.site(), k -> new ArrayList<>()).add(new Event(it.template(), f));
            }
        }
        canonical.addAll(CallOrder.canonical(t));
    }

    /** Site -> its events' descriptions in order, sites in order of first event. */
    public Map<String, List<Event>> bySite() {
        return bySite;
    }

    /** The site of each block (maximal run of one site's events), in order: how the sites interleave. */
    public List<String> blockSites() {
        return blockSites;
    }

    /**
     * The trace's events with each call's communicators and frees in canonical order (colour, then first member): {@code t}
     * itself when its order is that already (equal traces), so that a replay of it applies its families whole. The canonical
     * list has each family's copies one by one, and trace diff replayed a family of 16,384 singletons copy by copy under
     * nine designs: 19 s, where the family whole costs a few copies.
     */
    public Trace canonical(Trace t) {
        // the order changes only within a call, and traffic stands between calls, so it keeps its place
        return inOrder(t) ? t : new Trace(t.source(), t.world(), canonical, t.traffic());
    }

    /** Whether the canonical order is the trace's own: the same events (by id) in the same order. */
    private boolean inOrder(Trace t) {
        List<TraceEvent> own = t.events();
        if (own.size() != canonical.size()) return false;
        for (int i = 0; i < own.size(); i++) if (key(own.get(i)) != key(canonical.get(i))) return false;
        return true;
    }

    /** An event's id: a communicator's (negated for its free, less 1 so that WORLD's free differs), a group's world's. */
    private static long key(TraceEvent e) {
        if (e instanceof TraceEvent.Created c) return c.comm().id();
        if (e instanceof TraceEvent.Freed f) return -1L - f.commId();
        if (e instanceof TraceEvent.GroupAdded g) return (1L << 40) + g.group().worldComm();
        return Long.MIN_VALUE; // no other kind is in an expanded trace
    }
}
