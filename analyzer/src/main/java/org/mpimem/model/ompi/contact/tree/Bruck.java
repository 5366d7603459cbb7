package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * Bruck's allgather: at distance d = 1, 2, 4, ... below n a rank sends to rank - d and receives
 * from rank + d, modulo n (v4.1.4:ompi/mca/coll/base/coll_base_allgather.c:85, intra_bruck).
 */
public record Bruck() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        for (int d = 1; d < n; d <<= 1) {
            out.accept((rank + d) % n);
            out.accept((rank - d + n) % n);
        }
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        int up = Math.floorMod(peer - rank, n), down = Math.floorMod(rank - peer, n);
        return up != 0 && (Integer.bitCount(up) == 1 || Integer.bitCount(down) == 1);
    }
}
