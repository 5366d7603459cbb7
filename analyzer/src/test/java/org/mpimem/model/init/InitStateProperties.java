package org.mpimem.model.init;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;

/**
 * The charge of MPI_Init's terms. Oracle: the terms counted per rank by hand (its node's size, the
 * number of nodes); the block placement's two runs and any other placement's scan must both give it.
 */
class InitStateProperties {
    private static final InitState STATE = new InitState("test", List.of(
            new InitTerm(InitTerm.Per.PROCESS, 7, Category.ENDPOINTS, "p", "-"),
            new InitTerm(InitTerm.Per.NODE, 1000, Category.ADDRESS, "n", "-"),
            new InitTerm(InitTerm.Per.LOCAL_PEER, 300, Category.ENDPOINTS, "l", "-"),
            new InitTerm(InitTerm.Per.PROCESS_CHUNK, 4096, Category.ENDPOINTS, "c", "-", 5)));

    private static long expected(int rank, int size, int[] nodeOf) {
        int nodes = 0, mine = 0;
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int r = 0; r < size; r++) {
            if (seen.add(nodeOf[r])) nodes++;
            if (nodeOf[r] == nodeOf[rank]) mine++;
        }
        return 7L * size + 1000L * nodes + 300L * (mine - 1) + 4096L * ((size + 4) / 5);
    }

    private static void check(Placement p, int size) {
        Ledger l = new Ledger();
        l.addGroup(0, size);
        ProcessGroup g = new ProcessGroup(0, size, p, 0, ProcessGroup.Origin.INITIAL);
        STATE.charge(l, g);
        int[] nodeOf = new int[size];
        for (int r = 0; r < size; r++) nodeOf[r] = p.nodeOf(r);
        for (int r = 0; r < size; r++) assertEquals(expected(r, size, nodeOf), l.total(0, r), p.spec() + " rank " + r);
    }

    @Property(tries = 300)
    void blockPlacementChargesEachRankItsTerms(@ForAll @IntRange(min = 1, max = 200) int size, @ForAll @IntRange(min = 1, max = 32) int ppn) {
        check(new Placement.Block(ppn), size);
    }

    @Property(tries = 300)
    void cyclicAndExplicitPlacementsToo(@ForAll @IntRange(min = 1, max = 200) int size, @ForAll @IntRange(min = 1, max = 32) int nodes) {
        check(new Placement.Cyclic(nodes), size);
        int[] nodeOf = new int[size];
        for (int r = 0; r < size; r++) nodeOf[r] = (r * 7 + r / 3) % nodes;
        check(new Placement.Explicit(nodeOf), size);
    }

    @Property(tries = 100)
    void bytesForAJobAgreeWithTheCharge(@ForAll @IntRange(min = 1, max = 300) int size, @ForAll @IntRange(min = 1, max = 32) int ppn) {
        if (size % ppn != 0) return;
        int[] nodeOf = new int[size];
        for (int r = 0; r < size; r++) nodeOf[r] = r / ppn;
        assertEquals(expected(0, size, nodeOf), STATE.bytes(size, ppn));
    }
}
