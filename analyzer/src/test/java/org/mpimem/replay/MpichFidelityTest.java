package org.mpimem.replay;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.Models;
import org.mpimem.model.mpich.MpichModel;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Structures MPICH 3.2 ch3 and 2016 ch4 allocate as their code does (16 processes, 4 per node):
 * the lazy local_comm, ch3's MPIR_ICOMM_WORLD, node tables of communicators spanning process
 * groups, and the group MPI_Comm_create keeps. Sizes come from the size profile.
 */
class MpichFidelityTest {
    private static final SizeProfile P = SizeProfiles.PAPER_2017;
    private static final String HALVES = """
            mpimem-trace 1
            world size=16 nodes=block:4
            comm id=1 call=MPI_Comm_split parent=0 members=0:8 color=0 key=0
            comm id=2 call=MPI_Comm_split parent=0 members=8:8 color=1 key=0
            comm id=3 call=MPI_Intercomm_create parent=1,2 local=0:8 remote=8:8
            """;

    /** WORLD of 16 spawns 4 processes (one node of their own) and merges with them. */
    private static final String SPAWN_MERGE = """
                mpimem-trace 1
                world size=16 nodes=block:4
                group id=1 size=4 nodes=block:4 world=1 origin=spawn
                comm id=2 call=MPI_Comm_spawn parent=0 local=0:16 remote=1/0:4
                comm id=3 call=MPI_Intercomm_merge parent=2 members=0:16,1/0:4 high=0
                """;

    static Ledger replay(String trace, Models model, ModelOptions o) throws Exception {
        Trace t = TraceReader.read("t.trace", new StringReader(trace));
        Ledger ledger = new Ledger();
        MpichModel m = new MpichModel(model.create(P), P, ledger, false, o);
        m.start(t.world());
        for (TraceEvent e : t.events()) m.apply(e);
        return ledger;
    }

    private static long nodeTables(String trace, Models model, ModelOptions o, int rank) throws Exception {
        return replay(trace, model, o).bytes(0, rank, Category.NODE_TABLES);
    }

    /** WORLD + SELF (+ MPIR_ICOMM_WORLD in ch3) node tables of a 16-process world. */
    private static long base(Models m) {
        return P.nodeTables(16) + P.nodeTables(1) + (m == Models.VC_VCRT ? P.nodeTables(16) : 0);
    }

    @Test
    void anIntercommunicatorGetsItsLocalCommOnlyWhenAChildIsMadeFromIt() throws Exception {
        String alone = HALVES + "end comms=3 frees=0 groups=0\n";
        String withDup = HALVES + "comm id=4 call=MPI_Comm_dup parent=3 local=0:8 remote=8:8\nend comms=4 frees=0 groups=0\n";
        ModelOptions eager = ModelOptions.DEFAULT.withLocalComm(ModelOptions.LocalComm.EAGER);
        for (Models m : Models.values()) {
            // an intercommunicator has no node tables of its own (v3.2 commutil.c:552); its local_comm has
            assertEquals(base(m) + P.nodeTables(8), nodeTables(alone, m, ModelOptions.DEFAULT, 4), m.cliName());
            assertEquals(base(m) + 2 * P.nodeTables(8), nodeTables(alone, m, eager, 4), m.cliName());
            // the dup's context id is agreed over the parent's local_comm; the dup builds none
            assertEquals(base(m) + 2 * P.nodeTables(8), nodeTables(withDup, m, ModelOptions.DEFAULT, 4), m.cliName());
            assertEquals(base(m) + 3 * P.nodeTables(8), nodeTables(withDup, m, eager, 4), m.cliName());
        }
    }

    @Test
    void ch4ChargesBothEmbeddedRankMapsOfEveryIntracommunicator() throws Exception {
        String dup = "mpimem-trace 1\nworld size=16 nodes=block:4\ncomm id=1 call=MPI_Comm_dup parent=0 members=0:16\nend comms=1 frees=0 groups=0\n";
        Ledger av = replay(dup, Models.AV_RANKMAP, ModelOptions.DEFAULT), vc = replay(dup, Models.VC_VCRT, ModelOptions.DEFAULT);
        // WORLD, SELF and the dup each carry map and local_map (NONE for an intracommunicator)
        assertEquals(3 * 2 * P.rankMap(), av.bytes(0, 5, Category.MAPPING));
        // rank 4 roots node 1: node_comm (OFFSET) and node_roots_comm (STRIDE) of WORLD and of the dup, no tables
        assertEquals(4 * 2 * P.rankMap(), av.bytes(0, 4, Category.INTERNAL));
        // ch3's communicator holds VCRT pointers only: WORLD's VCRT (shared by the dup) and SELF's
        assertEquals(P.vcrt(16) + P.vcrt(1), vc.bytes(0, 5, Category.MAPPING));
    }

    @Test
    void ch3KeepsMpirIcommWorldWithItsOwnNodeTablesAndSubcommsAndCh4DoesNot() throws Exception {
        String init = "mpimem-trace 1\nworld size=16 nodes=block:4\nend comms=0 frees=0 groups=0\n";
        Ledger vc = replay(init, Models.VC_VCRT, ModelOptions.DEFAULT), av = replay(init, Models.AV_RANKMAP, ModelOptions.DEFAULT);
        assertEquals(2 * P.nodeTables(16) + P.nodeTables(1), vc.bytes(0, 4, Category.NODE_TABLES));
        assertEquals(P.nodeTables(16) + P.nodeTables(1), av.bytes(0, 4, Category.NODE_TABLES));
        // rank 4 roots node 1: a node_comm VCRT and a node_roots VCRT for WORLD and for ICOMM_WORLD
        assertEquals(4 * P.vcrt(4), vc.bytes(0, 4, Category.INTERNAL));
        // ICOMM_WORLD shares WORLD's VCRT
        assertEquals(P.vcrt(16) + P.vcrt(1), vc.bytes(0, 4, Category.MAPPING));
    }

