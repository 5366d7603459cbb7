package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * coll/base's allreduce by recursive doubling on any size (v4.1.4:ompi/mca/coll/base/coll_base_allreduce.c:
 * intra_recursivedoubling, lines 170-260): with p the largest power of two up to n and e = n - p
 * extra ranks, the first 2e ranks pair up (even r with r + 1), the odd one of each pair and every
 * rank from 2e on take part as new ranks 0 .. p-1 and exchange with new rank XOR d. Rabenseifner's
 * allreduce (intra_redscat_allgather, line 960) halves and doubles over the same pairs.
 */
public record PairedRecursiveDoubling() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        int p = Integer.highestOneBit(n), extra = n - p;
        if (rank < 2 * extra) {
            out.accept(rank ^ 1);
            if (rank % 2 == 0) return; // sits the doubling out
        }
        int me = rank < 2 * extra ? rank >> 1 : rank - extra;
        for (int d = 1; d < p; d <<= 1) {
            int other = me ^ d;
            out.accept(other < extra ? 2 * other + 1 : other + extra);
        }
    }
}
