package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.Bruck;
import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.Linear;
import org.mpimem.model.ompi.contact.tree.Ring;
import org.mpimem.model.ompi.contact.tree.TwoProc;
import org.mpimem.model.ompi.contact.tree.Union;

/**
 * The all-gatherv coll/tuned's fixed rules pick for {@code bytes} per rank over {@code n} ranks
 * (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c:1239-1370): the default gathers to rank
 * 0 linearly and broadcasts the whole; Bruck's; the ring; the neighbour exchange, which talks to
 * the two neighbours as the ring does (and is the ring on an odd size).
 */
public final class TunedAllgatherv {
    private TunedAllgatherv() {}

    public static Exchange of(int n, long bytes) {
        return switch (algorithm(n, bytes)) {
            case 1 -> new Union(new Linear(), TunedBcast.of(n, bytes * n));
            case 2 -> new Bruck();
            case 5 -> new TwoProc();
            default -> new Ring();
        };
    }

    static int algorithm(int n, long b) {
        if (n == 2) return b < 2048 ? 3 : b < 4096 ? 5 : b < 8192 ? 3 : 5;
        if (n < 8) return b < 256 ? 1 : b < 4096 ? 4 : b < 8192 ? 3 : b < 16384 ? 4 : b < 262144 ? 2 : 4;
        if (n < 16) return b < 1024 ? 1 : 2;
        if (n < 32) return b < 128 ? 1 : b < 262144 ? 2 : 3;
        if (n < 64) return b < 256 ? 1 : b < 8192 ? 2 : 3;
        if (n < 128) return b < 256 ? 1 : b < 4096 ? 2 : 3;
        if (n < 256) return b < 1024 ? 2 : b < 65536 ? 4 : 3;
        if (n < 512) return b < 1024 ? 2 : 3;
        if (n < 1024) return b < 512 ? 2 : b < 1024 ? 1 : b < 4096 ? 2 : b < 1048576 ? 4 : 3;
        return b < 4096 ? 2 : 4;
    }
}
