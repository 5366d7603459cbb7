package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.AllPairs;
import org.mpimem.model.ompi.contact.tree.Bruck;
import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.TwoProc;

/**
 * The all-to-all coll/tuned's fixed rules pick for a block of {@code bytes} per peer over {@code n}
 * ranks (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c:228-410): linear, pairwise and
 * linear-sync reach every peer; the modified Bruck sends to rank + 2^k and receives from rank - 2^k
 * (coll_base_alltoall.c, intra_bruck); two processes, each other.
 */
public final class TunedAlltoall {
    private TunedAlltoall() {}

    public static Exchange of(int n, long bytes) {
        if (n == 2) return new TwoProc();
        return algorithm(n, bytes) == 3 ? new Bruck() : new AllPairs();
    }

    static int algorithm(int n, long b) {
        if (n < 8) return b < 8192 ? 4 : b < 16384 ? 1 : b < 65536 ? 4 : b < 524288 ? 1 : b < 1048576 ? 2 : 1;
        if (n < 16) return b < 262144 ? 4 : 1;
        if (n < 32) return b < 4 ? 4 : b < 512 ? 3 : b < 8192 ? 4 : b < 32768 ? 1 : b < 262144 ? 4 : b < 524288 ? 1 : 4;
        if (n < 64) return b < 512 ? 3 : b < 524288 ? 1 : 4;
        if (n < 128) return b < 1024 ? 3 : b < 2048 ? 1 : b < 4096 ? 4 : b < 262144 ? 1 : 2;
        if (n < 256) return b < 1024 ? 3 : b < 2048 ? 4 : b < 262144 ? 1 : 2;
        if (n < 512) return b < 1024 ? 3 : b < 8192 ? 4 : b < 32768 ? 1 : 2;
        if (n < 1024) return b < 512 ? 3 : b < 8192 ? 4 : b < 16384 ? 1 : b < 131072 ? 4 : b < 262144 ? 1 : 2;
        if (n < 2048) return b < 512 ? 3 : b < 1024 ? 4 : b < 2048 ? 1 : b < 16384 ? 4 : b < 262144 ? 1 : 4;
        if (n < 4096) return b < 1024 ? 3 : b < 4096 ? 4 : b < 8192 ? 1 : b < 131072 ? 4 : 1;
        return b < 2048 ? 3 : b < 8192 ? 4 : b < 16384 ? 1 : b < 32768 ? 4 : b < 65536 ? 1 : 4;
    }
}
