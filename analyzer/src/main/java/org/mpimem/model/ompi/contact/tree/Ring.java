package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/** Ring and neighbour-exchange algorithms: a rank talks to its two neighbours only (coll/tuned allgather 4 and 5). */
public record Ring() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        out.accept((rank + 1) % n);
        out.accept((rank - 1 + n) % n);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        int d = Math.floorMod(peer - rank, n);
        return d == 1 || d == n - 1;
    }
}
