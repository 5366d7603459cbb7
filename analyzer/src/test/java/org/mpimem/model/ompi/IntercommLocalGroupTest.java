package org.mpimem.model.ompi;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The local group of an intercommunicator that MPI_Intercomm_create does not make (docs/openmpi-facts.md,
 * "Intercommunicators' local groups"). Spawn/connect/accept retain the calling communicator's group
 * (v4.1.4:ompi/dpm/dpm.c:107, 518-529 into ompi/communicator/comm.c:178-181, OBJ_RETAIN): no new
 * bytes, but the group outlives MPI_Comm_free of that communicator. MPI_Intercomm_create_from_groups
 * keeps the caller's local group (v5.0.7:ompi/communicator/comm.c:1738-1850), charged as the kept
 * group of MPI_Comm_create_from_group is: header + 8 B per rank, category groups.
 */
class IntercommLocalGroupTest {

    @Test
    void aSpawnKeepsItsParentsGroupAliveAfterTheParentIsFreed() {
        OmpiSizes s = OmpiSizes.of(SizeProfiles.OPENMPI_414);
        Trace.Builder b = new Trace.Builder("spawn", 8, new Placement.Block(4));
        int half = b.intra(MpiCall.COMM_SPLIT, Members.range(0, 0, 4), Trace.WORLD);
        ProcessGroup kids = b.addGroup(2, new Placement.Block(2), ProcessGroup.Origin.SPAWN);
        int inter = b.inter(MpiCall.COMM_SPAWN, Members.range(0, 0, 4), Members.range(kids.id(), 0, 2), half);
        b.free(half);
        Trace t = b.build();
        Ledger l = new Ledger();
        OpenMpiModel m = new OpenMpiModel(s, l, true, false);
        m.start(t.world());
        t.events().forEach(m::apply);
        // 72 B header, 8 B slots; ob1: 8 B per rank of WORLD (8), SELF (1) and the intercomm's remote group (2)
        long world = 72 + 8 * 8 + 8 * 8 + 8, halfGroup = 72 + 8 * 4, remote = 72 + 8 * 2 + 8 * 2;
        assertEquals(world + halfGroup + remote, l.bytes(0, 1, Category.MAPPING), "the split's group, retained by the spawn");
        m.apply(new TraceEvent.Freed(inter, "MPI_Comm_disconnect", 0));
        assertEquals(world, l.bytes(0, 1, Category.MAPPING));
    }

    @Test
    void intercommCreateFromGroupsKeepsTheCallersLocalGroup() {
        for (SizeProfile profile : new SizeProfile[]{SizeProfiles.OPENMPI_414, SizeProfiles.OPENMPI_50}) {
            OmpiSizes s = OmpiSizes.of(profile);
            Trace.Builder b = new Trace.Builder("from-groups", 8, new Placement.Block(4));
            int inter = b.inter(MpiCall.INTERCOMM_CREATE_FROM_GROUPS, Members.range(0, 0, 3), Members.range(0, 3, 5), Trace.WORLD, Trace.WORLD);
            Trace t = b.build();
            Ledger l = new Ledger();
            OpenMpiModel m = new OpenMpiModel(s, l, true, false);
            m.start(t.world());
            t.events().forEach(m::apply);
            long header = profile == SizeProfiles.OPENMPI_414 ? 72 : 80;
            assertEquals(header + 8 * 3, l.bytes(0, 1, Category.GROUPS), profile.name() + " local side");
            assertEquals(header + 8 * 5, l.bytes(0, 6, Category.GROUPS), profile.name() + " remote side");
            m.apply(new TraceEvent.Freed(inter, "MPI_Comm_free", 0));
            assertEquals(0, l.bytes(0, 6, Category.GROUPS));
        }
    }
}
