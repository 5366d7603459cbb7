package org.mpimem.model.ompi;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelOptions;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Open MPI 4.1.4 built with sparse groups, 16 processes: a strided, sporadic or bitmap group
 * retains the group it was drawn from, so freeing the parent communicator leaves the parent's
 * group; an intercommunicator split draws both its groups from the parent's (ompi_comm_split
 * builds each by ompi_group_incl). Sizes: ompi_group_t 72 B, 8 B slots; WORLD costs 72 + 8·16
 * for its group and 8·16 + 8 for the ob1 arrays of WORLD and SELF.
 */
class SparseGroupParentTest {
    private static final long WORLD = 72 + 128 + 136;

    private static Ledger run(String model, Trace t) {
        Ledger l = new Ledger();
        LibraryModel m = ModelMatrix.select(List.of(model), SizeProfiles.defaultProfile()).get(0).create(l, ModelOptions.DEFAULT);
        m.start(t.world());
        t.events().forEach(m::apply);
        return l;
    }

    private static Run run(int start, int n, int stride) {
        return new Run(0, start, n, stride);
    }

    @Test
    void aSparseGroupKeepsItsParentsGroupAfterTheParentIsFreed() {
        Trace.Builder b = new Trace.Builder("t", 16, new Placement.Block(4));
        int a = b.intra(MpiCall.COMM_SPLIT, Members.of(run(15, 8, -1)), Trace.WORLD); // dense: unordered, 8 runs
        int c = b.intra(MpiCall.COMM_SPLIT, Members.of(run(15, 4, -2)), a);          // positions 0,2,4,6: a 1 B bitmap
        b.free(a);
        Ledger sparse = run("openmpi-4.1-ob1-sparse", b.build());
        // B: 72 + 1 and its ob1 array 32; A's ob1 array goes, its group 72 + 64 stays (B's parent)
        assertEquals(WORLD + 73 + 32 + 136, sparse.bytes(0, 9, Category.MAPPING));
        Ledger dense = run("openmpi-4.1-ob1", b.build());
        assertEquals(WORLD + 72 + 32 + 32, dense.bytes(0, 9, Category.MAPPING));
        b.free(c);
        assertEquals(WORLD, run("openmpi-4.1-ob1-sparse", b.build()).bytes(0, 9, Category.MAPPING)); // the last holder frees both
    }

    /**
     * Halves 0..7 and 8..15 (in the sparse build 2 B bitmaps of WORLD: 72 + 2), an
     * intercommunicator between them (its remote group dense, 72 + 64), split; then the
     * intercommunicator and the low half freed.
     */
    private static Trace interSplit(Members local, Members remote) {
        Trace.Builder b = new Trace.Builder("t", 16, new Placement.Block(4));
        int lo = b.intra(MpiCall.COMM_SPLIT, Members.of(run(0, 8, 1)), Trace.WORLD);
        int hi = b.intra(MpiCall.COMM_SPLIT, Members.of(run(8, 8, 1)), Trace.WORLD);
        int i = b.inter(MpiCall.INTERCOMM_CREATE, Members.of(run(0, 8, 1)), Members.of(run(8, 8, 1)), lo, hi);
        b.inter(MpiCall.COMM_SPLIT, local, remote, i);
        return b.free(i).free(lo).build();
    }

    @Test
    void anIntercommSplitDrawsBothGroupsSparseFromItsParents() {
        Trace t = interSplit(Members.of(run(0, 4, 2)), Members.of(run(8, 4, 2)));
        // each group: positions 0,2,4,6 of 8, a 1 B bitmap, retaining the parent's local group
        // (the low half's, 72 + 2) or its remote group (72 + 64); ob1 remote array 8·4
        assertEquals(WORLD + 2 * 73 + 32 + 74 + 136, run("openmpi-4.1-ob1-sparse", t).bytes(0, 0, Category.MAPPING));
        assertEquals(WORLD + 2 * (72 + 32) + 32, run("openmpi-4.1-ob1", t).bytes(0, 0, Category.MAPPING));
        // the other side sees the groups swapped; its local comm (8..15, group and ob1 array) is not freed
        assertEquals(WORLD + 2 * 73 + 32 + 136 + (74 + 64), run("openmpi-4.1-ob1-sparse", t).bytes(0, 8, Category.MAPPING));
    }

    @Test
    void onlyASparseGroupRetainsItsParent() {
        // local 0,2,4,6: a bitmap; remote 15..8 reversed: dense (8 runs tie with dense, no stride, unordered)
        Trace t = interSplit(Members.of(run(0, 4, 2)), Members.of(run(15, 8, -1)));
        assertEquals(WORLD + 73 + 74 + (72 + 64) + 64, run("openmpi-4.1-ob1-sparse", t).bytes(0, 0, Category.MAPPING));
    }
}
