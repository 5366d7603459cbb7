package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.AllPairs;
import org.mpimem.model.ompi.contact.tree.Binomial;
import org.mpimem.model.ompi.contact.tree.Bmtree;
import org.mpimem.model.ompi.contact.tree.Bruck;
import org.mpimem.model.ompi.contact.tree.Chain;
import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.InOrderBmtree;
import org.mpimem.model.ompi.contact.tree.Linear;
import org.mpimem.model.ompi.contact.tree.PairedRecursiveDoubling;
import org.mpimem.model.ompi.contact.tree.Ring;
import org.mpimem.model.ompi.contact.tree.Rooted;
import org.mpimem.model.ompi.contact.tree.Union;

/**
 * Who an application's collective makes a rank talk to in Open MPI 4.1.4 with its default
 * components: coll/tuned's fixed rules for the blocking collectives, coll/basic's linear scans
 * (coll/tuned has none), libnbc for the non-blocking ones (v4.1.4:ompi/mca/coll/libnbc/: ibarrier's
 * dissemination, ibcast's binomial tree, iallreduce's binomial below 64 KiB and ring above, the
 * rest linear). {@code bytes} as the trace records it (docs/trace-format.md). Reduce-scatter's
 * rules are not transcribed: taken as recursive halving, over the recursive-doubling pairs.
 */
public final class Collectives {
    private Collectives() {}

    /** The exchange, or null for a call no rule here covers (nothing is charged for it). */
    public static Exchange of(String call, int n, long bytes, int root) {
        int r = Math.max(root, 0);
        return switch (call) {
            case "MPI_Barrier" -> TunedBarrier.of(n);
            case "MPI_Bcast" -> Rooted.of(TunedBcast.of(n, bytes), r);
            case "MPI_Reduce" -> TunedReduce.of(n, bytes, r);
            case "MPI_Allreduce" -> TunedAllreduce.of(n, bytes);
            case "MPI_Allgather" -> TunedAllgather.of(n, bytes);
            case "MPI_Allgatherv" -> TunedAllgatherv.of(n, bytes);
            case "MPI_Alltoall" -> TunedAlltoall.of(n, bytes);
            case "MPI_Alltoallv", "MPI_Alltoallw", "MPI_Ialltoall", "MPI_Ialltoallv", "MPI_Ialltoallw",
                 "MPI_Iallgather", "MPI_Iallgatherv" -> new AllPairs();
            case "MPI_Gather" -> TunedGatherScatter.gather(n, bytes, r);
            case "MPI_Scatter" -> TunedGatherScatter.scatter(n, bytes, r);
            case "MPI_Gatherv", "MPI_Scatterv", "MPI_Igather", "MPI_Iscatter", "MPI_Igatherv", "MPI_Iscatterv" -> Rooted.of(new Linear(), r);
            case "MPI_Reduce_scatter", "MPI_Reduce_scatter_block" -> new PairedRecursiveDoubling();
            case "MPI_Scan", "MPI_Exscan", "MPI_Iscan", "MPI_Iexscan" -> new Chain();
            case "MPI_Ibarrier" -> new Bruck();
            case "MPI_Ibcast" -> Rooted.of(new Bmtree(), r);
            case "MPI_Iallreduce" -> bytes < 65536 ? new Binomial() : new Ring();
            case "MPI_Ireduce" -> Rooted.of(new InOrderBmtree(), r);
            case "MPI_Ireduce_scatter", "MPI_Ireduce_scatter_block" -> new Union(new InOrderBmtree(), new Linear());
            default -> null;
        };
    }
}
