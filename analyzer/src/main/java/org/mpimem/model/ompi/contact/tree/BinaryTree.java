package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * The binary tree over a group's ranks that ompi_comm_nextcid uses when only a group calls
 * (MPI_Comm_create_group: ompi_comm_allreduce_group_nb, v4.1.4:ompi/communicator/comm_cid.c:960-1040):
 * a rank talks to (r - 1) / 2 and to 2r + 1, 2r + 2.
 */
public record BinaryTree() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        if (rank > 0) out.accept((rank - 1) / 2);
        if (2 * rank + 1 < n) out.accept(2 * rank + 1);
        if (2 * rank + 2 < n) out.accept(2 * rank + 2);
    }
}
