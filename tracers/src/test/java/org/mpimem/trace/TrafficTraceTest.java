package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Format version 2: traffic records read, written, validated and placed between the events. */
class TrafficTraceTest {

    private static final String V2 = """
            mpimem-trace 2
            # source: t.trace
            world size=8 nodes=block:4
            coll comm=0 call=MPI_Bcast bytes=4096 root=0
            send comm=0 from=0:7 to=1:7
            send comm=0 from=1:7 to=0:7
            comm id=1 call=MPI_Comm_split parent=0 members=0:2 copies=4 step=2 colorstep=1 color=0
            coll comm=2 call=MPI_Allreduce bytes=8
            coll comm=3 call=MPI_Iallreduce bytes=16
            free id=1 call=MPI_Comm_free copies=4
            comm id=5 call=MPI_Comm_split parent=0 members=0:4
            comm id=6 call=MPI_Comm_split parent=0 members=4:4
            comm id=7 call=MPI_Intercomm_create parent=5,6 local=0:4 remote=4:4
            send comm=7 from=0:4 to=4:4:-1
            end comms=4 frees=1 groups=0 colls=3 sends=3
            """.replace("4:4:-1", "7:4:-1");

    private static Trace read(String text) throws Exception {
        return TraceReader.read("t.trace", new StringReader(text));
    }

    @Test
    void readsTrafficWhereItStandsAndWritesItBackByteForByte() throws Exception {
        Trace t = read(V2);
        List<Traffic> traffic = t.traffic();
        assertEquals(6, traffic.size());
        assertEquals(new Traffic.Collective(0, "MPI_Bcast", 0, 4096, 0, 4), traffic.get(0));
        Traffic.Sends ring = (Traffic.Sends) traffic.get(1);
        assertEquals(7, ring.from().size());
        assertEquals(Members.gpid(0, 1), ring.to().get(0));
        // a family of 4 counts as 4 events: the collectives on its copies come after them
        assertEquals(4, traffic.get(3).after());
        assertEquals(new Traffic.Collective(3, "MPI_Iallreduce", -1, 16, 4, 9), traffic.get(4));
        assertEquals(11, traffic.get(5).after());
        assertEquals(11, t.events().size(), "traffic is no event");
        assertTrue(t.events().stream().noneMatch(e -> e.line() == 4));
        assertEquals(V2, TraceWriter.toText(t));
        assertEquals(2, t.formatVersion());
    }

    @Test
    void aTraceWithoutTrafficIsStillVersionOne() throws Exception {
        String v1 = """
                mpimem-trace 1
                # source: t.trace
                world size=4 nodes=block:4
                comm id=1 call=MPI_Comm_dup parent=0 members=0:4
                end comms=1 frees=0 groups=0
                """;
        Trace t = read(v1);
        assertEquals(List.of(), t.traffic());
        assertEquals(v1, TraceWriter.toText(t));
        Trace rewritten = t.withTraffic(List.of());
        assertEquals(v1, TraceWriter.toText(rewritten));
    }

    @Test
    void aBuiltTraceRoundTripsAndExpandsWithItsTraffic() throws Exception {
        Trace.Builder b = new Trace.Builder("built", 8, new Placement.Block(4));
        b.collective(0, "MPI_Barrier", -1, 0);
        b.family(CommDef.intra(1, MpiCall.COMM_SPLIT, List.of(0), Members.range(0, 0, 4)), 2, 4, 0);
        b.sends(2, Members.ofRanks(4, 5), Members.ofRanks(5, 6));
        Trace t = b.build();
        Trace back = read(TraceWriter.toText(t));
        assertTrue(back.sameContent(t));
        assertEquals(t.traffic(), back.withoutLines().traffic());
        assertEquals(t.traffic(), t.expanded().traffic());
        assertTrue(read(TraceWriter.toText(t.expanded())).sameContent(t));
    }

    @Test
    void trafficInsideAFamilyOrOutOfOrderIsRefused() {
        Trace.Builder b = new Trace.Builder("built", 8, new Placement.Block(4));
        b.family(CommDef.intra(1, MpiCall.COMM_SPLIT, List.of(0), Members.range(0, 0, 4)), 2, 4, 0);
        Trace inside = b.build().withTraffic(List.of(new Traffic.Collective(1, "MPI_Barrier", -1, 0, 1, 0)));
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceValidator.validate(inside));
        assertEquals("built:0: MPI_Barrier on comm 1: after=1 but it stands after 2 events (traffic is in order of after=,"
                + " and never inside a family's copies)", e.getMessage());
        Trace beyond = b.build().withTraffic(List.of(new Traffic.Collective(1, "MPI_Barrier", -1, 0, 3, 0)));
        assertThrows(TraceFormatException.class, () -> TraceWriter.toText(beyond));
    }

    @Test
    void everyCollectiveHasItsNonBlockingForm() {
        assertTrue(Collectives.known("MPI_Ibarrier"));
        assertTrue(Collectives.known("MPI_Ireduce_scatter_block"));
        assertTrue(Collectives.known("MPI_Ialltoallw"));
        assertTrue(Collectives.rooted("MPI_Iscatterv"));
        assertTrue(!Collectives.rooted("MPI_Iallgatherv"));
        assertEquals(34, Collectives.NAMES.size());
    }
}
