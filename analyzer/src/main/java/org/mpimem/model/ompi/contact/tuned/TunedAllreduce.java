package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.Linear;
import org.mpimem.model.ompi.contact.tree.PairedRecursiveDoubling;
import org.mpimem.model.ompi.contact.tree.Ring;
import org.mpimem.model.ompi.contact.tree.Union;

/**
 * The allreduce coll/tuned's fixed rules pick for {@code bytes} (count times the type's size) over
 * {@code n} ranks, for a commutative operation, as every predefined one is
 * (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c:55-218). A trace records the bytes, not
 * the count: the ring's switch to recursive doubling when there are fewer elements than ranks
 * (coll_base_allreduce.c:371) takes elements of 4 bytes.
 */
public final class TunedAllreduce {
    private TunedAllreduce() {}

    public static Exchange of(int n, long bytes) {
        return switch (algorithm(n, bytes)) {
            case 1 -> new Linear();
            case 2 -> new Union(TunedReduce.of(n, bytes, 0), TunedBcast.of(n, bytes)); // non-overlapping
            case 4, 5 -> bytes / 4 < n ? new PairedRecursiveDoubling() : new Ring();
            default -> new PairedRecursiveDoubling(); // 3, and 6 (Rabenseifner's pairs are the same)
        };
    }

    /** The rule's algorithm number for a commutative operation, as the source writes the table. */
    static int algorithm(int n, long b) {
        if (n < 4) return b < 8 ? 4 : b < 4096 ? 3 : b < 8192 ? 4 : b < 16384 ? 3 : b < 65536 ? 4 : b < 262144 ? 5 : 6;
        if (n < 8) return b < 16 ? 4 : b < 8192 ? 3 : 6;
        if (n < 16) return b < 8192 ? 3 : 6;
        if (n < 32) return b < 64 ? 5 : b < 4096 ? 3 : 6;
        if (n < 64) return b < 128 ? 5 : 6;
        if (n < 128) return b < 262144 ? 3 : 6;
        if (n < 256) return b < 131072 ? 2 : b < 262144 ? 3 : 6;
        if (n < 512) return b < 4096 ? 2 : 6;
        if (n < 2048) return b < 2048 ? 2 : b < 16384 ? 3 : 6;
        if (n < 4096) return b < 2048 ? 2 : b < 4096 ? 5 : b < 16384 ? 3 : 6;
        return b < 2048 ? 2 : b < 16384 ? 5 : b < 32768 ? 3 : 6;
    }
}
