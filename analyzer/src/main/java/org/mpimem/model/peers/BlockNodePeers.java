package org.mpimem.model.peers;

import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.RunArithmetic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link NodePeers} for one ascending run of holders over block placement, a period at a time.
 * What a node's holders are charged depends only on where the holders' run enters the node
 * (rank mod ppn) and, for every run of fresh peers, whether the node lies before it, after it, or
 * inside it at offset (node start - run start) mod stride. Once that state recurs, the nodes
 * between repeat, shifted, until the holders end or a node holds an end of a fresh run; the
 * repeats are charged as a few runs of stride one period, so a regular pattern costs
 * O(fresh runs x period), not one step per node (8.4 M nodes at 2^27 processes).
 */
final class BlockNodePeers {
    /** Seen states kept at most; past it, the walk forgets them and goes on node by node. */
    private static final int STATES = 4096;

    private record Key(long[] state) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(state, k.state);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(state);
        }
    }

    private record Piece(long newPeers, Run holders) {}

    private BlockNodePeers() {}

    /** @param same the fresh runs of h's group, ascending; {@code freshSize}: all fresh peers */
    static void charge(Run h, List<Run> same, long freshSize, Placement.Block block, Charges charges) {
        int ppn = block.ppn();
        long[] ends = new long[2 * same.size()];
        for (int k = 0; k < same.size(); k++) {
            ends[2 * k] = same.get(k).min();
            ends[2 * k + 1] = same.get(k).max();
        }
        Arrays.sort(ends);
        Map<Key, int[]> seen = new HashMap<>(); // state -> {holder index, piece index}
        List<Piece> pieces = new ArrayList<>();
        int j = 0;
        while (j < h.count()) {
            int rank = h.rankAt(j), node = rank / ppn;
            long lo = (long) node * ppn, hi = lo + ppn - 1;
            Key key = key(rank % ppn, lo, hi, same);
            int[] prev = key == null ? null : seen.get(key);
            if (prev != null) {
                int dj = j - prev[0];
                long periods = Math.min((h.count() - j) / dj, (lastBefore(h, ends, lo, ppn) - j + 1) / dj);
                if (periods > 0) {
                    long dRank = (long) dj * h.stride();
                    for (Piece p : pieces.subList(prev[1], pieces.size())) repeat(p, dRank, (int) periods, charges);
                    j += (int) periods * dj;
                    seen.clear();
                    pieces.clear();
                    continue;
                }
            }
            if (key == null || seen.size() >= STATES) {
                seen.clear();
                pieces.clear();
            }
            if (key != null) seen.put(key, new int[]{j, pieces.size()});
            int take = block.sameNodeCount(h, j);
            long onNode = 0;
            Run nodeRanks = new Run(h.group(), (int) lo, (int) Math.min(ppn, Integer.MAX_VALUE - lo + 1), 1);
            for (Run r : same) onNode += RunArithmetic.intersectionCount(r, nodeRanks);
            Piece p = new Piece(freshSize - onNode, new Run(h.group(), rank, take, h.stride()));
            pieces.add(p);
            charges.add(p.newPeers, p.holders);
            j += take;
        }
    }

    /** The node's state, or null when it holds an end of a fresh run (such a node never recurs). */
    private static Key key(int phase, long lo, long hi, List<Run> same) {
        long[] s = new long[same.size() + 1];
        s[0] = phase;
        for (int k = 0; k < same.size(); k++) {
            Run r = same.get(k);
            if (hi < r.min()) s[k + 1] = -1;
            else if (lo > r.max()) s[k + 1] = -2;
            else if (lo < r.min() || hi > r.max()) return null;
            else s[k + 1] = Math.floorMod(lo - r.min(), (long) r.stride());
        }
        return new Key(s);
    }

    /** The last holder index whose node lies before the next node holding an end of a fresh run. */
    private static long lastBefore(Run h, long[] ends, long lo, int ppn) {
        int k = Arrays.binarySearch(ends, lo);
        k = k >= 0 ? k : -k - 1;
        if (k == ends.length) return h.count() - 1;
        long limit = ends[k] / ppn * ppn; // first rank of that node
        return (limit - h.start() - 1) / h.stride();
    }

    /** The piece shifted by dRank, 2·dRank, …, periods·dRank: as few runs as its shape allows. */
    private static void repeat(Piece p, long dRank, int periods, Charges charges) {
        Run r = p.holders;
        int first = Math.toIntExact(r.start() + dRank);
        if (r.count() == 1 || (long) r.count() * r.stride() == dRank) {
            charges.add(p.newPeers, new Run(r.group(), first, r.count() * periods, r.count() == 1 ? (int) dRank : r.stride()));
        } else if (r.count() <= periods) {
            for (int e = 0; e < r.count(); e++) charges.add(p.newPeers, new Run(r.group(), first + e * r.stride(), periods, (int) dRank));
        } else {
            for (int k = 0; k < periods; k++) charges.add(p.newPeers, new Run(r.group(), Math.toIntExact(r.start() + (k + 1) * dRank), r.count(), r.stride()));
        }
    }
}
