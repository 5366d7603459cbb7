package org.mpimem.model.peers;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.RunArithmetic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Open MPI's procs for node-local peers exist from MPI_Init, so a communicator's fresh peers cost
 * a process only those off its node. Over block placement a run of holders is charged a period of
 * nodes at a time ({@link BlockNodePeers}); over cyclic placement its holders repeat their nodes
 * every N / gcd(stride, N) elements, and positions charged alike are one charge. Explicit
 * placements (what the trace merger writes for any real job not plainly block), and fresh sets
 * of many runs, are walked a node at a time: a node's fresh peers are counted on the runs of the
 * fresh set against the node's rank ranges (indexed once by the placement) when both are few,
 * and from a per-node tally of the fresh set's elements otherwise.
 */
final class NodePeers {
    /** Above this many runs in the fresh set, per-node counts come from one walk over its elements. */
    private static final int RUN_LIMIT = 64;

    private NodePeers() {}

    static void charge(Members fresh, Members holders, IntFunction<Placement> placements, Charges charges) {
        Map<Long, Integer>[] tally = new Map[1];
        // the fresh runs of each group, gathered once: per holder run it made a random-order
        // communicator (P runs of holders and of fresh peers) cost P^2
        Map<Integer, List<Run>> byGroup = new HashMap<>();
        for (Run r : fresh.runs()) byGroup.computeIfAbsent(r.group(), g -> new ArrayList<>()).add(r.ascending());
        for (Run h : holders.runs()) {
            Placement pl = placements.apply(h.group());
            List<Run> same = byGroup.getOrDefault(h.group(), List.of());
            if (same.size() <= RUN_LIMIT && pl instanceof Placement.Block b) BlockNodePeers.charge(h.ascending(), same, fresh.size(), b, charges);
            else if (same.size() <= RUN_LIMIT && pl instanceof Placement.Cyclic c) cyclic(h.ascending(), same, fresh.size(), c, charges);
            else walk(fresh, h, pl, placements, tally, charges);
        }
    }

    /**
     * Element i of h sits on node (start + i·stride) mod N, which recurs every T = N / gcd(stride, N)
     * elements. Consecutive positions charged alike are one charge (a whole period: h itself), so
     * a pattern every node sees alike costs one run, not T.
     */
    private static void cyclic(Run h, List<Run> same, long freshSize, Placement.Cyclic c, Charges charges) {
        long period = c.nodes() / gcd(h.stride() % c.nodes(), c.nodes());
        int t = (int) Math.min(period, h.count());
        long[] newPeers = new long[t];
        for (int i = 0; i < t; i++) {
            long onNode = 0;
            for (Run ranks : nodeRanks(c, h.group(), c.nodeOf(h.rankAt(i))))
                for (Run r : same) onNode += RunArithmetic.intersectionCount(r, ranks);
            newPeers[i] = freshSize - onNode;
        }
        if (Arrays.stream(newPeers).allMatch(n -> n == newPeers[0])) {
            charges.add(newPeers[0], h);
            return;
        }
        int longer = (int) (h.count() % period); // positions below it hold one element more
        for (int i = 0; i < t; ) {
            int n = (int) ((h.count() - 1 - i) / period + 1), j = i + 1;
            while (j < t && newPeers[j] == newPeers[i] && (h.count() - 1 - j) / period + 1 == n) j++;
            positions(h, i, j - i, n, period, newPeers[i], charges);
            i = j;
        }
    }

    /** Positions i..i+g-1 of every period (n periods): g runs across the periods or n along them, whichever is fewer. */
    private static void positions(Run h, int i, int g, int n, long period, long newPeers, Charges charges) {
        if (n == 1) charges.add(newPeers, new Run(h.group(), h.rankAt(i), g, g == 1 ? 1 : h.stride()));
        else if (g <= n) for (int p = i; p < i + g; p++) charges.add(newPeers, new Run(h.group(), h.rankAt(p), n, (int) (h.stride() * period)));
        else for (int q = 0; q < n; q++) charges.add(newPeers, new Run(h.group(), h.rankAt((int) (i + q * period)), g, h.stride()));
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** Node by node over the holders of one run. */
    private static void walk(Members fresh, Run h, Placement pl, IntFunction<Placement> placements, Map<Long, Integer>[] tally, Charges charges) {
        int i = 0;
        long lastNode = -1, lastCount = 0;
        while (i < h.count()) {
            int n = pl.sameNodeCount(h, i), node = pl.nodeOf(h.rankAt(i));
            long onNode;
            if (node == lastNode) onNode = lastCount;
            else {
                List<Run> ranks = fresh.runCount() <= RUN_LIMIT ? nodeRanks(pl, h.group(), node) : List.of();
                // a node of many explicit ranges is cheaper from the tally (one pass over the fresh set)
                if (!ranks.isEmpty() && (long) ranks.size() * fresh.runCount() <= RUN_LIMIT) onNode = countIn(fresh, ranks);
                else {
                    if (tally[0] == null) tally[0] = tally(fresh, placements);
                    onNode = tally[0].getOrDefault(key(h.group(), node), 0);
                }
                lastNode = node;
                lastCount = onNode;
            }
            charges.add(fresh.size() - onNode, new Run(h.group(), h.rankAt(i), n, h.stride()));
            i += n;
        }
    }

    /** The ranks of a node as runs: one over block and cyclic placement, a run per range of an explicit one. */
    private static List<Run> nodeRanks(Placement pl, int group, int node) {
        if (pl instanceof Placement.Block b) {
            long first = (long) node * b.ppn();
            return List.of(new Run(group, (int) first, (int) Math.min(b.ppn(), Integer.MAX_VALUE - first + 1), 1));
        }
        if (pl instanceof Placement.Cyclic c) return List.of(new Run(group, node, (int) Math.min(Integer.MAX_VALUE, (Integer.MAX_VALUE - node) / c.nodes() + 1L), c.nodes()));
        long[] ranges = ((Placement.Explicit) pl).rangesOf(node);
        List<Run> runs = new ArrayList<>(ranges.length / 2);
        for (int k = 0; k < ranges.length; k += 2) runs.add(new Run(group, (int) ranges[k], (int) (ranges[k + 1] - ranges[k]), 1));
        return runs;
    }

    private static long countIn(Members set, List<Run> ranks) {
        long n = 0;
        for (Run r : ranks)
            for (int i = 0; i < set.runCount(); i++) n += RunArithmetic.intersectionCount(set.run(i), r);
        return n;
    }

    private static Map<Long, Integer> tally(Members fresh, IntFunction<Placement> placements) {
        Map<Long, Integer> t = new HashMap<>();
        for (Run r : fresh.runs()) {
            Placement pl = placements.apply(r.group());
            for (int i = 0; i < r.count(); i++) t.merge(key(r.group(), pl.nodeOf(r.rankAt(i))), 1, Integer::sum);
        }
        return t;
    }

    private static long key(int group, int node) {
        return ((long) group << 32) | node;
    }
}
