package org.mpimem.model.scan;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * What replays find alike whatever the design, found once for all of them: the node split of
 * each communicator (depends only on its members and their placements) and where a child's
 * members sit in its parent's (only on the two lists). The replays of one of Fig. 13's random
 * orders (two designs, five at the largest scale) read one node scan and one position list, and
 * so do traces that share communicators: the survey's traces of 10, 20, ... 100 random orders
 * with one seed draw the same orders first. Only irregular lists are kept (regular ones cost
 * their run count and would only fill the table), within {@code room} bytes: the oldest go
 * first when a new one needs the room. Thread-safe: replays run on several workers; what is
 * kept is immutable, and an answer is the same whether kept, dropped or found again.
 */
public final class TraceScans {
    /**
     * Bytes kept at most, as estimated: the 16,384-process trace of 100 random orders fits whole
     * (~200 MB), since its replays read its communicators in turn and, oldest first out, a table
     * smaller than one trace would keep none of them long enough.
     */
    static final long ROOM = 256L << 20;
    /**
     * About what is kept per member: a node split's positions and processes, one run each when
     * scattered (60 B), a position list (20 B), and the key's member list (20 B each).
     */
    private static final int SPLIT_BYTES = 80, POSITION_BYTES = 40;
    /** Child lists of fewer runs are located run by run at little cost: not kept. */
    private static final int IRREGULAR_RUNS = 64;

    /** Everything found by its caller, nothing kept: a model replayed on its own. */
    public static final TraceScans UNSHARED = new TraceScans(0);

    private record SplitKey(Members members, List<Placement> placements) {}

    private record PositionKey(Members parent, Members child) {}

    private record Kept(Object key, long bytes) {}

    private final ConcurrentHashMap<Object, Object> kept = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<Kept> order = new ConcurrentLinkedQueue<>();
    private final long capacity;
    private final AtomicLong room;

    TraceScans(long room) {
        this.capacity = room;
        this.room = new AtomicLong(room);
    }

    /** A table for every replay of a run (the survey's, the figures'). */
    public static TraceScans shared() {
        return new TraceScans(ROOM);
    }
    /** {@link NodeSplit#of}, scanned once. */
    public NodeSplit of(Members members, Placement placement) {
        NodeSplit fast = NodeSplit.fast(members, placement);
        return fast != null ? fast
                : kept(new SplitKey(members, List.of(placement)), (long) SPLIT_BYTES * members.size(), () -> NodeSplit.scan(members, placement));
    }

    /** {@link NodeSplit#scan(Members, IntFunction)} of members of several groups, scanned once. */
    public NodeSplit of(Members members, IntFunction<Placement> placementOfGroup) {
        int[] groups = members.groups();
        int last = 0;
        for (int g : groups) last = Math.max(last, g);
        List<Placement> placements = new ArrayList<>(Collections.nCopies(last + 1, (Placement) null));
        for (int g : groups) placements.set(g, placementOfGroup.apply(g));
        return kept(new SplitKey(members, placements), (long) SPLIT_BYTES * members.size(), () -> NodeSplit.scan(members, placementOfGroup));
    }

    /** {@code new Positions(parent).of(child)}, found once when the child is irregular. */
    public Members positions(Members parent, Members child) {
        Supplier<Members> find = () -> new Positions(parent).of(child);
        return child.runCount() < IRREGULAR_RUNS ? find.get()
                : kept(new PositionKey(parent, child), (long) POSITION_BYTES * child.size(), find);
    }

    @SuppressWarnings("unchecked")
    private <T> T kept(Object key, long bytes, Supplier<T> find) {
        if (capacity == 0 || bytes > capacity) return find.get(); // UNSHARED keeps nothing, not even an empty list
        Object s = kept.get(key);
        if (s != null) return (T) s;
        while (room.get() < bytes) { // the oldest make room (never inside computeIfAbsent: it may not touch other keys)
            Kept old = order.poll();
            if (old == null) return find.get();
            if (kept.remove(old.key()) != null) room.addAndGet(old.bytes());
        }
        // a second worker asking for the same key waits for the first's answer instead of repeating it
        return (T) kept.computeIfAbsent(key, x -> {
            T v = find.get();
            room.addAndGet(-bytes);
            order.add(new Kept(key, bytes));
            return v;
        });
    }
}
