package org.mpimem.trace;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Which node each rank of a process group runs on. Node ids are local to the group: MPICH ch3
 * builds no node hierarchy for communicators that mix groups, so only same-group comparisons
 * matter.
 */
public sealed interface Placement permits Placement.Block, Placement.Cyclic, Placement.Explicit {

    int nodeOf(int rank);

    /** How many consecutive elements of {@code r}, from index {@code i}, share the node of element i. */
    default int sameNodeCount(Run r, int i) {
        int node = nodeOf(r.rankAt(i));
        int j = i + 1;
        while (j < r.count() && nodeOf(r.rankAt(j)) == node) j++;
        return j - i;
    }

    /** The text form used in traces: {@code block:16}, {@code cyclic:4}, {@code explicit:0x4,1x4}. */
    String spec();

    /** {@code ppn} consecutive ranks per node: rank r on node r / ppn (mpiexec's default). */
    record Block(int ppn) implements Placement {
        public Block {
            if (ppn < 1) throw new IllegalArgumentException("processes per node must be >= 1, was " + ppn);
        }

        public int nodeOf(int rank) {
            return rank / ppn;
        }

        @Override
        public int sameNodeCount(Run r, int i) {
            int rank = r.rankAt(i);
            int node = rank / ppn;
            long room = r.stride() > 0 ? (long) (node + 1) * ppn - 1 - rank : rank - (long) node * ppn;
            long steps = room / Math.abs((long) r.stride());
            return (int) Math.min(r.count() - i, steps + 1);
        }

        public String spec() {
            return "block:" + ppn;
        }
    }

    /** Round-robin over {@code nodes} nodes: rank r on node r mod nodes. */
    record Cyclic(int nodes) implements Placement {
        public Cyclic {
            if (nodes < 1) throw new IllegalArgumentException("node count must be >= 1, was " + nodes);
        }

        public int nodeOf(int rank) {
            return rank % nodes;
        }

        public String spec() {
            return "cyclic:" + nodes;
        }
    }

    /**
     * The node of every rank, as recorded at run time, kept run-length coded as it is written
     * ({@code explicit:0x4,1x4}): a placement of one run costs a few words at any size, where an
     * array per rank would cost 4 B a process (2.4 GB at 600,000,000). Adjacent runs on the same
     * node are merged, so two ways of writing one placement are equal.
     */
    final class Explicit implements Placement {
        private final int[] node;
        /** end[k] = one past the last rank of run k; ranks of run k are [end[k-1], end[k]). */
        private final long[] end;
        /** Run indexes ordered by node (then rank), for {@link #rangesOf}; built on first use. */
        private volatile int[] byNode;

        /** Runs of {@code count[k]} >= 1 consecutive ranks on node {@code node[k]} >= 0. */
        public Explicit(int[] node, int[] count) {
            if (node.length != count.length) throw new IllegalArgumentException("nodes and counts differ in length");
            int[] n = new int[node.length];
            long[] e = new long[node.length];
            int runs = 0;
            long total = 0;
            for (int k = 0; k < node.length; k++) {
                if (count[k] < 1 || node[k] < 0)
                    throw new IllegalArgumentException("explicit placement run " + node[k] + "x" + count[k] + ": node >= 0 and count >= 1 expected");
                total += count[k];
                if (runs > 0 && n[runs - 1] == node[k]) e[runs - 1] = total;
                else {
                    n[runs] = node[k];
                    e[runs++] = total;
                }
            }
            this.node = Arrays.copyOf(n, runs);
            this.end = Arrays.copyOf(e, runs);
        }

        /** The node of each rank, as an array (what the tracer's merge builds). */
        public Explicit(int[] nodeOfRank) {
            this(nodeOfRank, ones(nodeOfRank.length));
        }

        private static int[] ones(int n) {
            int[] a = new int[n];
            Arrays.fill(a, 1);
            return a;
        }

        /** The number of ranks placed (the counts' sum). */
        public long size() {
            return end.length == 0 ? 0 : end[end.length - 1];
        }

        public int nodeOf(int rank) {
            return node[runOf(rank)];
        }

        private int runOf(int rank) {
            if (rank < 0 || rank >= size()) throw new IndexOutOfBoundsException("rank " + rank + " of " + size() + " placed");
            int k = Arrays.binarySearch(end, rank);
            return k >= 0 ? k + 1 : -k - 1;
        }

        /**
         * The ranks of {@code node} as ranges [lo, hi), ascending: lets a caller count a member
         * list's ranks on a node from its runs instead of visiting every member. The index (runs
         * ordered by node) is built once, on first use; a race builds it twice, identically.
         */
        public long[] rangesOf(int node) {
            int[] order = byNode;
            if (order == null) byNode = order = orderByNode();
            int lo = 0, hi = order.length;
            while (lo < hi) { // first run of the node in that order
                int mid = (lo + hi) >>> 1;
                if (this.node[order[mid]] < node) lo = mid + 1;
                else hi = mid;
            }
            int k = lo;
            while (k < order.length && this.node[order[k]] == node) k++;
            long[] ranges = new long[2 * (k - lo)];
            for (int i = lo; i < k; i++) {
                ranges[2 * (i - lo)] = order[i] == 0 ? 0 : end[order[i] - 1];
                ranges[2 * (i - lo) + 1] = end[order[i]];
            }
            return ranges;
        }

        private int[] orderByNode() {
            return IntStream.range(0, node.length).boxed()
                    .sorted(Comparator.<Integer>comparingInt(k -> node[k]).thenComparingInt(k -> k))
                    .mapToInt(Integer::intValue).toArray();
        }

        /** Whole placement runs at a time, so a run of members costs O(runs it crosses), not O(members). */
        @Override
        public int sameNodeCount(Run r, int i) {
            int first = runOf(r.rankAt(i)), j = i;
            while (j < r.count()) {
                int rank = r.rankAt(j), k = runOf(rank);
                if (node[k] != node[first]) break;
                long lo = k == 0 ? 0 : end[k - 1];
                long room = r.stride() > 0 ? end[k] - 1 - rank : rank - lo;
                j = (int) Math.min(r.count(), j + room / Math.abs((long) r.stride()) + 1);
            }
            return j - i;
        }

        public String spec() {
            StringBuilder b = new StringBuilder("explicit:");
            for (int k = 0; k < node.length; k++)
                b.append(k > 0 ? "," : "").append(node[k]).append('x').append(end[k] - (k == 0 ? 0 : end[k - 1]));
            return b.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Explicit e && Arrays.equals(node, e.node) && Arrays.equals(end, e.end);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(node) * 31 + Arrays.hashCode(end);
        }

        @Override
        public String toString() {
            return spec();
        }
    }
}
