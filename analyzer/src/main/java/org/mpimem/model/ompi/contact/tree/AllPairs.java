package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * Every rank messages every other: coll/base's linear, pairwise and linear-sync all-to-alls
 * (coll_base_alltoall.c), both all-to-allv algorithms (coll_base_alltoallv.c), libnbc's all-gathers
 * and all-to-alls.
 */
public record AllPairs() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        for (int j = 0; j < n; j++) if (j != rank) out.accept(j);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        return rank != peer;
    }
}