    @Test
    void ch3DropsNodeTablesOfCommunicatorsSpanningProcessGroupsAndCh4KeepsThem() throws Exception {
        String spawn = SPAWN_MERGE + "comm id=4 call=MPI_Comm_split parent=3 members=1/0:4,0:16 color=0\nend comms=3 frees=0 groups=1\n";
        long localComm = P.nodeTables(16); // the merge builds the spawn intercommunicator's local_comm
        assertEquals(base(Models.VC_VCRT) + localComm, nodeTables(spawn, Models.VC_VCRT, ModelOptions.DEFAULT, 1));
        assertEquals(base(Models.AV_RANKMAP) + localComm + 2 * P.nodeTables(20), nodeTables(spawn, Models.AV_RANKMAP, ModelOptions.DEFAULT, 1));
    }

    /**
     * The merge of WORLD (4 nodes of 4) and 4 spawned processes (one node, node id 0 of their own
     * world): 2016 ch4 splits it on node ids as they are, so world ranks 0-3 and the spawned 0-3
     * share node 0's node_comm (8 members) and the node roots are world 0, 4, 8, 12; ch3 builds none.
     */
    @Test
    void ch4BuildsNodeSubcommsOfCommunicatorsSpanningProcessGroupsAndCh3DoesNot() throws Exception {
        String merged = SPAWN_MERGE + "end comms=2 frees=0 groups=1\n";
        Trace t = TraceReader.read("t.trace", new StringReader(merged));
        for (Models m : Models.values()) {
            MpichModel model = new MpichModel(m.create(P), P, new Ledger(), true, ModelOptions.DEFAULT);
            model.start(t.world());
            for (TraceEvent e : t.events()) model.apply(e);
            org.mpimem.model.Mapping spawnedNode = model.nodeComm(3, org.mpimem.trace.Members.gpid(1, 2));
            org.mpimem.model.Mapping worldNode = model.nodeComm(3, org.mpimem.trace.Members.gpid(0, 5));
            if (m == Models.AV_RANKMAP) {
                assertEquals(8, spawnedNode.size());
                assertEquals(org.mpimem.trace.Members.gpid(0, 0), spawnedNode.lookup(0));
                assertEquals(org.mpimem.trace.Members.gpid(1, 0), spawnedNode.lookup(4));
                assertEquals(4, worldNode.size());
            } else {
                assertEquals(null, spawnedNode, m.cliName());
                assertEquals(null, worldNode, m.cliName());
            }
        }
    }

    @Test
    void mpiCommCreateKeepsItsGroupUntilTheCommunicatorIsFreed() throws Exception {
        String create = """
                mpimem-trace 1
                world size=16 nodes=block:4
                comm id=1 call=MPI_Comm_create parent=0 members=0:4
                comm id=2 call=MPI_Comm_split parent=0 members=0:4 color=0 key=0
                """;
        for (Models m : Models.values()) {
            Ledger l = replay(create + "end comms=2 frees=0 groups=0\n", m, ModelOptions.DEFAULT);
            assertEquals(P.group(4), l.bytes(0, 1, Category.GROUPS), m.cliName());
            assertEquals(0, l.bytes(0, 5, Category.GROUPS), m.cliName());
            Ledger freed = replay(create + "free id=1 call=MPI_Comm_free\nend comms=2 frees=1 groups=0\n", m, ModelOptions.DEFAULT);
            assertEquals(0, freed.bytes(0, 1, Category.GROUPS), m.cliName());
        }
        assertEquals(40 + 12 * 4, P.group(4), "v3.2 MPID_Group header + MPID_Group_pmap_t per member");
    }

    @Test
    void mpiCommCreateGroupKeepsItsGroupToo() throws Exception {
        String trace = """
                mpimem-trace 1
                world size=16 nodes=block:4
                comm id=1 call=MPI_Comm_create_group parent=0 members=0:4:2
                end comms=1 frees=0 groups=0
                """;
        for (Models m : Models.values()) {
            Ledger l = replay(trace, m, ModelOptions.DEFAULT);
            assertEquals(P.group(4), l.bytes(0, 2, Category.GROUPS), m.cliName());
            assertEquals(0, l.bytes(0, 1, Category.GROUPS), m.cliName() + ": a process outside the group keeps none");
        }
    }

    @Test
    void perPeerAllocationsAreChargedOnlyWhenAskedFor() throws Exception {
        String spawn = """
                mpimem-trace 1
                world size=16 nodes=block:4
                group id=1 size=4 nodes=block:4 world=1 origin=spawn
                comm id=2 call=MPI_Comm_spawn parent=0 local=0:16 remote=1/0:4
                end comms=1 frees=0 groups=1
                """;
        ModelOptions on = ModelOptions.DEFAULT.withPerPeer(true);
        for (Models m : Models.values())
            assertEquals(0, replay(spawn, m, ModelOptions.DEFAULT).bytes(0, 1, Category.PER_PEER), m.cliName());
        // ch3: FreeQ, RecvQ (pointers), local_ranks, ext_ranks (ints) per peer of the own world only, and a
        // 48 B pending packet (sizeof MPIDI_CH3_Pkt_t, GccCrossCheckTest) per VC of both groups
        assertEquals(16 * (8 + 8 + 4 + 4) + (16 + 4) * 48, replay(spawn, Models.VC_VCRT, on).bytes(0, 1, Category.PER_PEER));
        // ch4: a uint16 node id per peer of every AV table
        assertEquals((16 + 4) * 2, replay(spawn, Models.AV_RANKMAP, on).bytes(0, 1, Category.PER_PEER));
    }
}
