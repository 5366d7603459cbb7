package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.Bruck;
import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.RecursiveDoubling;
import org.mpimem.model.ompi.contact.tree.Ring;
import org.mpimem.model.ompi.contact.tree.TwoProc;

/**
 * The algorithm coll/tuned's fixed rules pick for an allgather of {@code bytes} per rank over
 * {@code n} ranks (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c:1093-1226): what
 * MPI_Comm_split's exchange of colour and key (two ints, comm.c:300) runs over the parent.
 * Algorithm 3 is recursive doubling, which runs Bruck's on a size that is not a power of two.
 */
public final class TunedAllgather {
    private TunedAllgather() {}

    public static Exchange of(int n, long bytes) {
        if (n == 2) return new TwoProc();
        int alg = algorithm(n, bytes);
        if (alg == 3) return Integer.bitCount(n) == 1 ? new RecursiveDoubling() : new Bruck();
        return alg == 2 ? new Bruck() : new Ring();
    }

    /** The rule's algorithm number, as the source writes the table (below 32 ranks always 3). */
    static int algorithm(int n, long b) {
        if (n < 32) return 3;
        if (n < 64) return b < 1024 ? 3 : b < 65536 ? 5 : 4;
        if (n < 128) return b < 512 ? 3 : b < 65536 ? 5 : 4;
        if (n < 256) return b < 512 ? 3 : b < 131072 ? 5 : b < 524288 ? 4 : b < 1048576 ? 5 : 4;
        if (n < 512) return b < 32 ? 3 : b < 128 ? 2 : b < 1024 ? 3 : b < 131072 ? 5 : b < 524288 ? 4 : b < 1048576 ? 5 : 4;
        if (n < 1024) return b < 64 ? 3 : b < 256 ? 2 : b < 2048 ? 3 : 5;
        if (n < 2048) return b < 4 ? 3 : b < 8 ? 2 : b < 16 ? 3 : b < 32 ? 2 : b < 256 ? 3 : b < 512 ? 2 : b < 4096 ? 3 : 5;
        if (n < 4096) return b < 32 ? 2 : b < 128 ? 3 : b < 512 ? 2 : b < 4096 ? 3 : 5;
        return b < 2 ? 3 : b < 8 ? 2 : b < 16 ? 3 : b < 512 ? 2 : b < 4096 ? 3 : 5;
    }
}
