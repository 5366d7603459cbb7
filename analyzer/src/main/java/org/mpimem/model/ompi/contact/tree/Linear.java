package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/** Root 0 sends to every other rank itself (coll/tuned's basic_linear broadcast, coll_base_bcast.c). */
public record Linear() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        if (rank != 0) out.accept(0);
        else for (int j = 1; j < n; j++) out.accept(j);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        return rank != peer && (rank == 0 || peer == 0);
    }
}
