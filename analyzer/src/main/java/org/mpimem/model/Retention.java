package org.mpimem.model;

import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntPredicate;

/**
 * Which communicators a replay must remember: those the rest of the trace names again, as the
 * parent of another communicator or in a free. Every other one only adds bytes that stay until
 * the end, so its state (mappings, charges to release) can be dropped once it is committed. An
 * application that makes one communicator per small group of processes and never frees them
 * (LSMS: one per walker, P/12 of them) then needs memory for its charges, not for its
 * communicators. Read from the trace's records: a family free names its range as one entry, so
 * a free of P singletons costs a few words, not P ids.
 */
public final class Retention {
    private Retention() {
    }

    /** The ids that appear as a parent or in a free anywhere in {@code trace}. */
    public static IntPredicate namedLater(Trace trace) {
        Set<Integer> named = new HashSet<>();
        TreeMap<Integer, Integer> ranges = new TreeMap<>(); // first id -> copies freed by one family free
        for (TraceEvent e : trace.records()) {
            if (e instanceof TraceEvent.Created c) named.addAll(c.comm().parents());
            else if (e instanceof TraceEvent.CreatedFamily f) named.addAll(f.family().first().parents());
            else if (e instanceof TraceEvent.Freed f) named.add(f.commId());
            else if (e instanceof TraceEvent.FreedFamily f) ranges.merge(f.firstId(), f.copies(), Math::max);
        }
        return id -> {
            if (named.contains(id)) return true;
            Map.Entry<Integer, Integer> r = ranges.floorEntry(id);
            return r != null && (long) id < (long) r.getKey() + r.getValue();
        };
    }
}
