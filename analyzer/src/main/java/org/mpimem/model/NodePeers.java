package org.mpimem.model;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.RunArithmetic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Open MPI's procs for node-local peers exist from MPI_Init, so a communicator's fresh peers cost
 * a process only those off its node. Over block placement a run of holders is charged a period of
 * nodes at a time ({@link BlockNodePeers}); over cyclic placement its holders repeat their nodes
 * every N / gcd(stride, N) elements, so each of those positions is one run of holders. Explicit
 * placements, and fresh sets of many runs, are walked a node at a time: a node's fresh peers are
 * counted on the runs of the fresh set when the placement names a node's ranks as one run and the
 * fresh set has few runs, and from a per-node tally of its elements otherwise.
 */
final class NodePeers {
    /** Above this many runs in the fresh set, per-node counts come from one walk over its elements. */
    private static final int RUN_LIMIT = 64;

    private NodePeers() {}

    static void charge(Members fresh, Members holders, IntFunction<Placement> placements, Charges charges) {
        Map<Long, Integer>[] tally = new Map[1];
        for (Run h : holders.runs()) {
            Placement pl = placements.apply(h.group());
            List<Run> same = new ArrayList<>();
            for (Run r : fresh.runs()) if (r.group() == h.group()) same.add(r.ascending());
            if (same.size() <= RUN_LIMIT && pl instanceof Placement.Block b) BlockNodePeers.charge(h.ascending(), same, fresh.size(), b, charges);
            else if (same.size() <= RUN_LIMIT && pl instanceof Placement.Cyclic c) cyclic(h.ascending(), same, fresh.size(), c, charges);
            else walk(fresh, h, pl, placements, tally, charges);
        }
    }

    /** Element i of h sits on node (start + i·stride) mod N, which recurs every T = N / gcd(stride, N) elements. */
    private static void cyclic(Run h, List<Run> same, long freshSize, Placement.Cyclic c, Charges charges) {
        long period = c.nodes() / gcd(h.stride() % c.nodes(), c.nodes());
        for (int i = 0; i < Math.min(period, h.count()); i++) {
            Run ranks = nodeRanks(c, h.group(), c.nodeOf(h.rankAt(i)));
            long onNode = 0;
            for (Run r : same) onNode += RunArithmetic.intersectionCount(r, ranks);
            int n = (int) ((h.count() - 1 - i) / period + 1);
            charges.add(freshSize - onNode, new Run(h.group(), h.rankAt(i), n, n == 1 ? 1 : (int) (h.stride() * period)));
        }
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
                Run ranks = fresh.runCount() <= RUN_LIMIT ? nodeRanks(pl, h.group(), node) : null;
                if (ranks != null) onNode = countIn(fresh, ranks);
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

    /** The ranks of a node as one run, where the placement makes them one. */
    private static Run nodeRanks(Placement pl, int group, int node) {
        if (pl instanceof Placement.Block b) {
            long first = (long) node * b.ppn();
            return new Run(group, (int) first, (int) Math.min(b.ppn(), Integer.MAX_VALUE - first + 1), 1);
        }
        if (pl instanceof Placement.Cyclic c) return new Run(group, node, (int) Math.min(Integer.MAX_VALUE, (Integer.MAX_VALUE - node) / c.nodes() + 1L), c.nodes());
        return null;
    }

    private static long countIn(Members set, Run r) {
        long n = 0;
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
