package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * coll/tuned's binomial broadcast tree rooted at 0 (v4.1.4:ompi/mca/coll/base/coll_base_topo.c:325-400,
 * ompi_coll_base_topo_build_bmtree): rank r's parent is r without its top bit, its children
 * r + 2^k for every 2^k above r. These are the broadcast half of libnbc's allreduce ({@link Binomial}).
 */
public record Bmtree() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        if (rank > 0) out.accept(rank - Integer.highestOneBit(rank));
        for (long mask = rank == 0 ? 1 : (long) Integer.highestOneBit(rank) << 1; mask < n; mask <<= 1)
            if (rank + mask < n) out.accept((int) (rank + mask));
    }
}
