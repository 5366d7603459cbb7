package org.mpimem.model;

import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.HashSet;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Which communicators a replay must remember: those the rest of the trace names again, as the
 * parent of another communicator or in a free. Every other one only adds bytes that stay until
 * the end, so its state (mappings, charges to release) can be dropped once it is committed. An
 * application that makes one communicator per small group of processes and never frees them
 * (LSMS: one per walker, P/12 of them) then needs memory for its charges, not for its
 * communicators.
 */
public final class Retention {
    private Retention() {
    }

    /** The ids that appear as a parent or in a free anywhere in {@code trace}. */
    public static IntPredicate namedLater(Trace trace) {
        Set<Integer> named = new HashSet<>();
        for (TraceEvent e : trace.events()) {
            if (e instanceof TraceEvent.Created c) named.addAll(c.comm().parents());
            else if (e instanceof TraceEvent.Freed f) named.add(f.commId());
        }
        return named::contains;
    }
}
