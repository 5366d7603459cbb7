package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * libnbc's small-message allreduce: a binomial reduce to rank 0, then a binomial broadcast from it
 * (v4.1.4:ompi/mca/coll/libnbc/nbc_iallreduce.c:119-120 selects it below 64 KiB; allred_sched_diss,
 * lines 361-470). Rank r receives from r + 2^(k-1) while 2^k divides r, sends to r - 2^(k-1) at the
 * first k that does not; in the broadcast it hears from r minus its top bit and sends to r + 2^k for
 * 2^k above r. This is what ompi_comm_nextcid and ompi_comm_activate run over the parent of every
 * new intracommunicator (comm_cid.c:626-632, coll_iallreduce; libnbc is the only iallreduce in 4.1).
 */
public record Binomial() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        int maxr = 32 - Integer.numberOfLeadingZeros(n - 1); // ceil(log2 n)
        for (int r = 1; r <= maxr; r++) {
            if (rank % (1 << r) == 0) {
                int peer = rank + (1 << (r - 1));
                if (peer < n) out.accept(peer);
            } else {
                out.accept(rank - (1 << (r - 1)));
                break;
            }
        }
        if (rank != 0) out.accept(rank - Integer.highestOneBit(rank));
        for (int r = 0; r < maxr; r++)
            if (rank == 0 || (rank < (1 << r) && rank + (1 << r) < n)) out.accept(rank + (1 << r));
    }
}
