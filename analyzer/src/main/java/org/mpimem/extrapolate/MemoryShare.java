package org.mpimem.extrapolate;

import org.mpimem.model.Design;
import org.mpimem.replay.Replayer;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
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

    public MemoryShare(Replayer replayer, List<Design> designs) {
        this.replayer = replayer;
        this.designs = designs;
    }

    List<String> of(List<AlignedTrace> traces, List<List<Item>> unitItems) {
        List<String> out = new ArrayList<>();
        for (int t = 0; t < traces.size(); t++) {
            Trace whole = traces.get(t).trace;
            Set<TraceEvent> drop = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
            for (Item it : unitItems.get(t)) drop.add(it.event());
            Trace without = without(whole, drop);
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "P=%d:", whole.worldSize()));
            for (Design d : designs) {
                long all = replayer.replay(whole, d).peak().max().total(), rest = replayer.replay(without, d).peak().max().total();
                b.append(String.format(Locale.ROOT, " %s %.1f%%", d.name(), all == 0 ? 0 : 100.0 * (all - rest) / all));
            }
            out.add(b.toString());
        }
        return out;
    }

    /** The trace without the given events, the communicators made from theirs, and their frees. */
    static Trace without(Trace t, Set<TraceEvent> drop) {
        Set<Integer> gone = new HashSet<>();
        List<TraceEvent> kept = new ArrayList<>();
        for (TraceEvent e : t.events()) {
            if (e instanceof TraceEvent.Created c) {
                CommDef d = c.comm();
                if (drop.contains(e) || d.parents().stream().anyMatch(gone::contains)) {
                    gone.add(d.id());
                    continue;
                }
            } else if (e instanceof TraceEvent.Freed f && (gone.contains(f.commId()) || drop.contains(e))) {
                continue;
            } else if (drop.contains(e)) {
                continue;
            }
            kept.add(e);
        }
        return new Trace(t.source(), t.world(), kept);
    }
}
