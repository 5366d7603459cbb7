package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * coll/tuned's split binary tree broadcast from rank 0 (v4.1.4:ompi/mca/coll/base/coll_base_bcast.c,
 * ompi_coll_base_bcast_intra_split_bintree): each half of the message goes down one subtree of
 * the {@link LevelTree} of fanout 2, then every rank swaps halves with its pair in the other
 * subtree: an odd rank with the next, an even one with the previous, rank n - 1 of an even count
 * with the root.
 */
public record SplitBinaryTree() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        new LevelTree(2).peers(rank, n, out);
        if (rank == 0) {
            if (n % 2 == 0) out.accept(n - 1);
        } else if (rank % 2 == 1) out.accept((rank + 1) % n);
        else out.accept(rank - 1);
    }
}
