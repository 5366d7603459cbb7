package org.mpimem.model.scan;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What a table shared by a trace's replays answers equals what its caller would find alone: node
 * splits for random member orders (the node scan) and runs (the shortcuts), one group or two,
 * under block, cyclic and explicit placements, asked again and under another placement; positions
 * of random children in random parents, asked again and in another parent; the table's room full
 * or not.
 */
class TraceScansProperties {
    private static final int PROCS = 96;

    /** One ask: members (random order of a random subset, one or two groups) and a placement per group. */
    record Ask(long seed, boolean twoGroups, boolean runs, int placement0, int placement1) {}

    @Provide
    Arbitrary<Ask> asks() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.of(true, false), Arbitraries.of(true, false),
                Arbitraries.integers().between(0, PLACEMENTS.size() - 1), Arbitraries.integers().between(0, PLACEMENTS.size() - 1)).as(Ask::new);
    }

    private static final List<Placement> PLACEMENTS = List.of(new Placement.Block(4), new Placement.Block(16), new Placement.Block(7),
            new Placement.Cyclic(5), new Placement.Explicit(explicitNodes()));

    private static int[] explicitNodes() {
        int[] n = new int[PROCS];
        Random r = new Random(7);
        for (int i = 0; i < PROCS; i++) n[i] = r.nextInt(9);
        return n;
    }

    @Property(tries = 300)
    void sharedSplitEqualsTheCallersOwn(@ForAll @Size(min = 1, max = 12) List<@From("asks") Ask> asks,
                                        @ForAll @IntRange(min = 0, max = 3) int again, @ForAll @IntRange(min = 0, max = 30_000) int room) {
        TraceScans table = new TraceScans(room);
        List<Ask> all = new ArrayList<>(asks);
        for (int k = 0; k < again; k++) all.addAll(asks); // the same members asked again, by another design's replay
        Collections.shuffle(all, new Random(asks.get(0).seed()));
        for (Ask a : all) {
            Members m = members(a);
            Placement p0 = PLACEMENTS.get(a.placement0()), p1 = PLACEMENTS.get(a.placement1());
            if (a.twoGroups()) {
                IntFunction<Placement> byGroup = g -> g == 0 ? p0 : p1;
                same(NodeSplit.scan(m, byGroup), table.of(m, byGroup));
            } else {
                same(NodeSplit.of(m, p0), table.of(m, p0));
                same(NodeSplit.of(m, p0), TraceScans.UNSHARED.of(m, p0));
            }
        }
    }

    @Property(tries = 300)
    void sharedPositionsEqualTheCallersOwn(@ForAll @Size(min = 1, max = 10) List<@From("asks") Ask> asks,
                                           @ForAll @IntRange(min = 0, max = 3) int again, @ForAll @IntRange(min = 0, max = 12_000) int room) {
        TraceScans table = new TraceScans(room);
        List<Ask> all = new ArrayList<>(asks);
        for (int k = 0; k < again; k++) all.addAll(asks);
        Collections.shuffle(all, new Random(asks.get(0).seed()));
        Random pick = new Random(asks.get(0).seed() ^ again); // the same child in the world or in one of several supersets
        for (Ask a : all) {
            Members child = members(a), parent = parent(child, pick.nextInt(3) == 0 ? -1 : pick.nextInt(2));
            assertEquals(new Positions(parent).of(child), table.positions(parent, child));
            assertEquals(new Positions(parent).of(child), TraceScans.UNSHARED.positions(parent, child));
        }
    }

    /** The world's runs (one per group; variant -1), or the child's members and some more in a random order drawn by {@code variant}. */
    private static Members parent(Members child, int variant) {
        Random r = new Random(variant);
        List<Long> procs = new ArrayList<>();
        for (int i = 0; i < child.size(); i++) procs.add(child.get(i));
        Members.Builder b = new Members.Builder();
        if (variant < 0) {
            for (int g = 0; g < 2; g++) b.add(g, 0, PROCS, 1);
            return b.build();
        }
        for (int i = 0; i < PROCS; i++) if (r.nextBoolean() && !procs.contains(Members.gpid(0, i))) procs.add(Members.gpid(0, i));
        Collections.shuffle(procs, r);
        for (long p : procs) b.add(Members.groupOf(p), Members.rankOf(p));
        return b.build();
    }

    private static Members members(Ask a) {
        Random r = new Random(a.seed());
        Members.Builder b = new Members.Builder();
        if (a.runs()) { // a strided run or two: the shortcuts, never kept
            int start = r.nextInt(PROCS / 2), stride = 1 + r.nextInt(3), count = 1 + r.nextInt((PROCS - 1 - start) / stride + 1);
            b.add(0, start, count, stride);
            if (a.twoGroups()) b.add(1, r.nextInt(PROCS), 1, 1);
            return b.build();
        }
        List<Long> procs = new ArrayList<>();
        for (int g = 0; g < (a.twoGroups() ? 2 : 1); g++)
            for (int i = 0; i < PROCS; i++) if (r.nextInt(3) > 0) procs.add(Members.gpid(g, i));
        if (procs.isEmpty()) procs.add(Members.gpid(0, 0));
        Collections.shuffle(procs, r);
        for (long p : procs) b.add(Members.groupOf(p), Members.rankOf(p));
        return b.build();
    }

    private static void same(NodeSplit want, NodeSplit got) {
        assertEquals(want.cycles(), got.cycles());
        assertEquals(want.external(), got.external());
        assertEquals(want.roots(), got.roots());
    }
}
