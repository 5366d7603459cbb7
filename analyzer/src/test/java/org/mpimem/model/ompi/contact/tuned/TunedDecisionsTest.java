package org.mpimem.model.ompi.contact.tuned;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Example;
import org.mpimem.model.ompi.contact.tree.Bruck;
import org.mpimem.model.ompi.contact.tree.Rooted;
import org.mpimem.model.ompi.contact.tree.PairedRecursiveDoubling;
import org.mpimem.model.ompi.contact.tree.Cached;
import org.mpimem.model.ompi.contact.tree.InOrderBmtree;
import org.mpimem.model.ompi.contact.tree.KeptTree.Kind;
import org.mpimem.model.ompi.contact.tree.AllPairs;
import org.mpimem.model.ompi.contact.tree.Chain;
import org.mpimem.model.ompi.contact.tree.Knomial;
import org.mpimem.model.ompi.contact.tree.Linear;
import org.mpimem.model.ompi.contact.tree.RecursiveDoubling;
import org.mpimem.model.ompi.contact.tree.Ring;
import org.mpimem.model.ompi.contact.tree.ScatterAllgather;
import org.mpimem.model.ompi.contact.tree.TwoProc;

/** coll/tuned's fixed decisions at the edges of their tables, as v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c writes them. */
class TunedDecisionsTest {
    /** coll/tuned's broadcast rules at the rows' edges, as coll_tuned_decision_fixed.c:537-630 writes them. */
    @Example
    void theBroadcastRulesAtTheirEdges() {
        assertEquals(3, TunedBcast.algorithm(3, 31));
        assertEquals(5, TunedBcast.algorithm(3, 32));
        assertEquals(1, TunedBcast.algorithm(3, 1024));
        assertEquals(5, TunedBcast.algorithm(7, 4));
        assertEquals(6, TunedBcast.algorithm(7, 64));
        assertEquals(7, TunedBcast.algorithm(8, 4));
        assertEquals(5, TunedBcast.algorithm(15, 8));
        assertEquals(7, TunedBcast.algorithm(31, 4095));
        assertEquals(8, TunedBcast.algorithm(31, 1048576));
        assertEquals(6, TunedBcast.algorithm(63, 2047));
        assertEquals(7, TunedBcast.algorithm(64, 4));
        assertEquals(6, TunedBcast.algorithm(200, 1));
        assertEquals(5, TunedBcast.algorithm(200, 4));
        assertEquals(4, TunedBcast.algorithm(512, 20000));
        assertEquals(8, TunedBcast.algorithm(1024, 524288));
        assertEquals(5, TunedBcast.algorithm(262144, 8192));
        assertEquals(8, TunedBcast.algorithm(262144, 10485760));
        assertEquals(new Cached(new Knomial(4), Kind.KMTREE), TunedBcast.of(8, 4));
        assertEquals(new Cached(new Chain(), Kind.PIPELINE), TunedBcast.of(2, 4), "the pipeline: kept as the communicator's pipeline tree");
        assertEquals(new ScatterAllgather(), TunedBcast.of(262144, 10485760));
        assertEquals(new Linear(), TunedBcast.of(300000, 270000), "scatter-allgather of fewer bytes than ranks is linear");
    }

    @Example
    void splitsExchangeAsTheTunedTableSays() {
        assertEquals(new TwoProc(), TunedAllgather.of(2, 8));
        assertEquals(new RecursiveDoubling(), TunedAllgather.of(64, 8));
        assertEquals(new Bruck(), TunedAllgather.of(24, 8)); // algorithm 3 on a size not a power of two
        assertEquals(new Bruck(), TunedAllgather.of(3000, 8)); // 2048..4095 ranks, below 32 B: algorithm 2
        assertEquals(new RecursiveDoubling(), TunedAllgather.of(524_288, 8));
        assertEquals(new Ring(), TunedAllgather.of(64, 1 << 20));
    }


    /** The new rules at a few of their edges (coll_tuned_decision_fixed.c: allreduce 55-218, reduce 662-815, barrier 464-505, alltoall 228-410, gather 1379-1460, scatter 1468-1560). */
    @Example
    void theApplicationsCollectivesRules() {
        assertEquals(4, TunedAllreduce.algorithm(2, 7));
        assertEquals(3, TunedAllreduce.algorithm(2, 8));
        assertEquals(6, TunedAllreduce.algorithm(12, 8192));
        assertEquals(5, TunedAllreduce.algorithm(40, 127));
        assertEquals(2, TunedAllreduce.algorithm(300, 4095));
        assertEquals(5, TunedAllreduce.algorithm(5000, 8192));
        assertEquals(new PairedRecursiveDoubling(), TunedAllreduce.of(24, 8), "the segmented ring of two ints falls back to recursive doubling");
        assertEquals(new PairedRecursiveDoubling(), TunedAllreduce.of(24, 60), "15 elements of 4 bytes: fewer than the ranks, the ring hands over");
        assertEquals(new Ring(), TunedAllreduce.of(2, 4096), "two processes, 4 KiB: the ring");
        assertEquals(7, TunedReduce.algorithm(3, 4));
        assertEquals(4, TunedReduce.algorithm(6, 4095));
        assertEquals(6, TunedReduce.algorithm(300, 8192));
        assertEquals(new Rooted(new Cached(new InOrderBmtree(), Kind.IN_ORDER_BMTREE), 3), TunedReduce.of(64, 8, 3));
        assertEquals(new InOrderBmtree(), TunedBarrier.of(300), "the barrier's tree is computed, not kept");
        assertEquals(3, TunedBarrier.algorithm(3));
        assertEquals(1, TunedBarrier.algorithm(7));
        assertEquals(6, TunedBarrier.algorithm(300));
        assertEquals(new TwoProc(), TunedBarrier.of(2));
        assertEquals(3, TunedAlltoall.algorithm(20, 4));
        assertEquals(new Bruck(), TunedAlltoall.of(40, 511));
        assertEquals(new AllPairs(), TunedAlltoall.of(40, 512));
        assertEquals(2, TunedGatherScatter.gatherAlgorithm(100, 1 << 20));
        assertEquals(3, TunedGatherScatter.scatterAlgorithm(12, 16384));
        assertEquals(new Rooted(new Linear(), 5), Collectives.of("MPI_Gatherv", 8, 4, 5));
    }
}
