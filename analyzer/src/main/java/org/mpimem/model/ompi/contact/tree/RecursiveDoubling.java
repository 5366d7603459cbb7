package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * Recursive doubling over a power-of-two communicator: at distance d = 1, 2, 4, ... a rank
 * exchanges with rank XOR d (v4.1.4:ompi/mca/coll/base/coll_base_allgather.c, recursivedoubling,
 * which hands any other size to {@link Bruck}, line 275-280).
 */
public record RecursiveDoubling() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        for (int d = 1; d < n; d <<= 1) out.accept(rank ^ d);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        int d = rank ^ peer;
        return Integer.bitCount(d) == 1 && d < n;
    }
}
