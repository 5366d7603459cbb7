package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * coll/tuned's scatter-allgather broadcast from rank 0 (v4.1.4:ompi/mca/coll/base/coll_base_bcast.c,
 * ompi_coll_base_bcast_intra_scatter_allgather): a binomial scatter (parent r minus its lowest
 * bit) and a recursive-doubling allgather with r XOR 2^k, with the fix-ups of a size that is not a
 * power of two among the same partners. Every peer is r XOR 2^k below n.
 */
public record ScatterAllgather() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        for (long d = 1; d < n; d <<= 1) {
            long peer = rank ^ d;
            if (peer < n) out.accept((int) peer);
        }
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        int d = rank ^ peer;
        return Integer.bitCount(d) == 1 && peer < n;
    }
}
