package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/** Two processes exchange with each other (coll/tuned's allgather algorithm 6, "two_proc"). */
public record TwoProc() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        out.accept(1 - rank);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        return peer == 1 - rank;
    }
}
