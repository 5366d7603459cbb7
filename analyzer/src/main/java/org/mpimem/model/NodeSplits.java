package org.mpimem.model;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;

/**
 * The node splits of one trace's communicators, scanned once for all the models that replay it.
 * A split depends only on the members and their placements, never on the design, so the six
 * replays of one of Fig. 13's random orders (designs and accountings) read one scan, not six.
 * Only splits the node scan alone gives are kept (the shortcuts cost little and would only fill
 * the table), up to {@code room} members in all: past that, each caller scans for itself.
 * Thread-safe: replays of one trace run on several workers; a split is immutable once made.
 */
public final class NodeSplits {
    /** Members held by a trace's splits at most: about 55 B each, 110 MB (16,384 processes × 100 random orders fit). */
    static final long TRACE_ROOM = 2L << 20;

    /** Every split made by its caller, nothing kept: a model replayed on its own. */
    public static final NodeSplits UNSHARED = new NodeSplits(0);

    private record Key(Members members, List<Placement> placements) {}

    private final ConcurrentHashMap<Key, NodeSplit> splits = new ConcurrentHashMap<>();
    private final AtomicLong room;

    NodeSplits(long room) {
        this.room = new AtomicLong(room);
    }

    /** A table for the replays of one trace. */
    public static NodeSplits forTrace() {
        return new NodeSplits(TRACE_ROOM);
    }

    /** {@link NodeSplit#of}, scanned once. */
    NodeSplit of(Members members, Placement placement) {
        NodeSplit fast = NodeSplit.fast(members, placement);
        return fast != null ? fast : scanned(members, List.of(placement), g -> placement);
    }

    /** {@link NodeSplit#scan(Members, IntFunction)} of members of several groups, scanned once. */
    NodeSplit of(Members members, IntFunction<Placement> placementOfGroup) {
        int last = 0;
        for (int g : members.groups()) last = Math.max(last, g);
        List<Placement> placements = new ArrayList<>(Collections.nCopies(last + 1, (Placement) null));
        for (int g : members.groups()) placements.set(g, placementOfGroup.apply(g));
        return scanned(members, placements, placementOfGroup);
    }

    private NodeSplit scanned(Members members, List<Placement> placements, IntFunction<Placement> placementOfGroup) {
        if (this == UNSHARED) return NodeSplit.scan(members, placementOfGroup);
        Key k = new Key(members, placements);
        NodeSplit s = splits.get(k);
        if (s != null) return s;
        if (room.get() < members.size()) return NodeSplit.scan(members, placementOfGroup);
        // a second worker asking for the same split waits for the first's scan instead of repeating it
        return splits.computeIfAbsent(k, x -> {
            room.addAndGet(-members.size());
            return NodeSplit.scan(members, placementOfGroup);
        });
    }
}
