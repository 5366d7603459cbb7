package org.mpimem.model.ompi.contact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.mpimem.measure.Measurement;
import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.replay.SiteBytes;
import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.Traffic;

/**
 * The application's own messages under the Open MPI designs: a peer the application already talked
 * to costs a communicator call nothing more. The oracle is the same exchange moved: an allgather of
 * 8 bytes over the world before a split of the world is the split's own colour exchange (both
 * recursive doubling over 8 ranks, coll_tuned_decision_fixed.c:1093), so what the split charged
 * without it, messages and split charge together with it, process by process.
 */
class AppMessagesTest {
    private static final String SPLIT = "main@app.c:10";
    private static final String OB1 = "openmpi-4.1-ob1";

    private static Trace trace(List<Traffic> traffic) throws Exception {
        Trace t = TraceReader.read("t", new StringReader("""
                mpimem-trace 1
                world size=8 nodes=block:2
                comm id=1 call=MPI_Comm_split parent=0 members=0:8 color=0 key=0 site=main@app.c:10
                end comms=1 frees=0 groups=0
                """));
        return new Trace(t.source(), t.world(), t.records(), traffic);
    }

    private static Traffic allgather(int after) {
        return new Traffic.Collective(0, "MPI_Allgather", -1, 8, after, 3);
    }

    @Test
    void anExchangeTheApplicationRanFirstMovesOutOfTheCall() throws Exception {
        CreateFreeSplit without = Measurement.model(trace(List.of()), OB1), with = Measurement.model(trace(List.of(allgather(0))), OB1);
        for (int r = 0; r < 8; r++) {
            long before = without.created(SPLIT, r), moved = with.created(SiteBytes.MESSAGES, r);
            assertTrue(moved > 30_000, "rank " + r + " meets remote peers in the allgather: " + moved + " B");
            assertEquals(before, moved + with.created(SPLIT, r), "rank " + r);
        }
    }

    @Test
    void theSameExchangeAfterTheCallReachesNobodyNew() throws Exception {
        CreateFreeSplit without = Measurement.model(trace(List.of()), OB1), after = Measurement.model(trace(List.of(allgather(1))), OB1);
        for (int r = 0; r < 8; r++) {
            assertEquals(without.created(SPLIT, r), after.created(SPLIT, r), "rank " + r);
            assertEquals(0, after.created(SiteBytes.MESSAGES, r), "rank " + r);
        }
    }

    @Test
    void firstSendsMeetTheirReceivers() throws Exception {
        // a ring over the world: i sends to i + 1, the last to 0; neighbours 2k, 2k+1 share a node
        Members from = Members.range(0, 0, 8), to = new Members.Builder().add(0, 1, 7, 1).add(0, 0).build();
        CreateFreeSplit without = Measurement.model(trace(List.of()), OB1),
                with = Measurement.model(trace(List.of(new Traffic.Sends(0, from, to, 0, 3))), OB1);
        for (int r = 0; r < 8; r++) {
            long split = with.created(SPLIT, r), messages = with.created(SiteBytes.MESSAGES, r);
            assertTrue(split < without.created(SPLIT, r), "rank " + r + ": the ring reached one of the split's partners");
            assertTrue(messages > 30_000, "rank " + r + " sent to or heard from a remote neighbour: " + messages + " B");
        }
    }

    @Test
    void mpichConnectsAtInitAndIgnoresMessages() throws Exception {
        for (String design : List.of("mpich-4.0.2-ucx", "av-rankmap", "vc-vcrt")) {
            CreateFreeSplit without = Measurement.model(trace(List.of()), design), with = Measurement.model(trace(List.of(allgather(0))), design);
            for (int r = 0; r < 8; r++) {
                assertEquals(without.created(SPLIT, r), with.created(SPLIT, r), design + " rank " + r);
                assertEquals(0, with.created(SiteBytes.MESSAGES, r), design + " rank " + r);
            }
        }
    }
}
