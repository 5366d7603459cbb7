package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * The in-order binomial tree rooted at 0 (v4.1.4:ompi/mca/coll/base/coll_base_topo.c:403-472,
 * ompi_coll_base_topo_build_in_order_bmtree): rank v's parent is v without its lowest set bit, its
 * children v + m for every power of two m below that bit. Binomial reduce, gather and scatter run
 * over it (rotated to their root: {@link Rooted}); barrier's tree algorithm pairs the same ranks
 * (coll_base_barrier.c:406-460: partner rank XOR jump when the partner has no bit below jump).
 */
public record InOrderBmtree() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        int low = rank == 0 ? Integer.MAX_VALUE : Integer.lowestOneBit(rank);
        if (rank != 0) out.accept(rank - low);
        for (long m = 1; m < low && rank + m < n; m <<= 1) out.accept((int) (rank + m));
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        int hi = Math.max(rank, peer), lo = Math.min(rank, peer);
        return hi != lo && hi < n && hi - Integer.lowestOneBit(hi) == lo;
    }
}
