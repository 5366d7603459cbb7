package org.mpimem.model;

import org.mpimem.account.Category;
import org.mpimem.model.mpich.MpichModel;
import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.model.ch4.AvRankmapDesign;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The calls that keep the caller's group are one list ({@link MpiCall#keepsCallersGroup()}), and
 * every MPICH model charges that group for each of them: MPICH 4.0.2 builds
 * MPI_Comm_create_from_group on MPIR_Comm_create_group_impl, so its group is kept as
 * create_group's is.
 */
class CallersGroupTest {

    @Test
    void exactlyTheGroupTakingCallsKeepTheCallersGroup() {
        for (MpiCall c : MpiCall.values())
            assertEquals(c == MpiCall.COMM_CREATE || c == MpiCall.COMM_CREATE_GROUP || c == MpiCall.COMM_CREATE_FROM_GROUP,
                    c.keepsCallersGroup(), c.mpiName());
    }

    @Test
    void createFromGroupKeepsItsGroupAsCreateGroupDoes() {
        SizeProfile p = SizeProfiles.require(SizeProfiles.MPICH_402_UCX);
        Members half = Members.range(0, 0, 8);
        long[] groups = new long[2];
        MpiCall[] calls = {MpiCall.COMM_CREATE_GROUP, MpiCall.COMM_CREATE_FROM_GROUP};
        for (int i = 0; i < 2; i++) {
            Trace.Builder b = new Trace.Builder("t", 16, new Placement.Block(4));
            b.intra(calls[i], half, Trace.WORLD);
            Trace t = b.build();
            Ledger l = new Ledger();
            MpichModel m = new MpichModel(new AvRankmapDesign(p), p, l, false);
            m.start(t.world());
            t.events().forEach(m::apply);
            groups[i] = l.bytes(0, 3, Category.GROUPS);
        }
        assertTrue(groups[0] > 0);
        assertEquals(groups[0], groups[1]);
    }
}
