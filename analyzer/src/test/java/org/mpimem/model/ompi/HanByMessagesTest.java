package org.mpimem.model.ompi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelOptions;
import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.replay.Replayer;
import org.mpimem.replay.SiteBytes;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.Traffic;

/**
 * coll/han builds a communicator's subcommunicators at its first HAN collective: with a trace's
 * collective records the Open MPI 5 designs charge them then, and what they charge is what
 * --han-subcomms charges at the communicator's creation (the oracle), moved to the messages.
 */
class HanByMessagesTest {
    private static final String DUP = "main@app.c:7";

    private static Trace trace(List<Traffic> traffic) throws Exception {
        Trace t = TraceReader.read("t", new StringReader("""
                mpimem-trace 1
                world size=16 nodes=block:4
                comm id=1 call=MPI_Comm_dup parent=0 members=0:16 site=main@app.c:7
                comm id=2 call=MPI_Comm_split parent=0 members=0:4 color=0 key=0 site=main@app.c:8
                end comms=2 frees=0 groups=0
                """));
        return new Trace(t.source(), t.world(), t.records(), traffic);
    }

    private static CreateFreeSplit model(Trace t, boolean hanOption) {
        var profile = SizeProfiles.defaultProfile();
        var spec = ModelMatrix.select(List.of("openmpi-5-ob1"), profile).get(0);
        return CreateFreeSplit.of(new Replayer(profile, ModelOptions.DEFAULT.withHanReached(hanOption)), t, spec);
    }

    @Test
    void theFirstHanCollectiveBuildsWhatTheOptionChargesAtCreation() throws Exception {
        Trace bcast = trace(List.of(new Traffic.Collective(1, "MPI_Bcast", 0, 8, 1, 0),
                new Traffic.Collective(1, "MPI_Allreduce", -1, 8, 1, 0))); // the second reaches HAN built already
        CreateFreeSplit lazy = model(bcast, false), eager = model(trace(List.of()), true), none = model(trace(List.of()), false);
        for (int r = 0; r < 16; r++) {
            long han = lazy.created(SiteBytes.MESSAGES, r);
            assertTrue(han > 0, "rank " + r);
            assertEquals(eager.created(DUP, r), lazy.created(DUP, r) + han, "rank " + r);
            assertEquals(none.created(DUP, r), lazy.created(DUP, r), "rank " + r);
        }
    }

    @Test
    void nodeLocalCommunicatorsAndOtherCollectivesBuildNothing() throws Exception {
        CreateFreeSplit m = model(trace(List.of(new Traffic.Collective(2, "MPI_Barrier", -1, 0, 2, 0),
                new Traffic.Collective(1, "MPI_Alltoall", -1, 8, 2, 0))), false);
        for (int r = 0; r < 16; r++) assertEquals(0, m.created(SiteBytes.MESSAGES, r), "rank " + r);
    }
}
