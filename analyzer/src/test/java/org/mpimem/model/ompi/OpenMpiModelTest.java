package org.mpimem.model.ompi;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Open MPI 4.1.4 on 16 processes, 4 per node: odd/even split, a dup of it, an intercommunicator
 * between them; bytes of rank 1 after each step, from the structures' sizes (ompi_proc_t 120 B,
 * ompi_group_t 72 B, 8 B slots) as docs/openmpi-facts.md lays them out.
 */
class OpenMpiModelTest {
    private static final OmpiSizes S = OmpiSizes.of(SizeProfiles.OPENMPI_414);

    @Test
    void sizesFromTheCLayouts() {
        assertEquals(120, S.proc()); // 88 + 8 * 4 endpoint tags
        assertEquals(72, S.groupHeader());
        assertEquals(8, S.slot());
    }

    @Test
    void splitDupIntercommOnRankOne() {
        Fixture f = splitDupIntercomm();
        Trace t = f.t();
        int d = f.d();
        for (boolean ob1 : new boolean[]{true, false}) {
            Ledger l = new Ledger();
            OpenMpiModel m = new OpenMpiModel(S, l, ob1, false);
            m.start(t.world());
            long slot = ob1 ? 8 : 0, world = 72 + 8 * 16 + slot * 17, split = 72 + 8 * 8;
            // 4 node-local procs; world group 72 + 8*16; ob1 arrays of WORLD (16) and SELF (1)
            assertEquals(4 * 120, l.bytes(0, 1, Category.ADDRESS));
            assertEquals(world, l.bytes(0, 1, Category.MAPPING));
            for (TraceEvent ev : t.events().subList(0, 2)) m.apply(ev);
            // the odd comm adds its 6 off-node members' procs, a new group, an ob1 array
            assertEquals(10 * 120, l.bytes(0, 1, Category.ADDRESS));
            assertEquals(world + split + slot * 8, l.bytes(0, 1, Category.MAPPING));
            m.apply(t.events().get(2)); // dup: group shared, ob1 array new
            assertEquals(world + split + slot * 16, l.bytes(0, 1, Category.MAPPING));
            m.apply(t.events().get(3)); // intercomm: every even peer now used, remote group, ob1 remote array, c_local_comm
            assertEquals(16 * 120, l.bytes(0, 1, Category.ADDRESS));
            assertEquals(world + split + slot * 16 + split + slot * 8, l.bytes(0, 1, Category.MAPPING));
            assertEquals(slot * 8, l.bytes(0, 1, Category.INTERNAL));
            m.apply(new TraceEvent.Freed(d, "MPI_Comm_free", 0));
            assertEquals(world + split + slot * 8 + split + slot * 8, l.bytes(0, 1, Category.MAPPING));
            assertEquals(16 * 120, l.bytes(0, 1, Category.ADDRESS)); // procs stay
        }
    }

    /** Measured by calibration (free of an intercommunicator returns 16 B per local rank): groups are refcounted. */
    @Test
    void aGroupLivesWhileAnyCommunicatorHoldsIt() {
        Fixture f = splitDupIntercomm();
        Trace t = f.t();
        int o = f.o(), e = f.e(), d = f.d(), i = f.i();
        Ledger l = new Ledger();
        OpenMpiModel m = new OpenMpiModel(S, l, true, false);
        m.start(t.world());
        t.events().forEach(m::apply);
        long world = 72 + 8 * 16 + 8 * 17, group = 72 + 8 * 8;
        m.apply(new TraceEvent.Freed(o, "MPI_Comm_free", 0));
        m.apply(new TraceEvent.Freed(e, "MPI_Comm_free", 0));
        // the odd group stays (held by the dup and by the intercommunicator as its local group); the ob1 arrays of o go
        assertEquals(world + group + 8 * 8 + group + 8 * 8, l.bytes(0, 1, Category.MAPPING));
        m.apply(new TraceEvent.Freed(d, "MPI_Comm_free", 0));
        assertEquals(world + group + group + 8 * 8, l.bytes(0, 1, Category.MAPPING));
        m.apply(new TraceEvent.Freed(i, "MPI_Comm_free", 0));
        assertEquals(world, l.bytes(0, 1, Category.MAPPING));
        assertEquals(0, l.bytes(0, 1, Category.INTERNAL));
    }

    /** 16 processes, 4 per node: odd and even splits of WORLD, a dup of the odd one, an intercomm between them. */
    record Fixture(Trace t, int o, int e, int d, int i) {}

    static Fixture splitDupIntercomm() {
        Trace.Builder b = new Trace.Builder("t", 16, new Placement.Block(4));
        Members odd = Members.of(new Run(0, 1, 8, 2)), even = Members.of(new Run(0, 0, 8, 2));
        int o = b.intra(MpiCall.COMM_SPLIT, odd, Trace.WORLD);
        int e = b.intra(MpiCall.COMM_SPLIT, even, Trace.WORLD);
        int d = b.intra(MpiCall.COMM_DUP, odd, o);
        int i = b.inter(MpiCall.INTERCOMM_CREATE, odd, even, o, e);
        return new Fixture(b.build(), o, e, d, i);
    }
}
