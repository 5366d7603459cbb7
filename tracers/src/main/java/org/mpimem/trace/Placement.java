package org.mpimem.trace;

import java.util.Arrays;

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

    /** The node of every rank, as recorded at run time. */
    record Explicit(int[] nodeOfRank) implements Placement {
        public Explicit {
            nodeOfRank = nodeOfRank.clone();
        }

        public int nodeOf(int rank) {
            return nodeOfRank[rank];
        }

        public String spec() {
            StringBuilder b = new StringBuilder("explicit:");
            for (int i = 0; i < nodeOfRank.length; ) {
                int j = i;
                while (j < nodeOfRank.length && nodeOfRank[j] == nodeOfRank[i]) j++;
                if (i > 0) b.append(',');
                b.append(nodeOfRank[i]).append('x').append(j - i);
                i = j;
            }
            return b.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Explicit e && Arrays.equals(nodeOfRank, e.nodeOfRank);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(nodeOfRank);
        }

        @Override
        public String toString() {
            return spec();
        }
    }
}
