package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * coll/base's barrier by recursive doubling (v4.1.4:ompi/mca/coll/base/coll_base_barrier.c:172-245):
 * with p the largest power of two up to n, rank r at or above p reports to r - p and waits for it;
 * the first p ranks exchange with rank XOR d.
 */
public record FoldedRecursiveDoubling() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        int p = Integer.highestOneBit(n);
        if (rank >= p) {
            out.accept(rank - p);
            return;
        }
        if (rank + p < n) out.accept(rank + p);
        for (int d = 1; d < p; d <<= 1) out.accept(rank ^ d);
    }
}
