package org.mpimem.model.ompi;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Open MPI 4.1 with every proc made at MPI_Init (openmpi-4.1-ob1-allprocs): a spawn's
 * connect/accept still makes a proc for every process of the other job, on both sides
 * (ompi_dpm_connect_accept), so such a build never holds fewer procs than the lazy default.
 */
class EagerProcsSpawnTest {
    private static final OmpiSizes S = OmpiSizes.of(SizeProfiles.OPENMPI_414);

    @Test
    void aSpawnedJobsProcsAreChargedToBothSides() {
        Trace.Builder b = new Trace.Builder("spawn", 16, new Placement.Block(4));
        ProcessGroup kids = b.addGroup(4, new Placement.Block(2), ProcessGroup.Origin.SPAWN);
        int inter = b.inter(MpiCall.COMM_SPAWN, Members.range(0, 0, 16), Members.range(kids.id(), 0, 4), Trace.WORLD);
        b.inter(MpiCall.COMM_SPAWN, Members.range(0, 0, 16), Members.range(kids.id(), 0, 4), Trace.WORLD);
        Trace t = b.build();
        Ledger eager = new Ledger(), lazy = new Ledger();
        OpenMpiModel e = new OpenMpiModel(S, eager, true, true), l = new OpenMpiModel(S, lazy, true, false);
        e.start(t.world());
        l.start(t.world());
        for (TraceEvent ev : t.events()) {
            e.apply(ev);
            l.apply(ev);
        }
        int[] sizes = {16, 4};
        for (int g = 0; g < 2; g++)
            for (int r = 0; r < sizes[g]; r++) {
                assertTrue(eager.bytes(g, r, Category.ADDRESS) >= lazy.bytes(g, r, Category.ADDRESS), g + "/" + r);
                assertEquals(20 * S.proc(), eager.bytes(g, r, Category.ADDRESS), g + "/" + r); // once, not per connect
            }
        e.apply(new TraceEvent.Freed(inter, "MPI_Comm_disconnect", 0));
        assertEquals(20 * S.proc(), eager.bytes(0, 3, Category.ADDRESS)); // procs outlive the communicator
    }
}
