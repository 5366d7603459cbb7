package org.mpimem.extrapolate.report;

import org.mpimem.extrapolate.align.AlignedTrace;
import org.mpimem.extrapolate.align.Item;
import org.mpimem.model.Design;
import org.mpimem.replay.Replayer;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The share of replayed memory a refused unit carries at the traced scales: each trace replayed
 * whole and without the unit's events (and what was made from its communicators), the
 * difference in the most-loaded process's bytes at the peak, per design. Tells the user whether a
 * refusal matters for the answer they want.
 */
public final class MemoryShare {
    private final Replayer replayer;
    private final List<Design> designs;
    // every refused unit compares against the same whole trace: replay it once per design
    private final Map<Trace, Map<Design, Long>> wholePeaks = new IdentityHashMap<>();

    public MemoryShare(Replayer replayer, List<Design> designs) {
        this.replayer = replayer;
        this.designs = designs;
    }

    public List<String> of(List<AlignedTrace> traces, List<List<Item>> unitItems) {
        List<String> out = new ArrayList<>();
        if (unitItems.stream().flatMap(List::stream).allMatch(it -> it.event() instanceof TraceEvent.Freed))
            return List.of("none of its own: it frees communicators another unit made, whose share is that unit's");
        for (int t = 0; t < traces.size(); t++) {
            Trace whole = traces.get(t).trace;
            Set<TraceEvent> drop = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
            for (Item it : unitItems.get(t)) drop.add(it.event());
            Trace without = without(whole, drop);
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "P=%d:", whole.worldSize()));
            for (Design d : designs) {
                long all = wholePeaks.computeIfAbsent(whole, w -> new HashMap<>())
                        .computeIfAbsent(d, x -> replayer.replay(whole, x).peak().max().total());
                long rest = replayer.replay(without, d).peak().max().total();
                // without the unit a process may peak higher (a later unit's peak no longer lowered by it): never below 0
                b.append(String.format(Locale.ROOT, " %s %.1f%%", d.name(), all == 0 ? 0 : Math.max(0, 100.0 * (all - rest) / all)));
            }
            out.add(b.toString());
        }
        return out;
    }

    /**
     * The trace without the given events, the communicators made from theirs, and their frees. A
     * dropped process group takes with it every communicator with a member in it; later groups are
     * renumbered (group ids are consecutive), and their members with them.
     */
    static Trace without(Trace t, Set<TraceEvent> drop) {
        Set<Integer> gone = new HashSet<>();
        Map<Integer, Integer> groupIds = new HashMap<>(Map.of(0, 0));
        int groups = 0;
        List<TraceEvent> kept = new ArrayList<>();
        for (TraceEvent e : t.events()) {
            if (e instanceof TraceEvent.GroupAdded g) {
                if (drop.contains(e)) {
                    gone.add(g.group().worldComm());
                    continue;
                }
                groupIds.put(g.group().id(), ++groups);
                ProcessGroup p = g.group();
                kept.add(new TraceEvent.GroupAdded(new ProcessGroup(groups, p.size(), p.placement(), p.worldComm(), p.origin()), g.line()));
            } else if (e instanceof TraceEvent.Created c) {
                CommDef d = c.comm();
                Members local = renumber(d.local(), groupIds), remote = d.remote() == null ? null : renumber(d.remote(), groupIds);
                if (drop.contains(e) || d.parents().stream().anyMatch(gone::contains) || local == null || d.remote() != null && remote == null) {
                    gone.add(d.id());
                    continue;
                }
                kept.add(new TraceEvent.Created(new CommDef(d.id(), d.call(), d.parents(), local, remote, d.attrs(), d.line())));
            } else if (e instanceof TraceEvent.Freed f && (gone.contains(f.commId()) || drop.contains(e))) {
                continue;
            } else {
                kept.add(e);
            }
        }
        return new Trace(t.source(), t.world(), kept);
    }

    /** The members with their groups renumbered, or null when one of them is in a dropped group. */
    private static Members renumber(Members m, Map<Integer, Integer> groupIds) {
        List<Run> runs = new ArrayList<>();
        for (Run r : m.runs()) {
            Integer g = groupIds.get(r.group());
            if (g == null) return null;
            runs.add(g == r.group() ? r : new Run(g, r.start(), r.count(), r.stride()));
        }
        return runs.equals(m.runs()) ? m : Members.of(runs);
    }
}
