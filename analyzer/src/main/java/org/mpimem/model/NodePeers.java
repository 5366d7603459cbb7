package org.mpimem.model;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Open MPI's procs for node-local peers exist from MPI_Init, so a communicator's fresh peers cost
 * a process only those off its node. Holders are walked a node at a time (whole runs of them per
 * node); a node's fresh peers are counted on the runs of the fresh set when the placement names a
 * node's ranks as one run (block, cyclic) and the fresh set has few runs, and from a per-node
 * tally of its elements otherwise (explicit placements, irregular sets).
 */
final class NodePeers {
    /** Above this many runs in the fresh set, per-node counts come from one walk over its elements. */
    private static final int RUN_LIMIT = 64;

    private NodePeers() {}

    static void charge(Members fresh, Members holders, IntFunction<Placement> placements, Charges charges) {
        Map<Long, Integer> tally = null;
        for (Run h : holders.runs()) {
            Placement pl = placements.apply(h.group());
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
                        if (tally == null) tally = tally(fresh, placements);
                        onNode = tally.getOrDefault(key(h.group(), node), 0);
                    }
                    lastNode = node;
                    lastCount = onNode;
                }
                charges.add(fresh.size() - onNode, new Run(h.group(), h.rankAt(i), n, h.stride()));
                i += n;
            }
        }
    }

    /** The ranks of a node as one run, where the placement makes them one. */
    private static Run nodeRanks(Placement pl, int group, int node) {
        if (pl instanceof Placement.Block b) {
            long first = (long) node * b.ppn();
            return new Run(group, (int) first, (int) Math.min(b.ppn(), Integer.MAX_VALUE - first + 1), 1);
        }
        if (pl instanceof Placement.Cyclic c) return new Run(group, node, (Integer.MAX_VALUE - node) / c.nodes() + 1, c.nodes());
        return null;
    }

    private static long countIn(Members set, Run r) {
        long n = 0;
        for (int i = 0; i < set.runCount(); i++) n += org.mpimem.trace.RunArithmetic.intersectionCount(set.run(i), r);
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
