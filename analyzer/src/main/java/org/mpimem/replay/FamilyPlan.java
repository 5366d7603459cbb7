package org.mpimem.replay;

import org.mpimem.model.LibraryModel;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which families of a trace the replay may apply as a whole ({@link Replayer}): those whose copies
 * the rest of the trace never names one by one (as a parent, or in a free other than one family
 * free of exactly the family), since a model that knows a few copies only could not answer for
 * another; and whose copies cost each model alike once cut into {@link FamilyPieces}: single
 * processes (same one-entry tables, no node subcomms, no peer but the process itself), and, for a
 * model that {@link LibraryModel#translatesCopies}, larger copies of a one-run parent by node phase.
 * Every other family is replayed copy by copy.
 */
final class FamilyPlan {
    /** A family applied whole and its pieces. */
    record Whole(CommFamily family, List<FamilyPieces> pieces) {}

    /** Record index of a family, or of its family free, applied whole -> the family. */
    private final Map<Integer, Whole> whole = new java.util.HashMap<>();

    /** Every family copy by copy. */
    static final FamilyPlan NONE = new FamilyPlan();

    private FamilyPlan() {
    }

    FamilyPlan(Trace trace, boolean severalProcesses) {
        if (!trace.hasFamilies()) return;
        TreeSet<Integer> single = new TreeSet<>(); // ids named one by one
        TreeMap<Integer, Integer> freed = new TreeMap<>(); // family frees: first id -> copies
        Map<Integer, Members> members = new java.util.HashMap<>(); // communicators one by one: their members
        TreeMap<Integer, CommFamily> families = new TreeMap<>(); // by first id
        members.put(trace.world().worldComm(), Members.range(trace.world().id(), 0, trace.world().size()));
        Map<Integer, Integer> frees = new java.util.HashMap<>(); // family frees: first id -> record index
        for (int i = 0; i < trace.records().size(); i++) {
            TraceEvent e = trace.records().get(i);
            if (e instanceof TraceEvent.Created c) {
                single.addAll(c.comm().parents());
                members.put(c.comm().id(), c.comm().local());
            } else if (e instanceof TraceEvent.CreatedFamily f) {
                single.addAll(f.family().first().parents());
                families.put(f.family().firstId(), f.family());
            }
            else if (e instanceof TraceEvent.Freed f) single.add(f.commId());
            else if (e instanceof TraceEvent.FreedFamily f) {
                freed.put(f.firstId(), f.copies());
                frees.put(f.firstId(), i);
            }
        }
        for (int i = 0; i < trace.records().size(); i++) {
            if (!(trace.records().get(i) instanceof TraceEvent.CreatedFamily c)) continue;
            CommFamily f = c.family();
            int first = f.firstId(), last = (int) f.lastId();
            if (!single.subSet(first, true, last, true).isEmpty() || f.first().parents().size() != 1) continue;
            int parent = f.first().parents().get(0);
            Members pm = parent == Trace.SELF ? null : members.get(parent);
            Map.Entry<Integer, CommFamily> pf = families.floorEntry(parent);
            if (pm == null && pf != null && pf.getValue().holds(parent)) pm = pf.getValue().member(parent - pf.getKey()).local();
            if (pm == null && parent != Trace.SELF) continue;
            List<FamilyPieces> pieces = FamilyPieces.of(f, pm,
                    trace.world().placement(), severalProcesses && f.first().local().run(0).group() == trace.world().id());
            if (pieces == null) continue;
            Map.Entry<Integer, Integer> below = freed.floorEntry(last);
            boolean exact = below == null || below.getKey() + (long) below.getValue() <= first // no family free touches it
                    || below.getKey() == first && below.getValue() == f.copies() && freed.subMap(first, false, last, true).isEmpty();
            if (exact) whole.put(i, new Whole(f, pieces));
        }
        // a family free is applied whole when it frees exactly a family applied whole
        for (Whole w : List.copyOf(whole.values())) {
            Integer at = frees.get(w.family().firstId());
            if (at != null) whole.put(at, w);
        }
    }

    /** Whether record {@code i} (a family or a family free) is applied whole. */
    boolean whole(int i) {
        return whole.containsKey(i);
    }

    /** The family record {@code i} creates or frees and its pieces, when it is applied whole. */
    Whole family(int i) {
        return whole.get(i);
    }
}
