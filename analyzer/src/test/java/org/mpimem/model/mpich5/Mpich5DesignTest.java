package org.mpimem.model.mpich5;

import org.junit.jupiter.api.Test;
import org.mpimem.model.Mapping;
import org.mpimem.model.Table;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * MPICH 5's group pmaps against the rules of HEAD's grouputil.c: an arithmetic progression of
 * lpids (any step) costs the 48 B group object only, anything else 48 + 8 B per rank; dups share.
 * Expected bytes are written out: MPIR_Group {handle, ref_count, size, rank; MPIR_Pmap {bool;
 * union {ptr; {int64, int64}}} 24 B; session pointer} = 48 B, MPIR_Lpid 8 B.
 */
class Mpich5DesignTest {
    private static final Mpich5Design D = new Mpich5Design(SizeProfiles.require(SizeProfiles.MPICH_5_OFI));

    private static long bytes(Mapping m) {
        return m.tables().stream().mapToLong(Table::bytes).sum();
    }

    @Test
    void oddEvenSplitOfAMillionIsOneGroupObject() {
        Mapping world = D.world(0, 1 << 20);
        Mapping odd = D.derive(world, Members.of(new Run(0, 1, 1 << 19, 2)), false);
        assertEquals("STRIDE", odd.mode());
        assertEquals(48, bytes(odd));
        assertEquals(Members.gpid(0, 2 * 1000 + 1), odd.lookup(1000));
    }

    @Test
    void descendingOrderIsANegativeStrideNotATable() {
        Mapping world = D.world(0, 16);
        Mapping reversed = D.derive(world, Members.of(new Run(0, 15, 16, -1)), false);
        assertEquals("STRIDE", reversed.mode());
        assertEquals(48, bytes(reversed));
        assertEquals(Members.gpid(0, 0), reversed.lookup(15));
    }

    @Test
    void blockStrideHasNoFormulaAtHead() {
        Mapping world = D.world(0, 64);
        Members.Builder b = new Members.Builder();
        for (int blk = 0; blk < 8; blk++) b.add(new Run(0, blk * 8, 4, 1)); // 4 of every 8: ch4's STRIDE_BLOCK
        Mapping m = D.derive(world, b.build(), false);
        assertEquals("MAP", m.mode());
        assertEquals(48 + 8 * 32, bytes(m));
        assertEquals(Members.gpid(0, 8 * 7 + 3), m.lookup(31));
    }

    @Test
    void aRegularWindowOfAnArrayGroupGetsItsOwnFormulaNotAShare() {
        Mapping world = D.world(0, 16);
        Mapping perm = D.fromProcesses(Members.ofRanks(3, 0, 1, 2, 7, 4, 5, 6), false);
        Mapping window = D.derive(perm, Members.of(new Run(0, 1, 3, 1)), false); // lpids 0, 1, 2
        assertEquals("OFFSET", window.mode());
        assertEquals(48, bytes(window));
        assertEquals(1, perm.tables().get(1).refcount(), "no sub-range sharing");
    }

    @Test
    void dupSharesTheGroupsAndAddsNothing() {
        Mapping perm = D.fromProcesses(Members.ofRanks(3, 0, 1, 2), false);
        Mapping dup = D.dup(perm);
        assertSame(perm.tables().get(0), dup.tables().get(0));
        assertEquals(2, perm.tables().get(0).refcount());
        assertEquals(2, perm.tables().get(1).refcount());
        D.release(dup);
        assertEquals(1, perm.tables().get(1).refcount());
    }

    @Test
    void anotherWorldsProcessesAreLpidsOfTheirWorld() {
        // world index 1, ranks 0..3: lpids 1<<32 | r, still a progression
        Mapping spawned = D.fromProcesses(Members.range(1, 0, 4), false);
        assertEquals(48, bytes(spawned));
        Mapping merged = D.fromProcesses(Members.of(new Run(0, 0, 2, 1), new Run(1, 0, 2, 1)), false);
        assertEquals("MAP", merged.mode());
        assertEquals(48 + 8 * 4, bytes(merged));
        assertEquals((1L << 32) | 1, merged.lookup(3));
    }

    @Test
    void processesOfOneWorldNumberTheOthersInTheOrderTheyMetThem() {
        // ranks 0,1 connect to job A (group 1), ranks 2,3 to job B (group 2); then all four meet a
        // comm listing B before A: ranks 0,1 number A 1, B 2; ranks 2,3 number B 1, A 2
        Mpich5Design d = new Mpich5Design(SizeProfiles.require(SizeProfiles.MPICH_5_OFI));
        d.meet(Members.range(0, 0, 2), Members.range(1, 0, 2));
        d.meet(Members.range(0, 2, 2), Members.range(2, 0, 2));
        d.meet(Members.range(0, 0, 4), Members.of(new Run(2, 0, 2, 1), new Run(1, 0, 2, 1)));
        // A's rank 0, B's rank 0, one of world 0: a progression only for ranks 0,1 (lpids 2^32, 2·2^32, ...)
        Members m = Members.of(new Run(0, 0, 1, 1), new Run(1, 0, 1, 1), new Run(2, 0, 1, 1));
        Mapping g = d.fromProcesses(m, false);
        assertEquals("MIXED", g.mode());
        Table array = g.tables().get(1);
        assertEquals(8 * 3, array.bytes());
        assertEquals(Members.range(0, 2, 2), array.payers(Members.range(0, 0, 4)), "only ranks 2,3 see no progression");
        assertEquals(Members.gpid(2, 0), g.lookup(2));
    }
}
