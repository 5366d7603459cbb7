package org.mpimem.model.mpich5;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.mpich.MpichModel;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * MPICH 5.0's check_hierarchy frees intranode_table and internode_table (4 B per rank each) of a
 * communicator whose nodes are balanced and consecutive, one node and one process per node
 * included (MPI_COMM_SELF too), and keeps them otherwise: cyclic placement (balanced, not
 * consecutive), an uneven last node (consecutive, not balanced). Expected bytes by hand, 8 per rank.
 */
class Mpich5NodeTablesTest {
    private static final SizeProfile P = SizeProfiles.require(SizeProfiles.MPICH_5_OFI);

    private static Ledger replay(String trace) throws Exception {
        Trace t = TraceReader.read("nodes.trace", new StringReader(trace));
        Ledger ledger = new Ledger();
        MpichModel m = new MpichModel(new Mpich5Design(P), P, ledger, false);
        m.start(t.world());
        for (TraceEvent e : t.events()) m.apply(e);
        return ledger;
    }

    @Test
    void blockPlacementKeepsTablesOnlyForTheUnevenCommunicator() throws Exception {
        Ledger l = replay("""
                mpimem-trace 1
                world size=16 nodes=block:4
                comm id=1 call=MPI_Comm_split parent=0 members=1:8:2 color=1 key=0
                comm id=2 call=MPI_Comm_split parent=0 members=0:7 color=0 key=0
                comm id=3 call=MPI_Comm_split parent=0 members=15:16:-1 color=0 key=0
                end comms=3 frees=0 groups=0
                """);
        // WORLD 4 per node, SELF one node, odd ranks 2 per node in blocks, the reversed world in
        // blocks of 4: all canonical. Ranks 0..6 lie 4 + 3 on two nodes: not balanced, 8 * 7 B.
        for (int r = 0; r < 7; r++) assertEquals(8 * 7, l.bytes(0, r, Category.NODE_TABLES), "rank " + r);
        for (int r = 7; r < 16; r++) assertEquals(0, l.bytes(0, r, Category.NODE_TABLES), "rank " + r);
    }

    @Test
    void cyclicPlacementIsBalancedButNotConsecutive() throws Exception {
        Ledger l = replay("""
                mpimem-trace 1
                world size=16 nodes=cyclic:4
                comm id=1 call=MPI_Comm_dup parent=0 members=0:16
                end comms=1 frees=0 groups=0
                """);
        // WORLD and its dup: ranks r and r+4 on one node, not consecutive; SELF still drops its own
        for (int r = 0; r < 16; r++) assertEquals(2 * 8 * 16, l.bytes(0, r, Category.NODE_TABLES), "rank " + r);
    }
}
