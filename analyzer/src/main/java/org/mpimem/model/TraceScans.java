package org.mpimem.model;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * What the replays of one trace find alike whatever the design, found once for all of them: the
 * node split of each communicator (depends only on its members and their placements) and where a
 * child's members sit in its parent's (only on the two lists). The six replays of one of Fig. 13's
 * random orders (designs and accountings) read one node scan and one position list, not six.
 * Only irregular lists are kept (regular ones cost their run count and would only fill the
 * table), up to {@code room} bytes in all: past that, each caller finds its own.
 * Thread-safe: replays of one trace run on several workers; what is kept is immutable.
 */
public final class TraceScans {
    /** Bytes a trace's table holds at most: the 16,384-process trace of 100 random orders fits (~125 MB). */
    static final long TRACE_ROOM = 128L << 20;
    /** About what a node split holds per member (a node's positions and processes, one run each when scattered) and a position list. */
    private static final int SPLIT_BYTES = 60, POSITION_BYTES = 20;
    /** Child lists of fewer runs are located run by run at little cost: not kept. */
    private static final int IRREGULAR_RUNS = 64;

    /** Everything found by its caller, nothing kept: a model replayed on its own. */
    public static final TraceScans UNSHARED = new TraceScans(0);

    private record SplitKey(Members members, List<Placement> placements) {}

    private record PositionKey(Members parent, Members child) {}

    private final ConcurrentHashMap<Object, Object> kept = new ConcurrentHashMap<>();
    private final AtomicLong room;

    TraceScans(long room) {
        this.room = new AtomicLong(room);
    }

    /** A table for the replays of one trace. */
    public static TraceScans forTrace() {
        return new TraceScans(TRACE_ROOM);
    }

    /** {@link NodeSplit#of}, scanned once. */
    NodeSplit of(Members members, Placement placement) {
        NodeSplit fast = NodeSplit.fast(members, placement);
        return fast != null ? fast
                : kept(new SplitKey(members, List.of(placement)), (long) SPLIT_BYTES * members.size(), () -> NodeSplit.scan(members, placement));
    }

    /** {@link NodeSplit#scan(Members, IntFunction)} of members of several groups, scanned once. */
    NodeSplit of(Members members, IntFunction<Placement> placementOfGroup) {
        int[] groups = members.groups();
        int last = 0;
        for (int g : groups) last = Math.max(last, g);
        List<Placement> placements = new ArrayList<>(Collections.nCopies(last + 1, (Placement) null));
        for (int g : groups) placements.set(g, placementOfGroup.apply(g));
        return kept(new SplitKey(members, placements), (long) SPLIT_BYTES * members.size(), () -> NodeSplit.scan(members, placementOfGroup));
    }

    /** {@code new Positions(parent).of(child)}, found once when the child is irregular. */
    Members positions(Members parent, Members child) {
        Supplier<Members> find = () -> new Positions(parent).of(child);
        return child.runCount() < IRREGULAR_RUNS ? find.get()
                : kept(new PositionKey(parent, child), (long) POSITION_BYTES * child.size(), find);
    }

    @SuppressWarnings("unchecked")
    private <T> T kept(Object key, long bytes, Supplier<T> find) {
        if (this == UNSHARED) return find.get();
        Object s = kept.get(key);
        if (s != null) return (T) s;
        if (room.get() < bytes) return find.get();
        // a second worker asking for the same key waits for the first's answer instead of repeating it
        return (T) kept.computeIfAbsent(key, x -> {
            room.addAndGet(-bytes);
            return find.get();
        });
    }
}
