package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * coll/tuned's k-ary tree rooted at 0, built level by level (v4.1.4:ompi/mca/coll/base/coll_base_topo.c:77-189,
 * ompi_coll_base_topo_build_tree; the binary-tree broadcast uses fanout 2): a rank on level L
 * (levels hold 1, f, f^2, ... ranks) has children r + f^L·i for i = 1..f, and its parent is found by
 * stepping back f^(L-1) until it falls in the levels above. For fanout 2 and 7 ranks: 0 → 1, 2;
 * 1 → 3, 5; 2 → 4, 6 (the source's own example), not the heap order 2r + 1, 2r + 2 of {@link BinaryTree}.
 */
public record LevelTree(int fanout) implements Exchange {
    public LevelTree {
        if (fanout < 2) throw new IllegalArgumentException("fanout " + fanout);
    }

    @Override
    public void peers(int rank, int n, IntConsumer out) {
        int level = level(rank);
        long delta = power(level);
        for (int i = 1; i <= fanout; i++) {
            long child = rank + delta * i;
            if (child >= n) break;
            out.accept((int) child);
        }
        if (rank == 0) return;
        if (rank < fanout) {
            out.accept(0);
            return;
        }
        long above = (power(level) - 1) / (fanout - 1), parent = rank; // ranks on the levels above this one
        while (parent >= above) parent -= delta / fanout;
        out.accept((int) parent);
    }

    private int level(int rank) {
        int level = 0;
        for (long num = 0; num <= rank; level++) num += power(level);
        return level - 1;
    }

    private long power(int k) {
        long p = 1;
        for (int j = 0; j < k; j++) p *= fanout;
        return p;
    }
}
