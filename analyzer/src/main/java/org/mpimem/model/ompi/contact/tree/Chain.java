package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * coll/tuned's pipeline broadcast with one chain (fanout 1, v4.1.4:ompi/mca/coll/base/coll_base_topo.c,
 * ompi_coll_base_topo_build_chain, the fanout == 1 case): root 0 sends to 1, 1 to 2, and so on.
 */
public record Chain() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        if (rank > 0) out.accept(rank - 1);
        if (rank + 1 < n) out.accept(rank + 1);
    }
}
