package org.mpimem.replay;

import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which families of a trace the replay may apply as a whole (copy 0, its charges translated to
 * every copy; see {@link Replayer}): those whose copies are single processes, so that every model
 * of the matrix computes the same for each copy (same one-entry tables, no node subcomms, no peer
 * but the process itself), and whose copies the rest of the trace never names one by one (as a
 * parent, or in a free other than one family free of exactly the family), since a model that
 * knows copy 0 only could not answer for copy j. Every other family is replayed copy by copy.
 */
final class FamilyPlan {
    /** Record index of a family, or of its family free, applied whole -> the family. */
    private final Map<Integer, CommFamily> whole = new java.util.HashMap<>();

    /** Every family copy by copy. */
    static final FamilyPlan NONE = new FamilyPlan();

    private FamilyPlan() {
    }

    FamilyPlan(Trace trace) {
        if (!trace.hasFamilies()) return;
        TreeSet<Integer> single = new TreeSet<>(); // ids named one by one
        TreeMap<Integer, Integer> freed = new TreeMap<>(); // family frees: first id -> copies
        for (TraceEvent e : trace.records()) {
            if (e instanceof TraceEvent.Created c) single.addAll(c.comm().parents());
            else if (e instanceof TraceEvent.CreatedFamily f) single.addAll(f.family().first().parents());
            else if (e instanceof TraceEvent.Freed f) single.add(f.commId());
            else if (e instanceof TraceEvent.FreedFamily f) freed.put(f.firstId(), f.copies());
        }
        Map<Integer, Integer> frees = new java.util.HashMap<>();
        for (int i = 0; i < trace.records().size(); i++) {
            TraceEvent e = trace.records().get(i);
            if (e instanceof TraceEvent.FreedFamily f) frees.put(f.firstId(), i);
            if (!(e instanceof TraceEvent.CreatedFamily c)) continue;
            CommFamily f = c.family();
            int first = f.firstId(), last = (int) f.lastId();
            if (f.first().local().size() != 1 || !single.subSet(first, true, last, true).isEmpty()) continue;
            Map.Entry<Integer, Integer> below = freed.floorEntry(last);
            boolean exact = below == null || below.getKey() + (long) below.getValue() <= first // no family free touches it
                    || below.getKey() == first && below.getValue() == f.copies() && freed.subMap(first, false, last, true).isEmpty();
            if (exact) whole.put(i, f);
        }
        // a family free is applied whole when it frees exactly a family applied whole
        for (CommFamily f : List.copyOf(whole.values())) {
            Integer at = frees.get(f.firstId());
            if (at != null) whole.put(at, f);
        }
    }

    /** Whether record {@code i} (a family or a family free) is applied whole. */
    boolean whole(int i) {
        return whole.containsKey(i);
    }

    /** The family record {@code i} creates or frees, when it is applied whole. */
    CommFamily family(int i) {
        return whole.get(i);
    }
}
