package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.Cached;
import org.mpimem.model.ompi.contact.tree.KeptTree.Kind;
import org.mpimem.model.ompi.contact.tree.Bmtree;
import org.mpimem.model.ompi.contact.tree.Chain;
import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.Knomial;
import org.mpimem.model.ompi.contact.tree.LevelTree;
import org.mpimem.model.ompi.contact.tree.Linear;
import org.mpimem.model.ompi.contact.tree.ScatterAllgather;
import org.mpimem.model.ompi.contact.tree.SplitBinaryTree;

/**
 * The tree coll/tuned's fixed rules pick to broadcast {@code bytes} over {@code n} ranks from rank
 * 0 (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c:512-640, run with no segmentation and
 * fan-out 0, so the chain (2) is the pipeline's single chain). Every tree but the linear one and
 * scatter-allgather's is kept on the communicator ({@link Cached}, coll_base_bcast.c:261-729). What ompi_comm_get_rprocs
 * broadcasts in MPI_Intercomm_create (the remote group's size, then its packed procs, comm.c:1532)
 * and what MPI_Intercomm_merge's ompi_comm_determine_first broadcasts on each side (one int,
 * comm.c:1731).
 */
public final class TunedBcast {
    private TunedBcast() {}

    public static Exchange of(int n, long bytes) {
        return switch (algorithm(n, bytes)) {
            case 1 -> new Linear();
            case 2 -> new Cached(new Chain(), Kind.CHAIN);
            case 3 -> new Cached(new Chain(), Kind.PIPELINE);
            case 4 -> new Cached(new SplitBinaryTree(), Kind.BINTREE);
            case 5 -> new Cached(new LevelTree(2), Kind.BINTREE);
            case 6 -> new Cached(new Bmtree(), Kind.BMTREE);
            case 7 -> new Cached(new Knomial(4), Kind.KMTREE);
            // scatter_allgather hands a message of fewer elements than ranks to the linear broadcast
            default -> bytes < n ? new Linear() : new ScatterAllgather();
        };
    }

    /** The rule's algorithm number, as the source writes the table. */
    static int algorithm(int n, long b) {
        if (n < 4) return b < 32 ? 3 : b < 256 ? 5 : b < 512 ? 3 : b < 1024 ? 7 : b < 32768 ? 1 : b < 131072 ? 5
                : b < 262144 ? 2 : b < 524288 ? 1 : b < 1048576 ? 6 : 5;
        if (n < 8) return b < 64 ? 5 : b < 128 ? 6 : b < 2048 ? 5 : b < 8192 ? 6 : b < 1048576 ? 1 : 2;
        if (n < 16) return b < 8 ? 7 : b < 64 ? 5 : b < 4096 ? 7 : b < 16384 ? 5 : b < 32768 ? 6 : 1;
        if (n < 32) return b < 4096 ? 7 : b < 1048576 ? 6 : 8;
        if (n < 64) return b < 2048 ? 6 : 7;
        if (n < 128) return 7;
        if (n < 256) return b < 2 ? 6 : b < 16384 ? 5 : b < 32768 ? 1 : b < 65536 ? 5 : 7;
        if (n < 1024) return b < 16384 ? 7 : b < 32768 ? 4 : 7;
        if (n < 2048) return b < 524288 ? 7 : 8;
        if (n < 4096) return b < 262144 ? 7 : 8;
        return b < 8192 ? 7 : b < 16384 ? 5 : b < 262144 ? 7 : 8;
    }
}
