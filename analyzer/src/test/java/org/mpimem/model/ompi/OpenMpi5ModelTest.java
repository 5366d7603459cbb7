package org.mpimem.model.ompi;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.ModelSpec;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Open MPI 5.0.7 (ompi_proc_t 120 B with T = 4, ompi_group_t 80 B) on 16 processes, 4 per node:
 * an odd split and a block split of WORLD, rank 1's bytes; HAN's subcommunicators only when the
 * application's collectives reach them; sparse groups only in the sparse build.
 */
class OpenMpi5ModelTest {
    private static final ModelSpec OB1 = spec("openmpi-5-ob1"), SPARSE = spec("openmpi-5-ob1-sparse");

    private static ModelSpec spec(String name) {
        return ModelMatrix.select(List.of(name), SizeProfiles.defaultProfile()).get(0);
    }

    @Test
    void v507SizesFromTheCLayouts() {
        OmpiSizes s = OmpiSizes.of(SizeProfiles.OPENMPI_50);
        // 64 B opal_proc_t + bool proc_active (7 B pad) + 4 tags (BML, MTL, PML, UCX; main's SMSC is not
        // in v5.0.7) + 16 B padding
        assertEquals(120, s.proc());
        assertEquals(80, s.groupHeader()); // 4.1's 72 B + grp_instance
    }

    @Test
    void allHasBothV5PmlsAndTheSparseBuildIsByNameOnly() {
        List<String> all = ModelMatrix.all(SizeProfiles.defaultProfile()).stream().map(ModelSpec::name).toList();
        assertTrue(all.containsAll(List.of("openmpi-5-ob1", "openmpi-5-ucx")), all.toString());
        assertTrue(!all.contains("openmpi-5-ob1-sparse") && !all.contains("openmpi-4.1-ob1-sparse"), all.toString());
        assertTrue(OB1.title().contains("contacted peers"), "the report names what a trace cannot tell: " + OB1.title());
    }

    /** WORLD of p processes, 4 per node; its odd ranks and its first half, split off. */
    private static Ledger run(ModelSpec spec, ModelOptions o, int p) {
        Trace.Builder b = new Trace.Builder("t", p, new Placement.Block(4));
        b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(0, 1, p / 2, 2)), Trace.WORLD);
        b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(0, 0, p / 2, 1)), Trace.WORLD);
        Trace t = b.build();
        Ledger l = new Ledger();
        LibraryModel m = spec.create(l, o);
        m.start(t.world());
        for (TraceEvent e : t.events()) m.apply(e);
        return l;
    }

    @Test
    void hanSubcommsOnlyWhenReached() {
        Ledger off = run(OB1, ModelOptions.DEFAULT, 16), on = run(OB1, ModelOptions.DEFAULT.withHanReached(true), 16);
        // procs: 4 node-local, then the odd split's 6 off-node members and the block split's 4 (ranks 0..7);
        // and MPI_Init's address terms of the 3 local peers (PMIx hash data 1,528 B, proc-hash entry 8 B: OpenMpi5InitTest)
        assertEquals(12 * 120 + 3 * (1_528 + 8), off.bytes(0, 1, Category.ADDRESS));
        // world group 80 + 8*16, ob1 WORLD 8*16 + SELF 8; odd split 80 + 8*8 + 8*8; block split the same
        long mapping = 80 + 128 + 136 + 2 * (80 + 64 + 64);
        assertEquals(mapping, off.bytes(0, 1, Category.MAPPING));
        assertEquals(0, off.bytes(0, 1, Category.INTERNAL));
        assertEquals(mapping, on.bytes(0, 1, Category.MAPPING));
        // per communicator: vranks 4n, low comm (group 80 + 8k, ob1 8k), up comm (80 + 8u, ob1 8u)
        long world = 4 * 16 + (80 + 16 * 4) + (80 + 16 * 4);   // 4 per node on 4 nodes
        long odd = 4 * 8 + (80 + 16 * 2) + (80 + 16 * 4);      // 2 per node on 4 nodes
        long block = 4 * 8 + (80 + 16 * 4) + (80 + 16 * 2);    // 4 per node on 2 nodes
        assertEquals(world + odd + block, on.bytes(0, 1, Category.INTERNAL));
    }

    @Test
    void sparseBuildStoresSplitGroupsStridedAndSporadic() {
        Ledger dense = run(OB1, ModelOptions.DEFAULT, 1024), sparse = run(SPARSE, ModelOptions.DEFAULT, 1024);
        // odd ranks of WORLD: strided (12 < a 128 B bitmap; the triple lives in the header, no heap);
        // ranks 0..511: sporadic, one 8 B entry
        assertEquals(dense.bytes(0, 1, Category.MAPPING) - 2 * 8 * 512 + 0 + 8, sparse.bytes(0, 1, Category.MAPPING));
        // on 16 processes a 2 B bitmap beats both (parent / 8 < 8 B)
        Ledger small = run(SPARSE, ModelOptions.DEFAULT, 16);
        assertEquals(run(OB1, ModelOptions.DEFAULT, 16).bytes(0, 1, Category.MAPPING) - 2 * 64 + 2 + 2, small.bytes(0, 1, Category.MAPPING));
    }
}
