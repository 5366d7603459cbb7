package org.mpimem.replay;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mpimem.measure.Measurement;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MPI_Comm_create keeps the group its caller built before the call: what the model charges for it
 * is told apart from what the call allocates (the window {@code mpimem measure} compares with),
 * and comes back with the free. A dup and a create of the same members differ by that group only
 * when it is counted; without it, both calls' creations are the same mapping and communicator.
 */
class CallersGroupWindowTest {
    private static final String TRACE = """
            mpimem-trace 1
            world size=8 nodes=block:2
            comm id=1 call=MPI_Comm_create parent=0 members=0:4 site=a@x.c:1
            comm id=2 call=MPI_Comm_split parent=0 members=0:4 color=0 key=0 site=b@x.c:2
            free id=1 call=MPI_Comm_free
            free id=2 call=MPI_Comm_free
            end comms=2 frees=2 groups=0
            """;

    @ParameterizedTest
    @ValueSource(strings = {"mpich-4.0.2-ucx", "openmpi-4.1-ob1"})
    void theCallersGroupIsApartFromTheCallAndReturnedByTheFree(String design) throws Exception {
        Trace t = TraceReader.read("groups", new StringReader(TRACE));
        CreateFreeSplit m = Measurement.model(t, design);
        for (int r = 0; r < 4; r++) {
            long group = m.callersGroups("a@x.c:1", r);
            assertTrue(group >= 4 * 8, design + " rank " + r + ": a group of 4 members, " + group + " B");
            assertEquals(0, m.callersGroups("b@x.c:2", r), design + ": a split keeps no caller's group");
            // the group comes back with the free; under MPICH everything the create charged does (Open MPI
            // keeps the procs and endpoints of the peers the create's traffic reached)
            assertTrue(-m.freed("a@x.c:1", r) >= group, design + " rank " + r + ": " + m.freed("a@x.c:1", r));
            if (design.startsWith("mpich"))
                assertEquals(-(m.created("a@x.c:1", r) + group), m.freed("a@x.c:1", r), design + " rank " + r);
        }
        for (int r = 4; r < 8; r++) assertEquals(0, m.callersGroups("a@x.c:1", r), design + ": rank " + r + " is no member");
    }
}
