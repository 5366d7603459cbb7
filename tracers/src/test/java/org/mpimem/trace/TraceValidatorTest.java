package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TraceValidatorTest {

    static final int P = 786_432;

    private static Trace.Builder builder() {
        return new Trace.Builder("code", 16, new Placement.Block(4));
    }

    /** Splits the world into ranks 0..7 and 8..15 (comms 1, 2) and joins them: intercomm 3, local 0:8. */
    private static int halves(Trace.Builder b) {
        int lo = b.intra(MpiCall.COMM_SPLIT, Members.range(0, 0, 8), 0);
        int hi = b.intra(MpiCall.COMM_SPLIT, Members.range(0, 8, 8), 0);
        return b.inter(MpiCall.INTERCOMM_CREATE, Members.range(0, 0, 8), Members.range(0, 8, 8), lo, hi);
    }

    private static String failure(Trace t) {
        return assertThrows(TraceFormatException.class, () -> TraceValidator.validate(t)).getMessage();
    }

    /** Validates with the run arithmetic switched off: every set question is asked of bit sets. */
    private static void validateWithBitSets(Trace t) {
        TraceValidator v = new TraceValidator(t.source(), t.world(), 0, 0);
        t.events().forEach(v::accept);
    }

    @Test
    void tracesBuiltInCodeFailAtLineZeroNamedByTheirSource() {
        Trace.Builder b = builder();
        b.intra(MpiCall.COMM_DUP, Members.range(0, 0, 8), 0);
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceValidator.validate(b.build()));
        assertEquals("code", e.file());
        assertEquals(0, e.line());
        assertEquals("code:0: MPI_Comm_dup 1 must have the members of its parent 0 (16 processes), has 8", e.getMessage());
    }

    @Test
    void interDupMayHaveItsGroupsEitherWayRound() {
        Trace.Builder b = builder();
        int ic = halves(b);
        b.inter(MpiCall.COMM_DUP, Members.range(0, 0, 8), Members.range(0, 8, 8), ic);
        b.inter(MpiCall.COMM_IDUP, Members.range(0, 8, 8), Members.range(0, 0, 8), ic);
        assertDoesNotThrow(() -> TraceValidator.validate(b.build()));
        b.inter(MpiCall.COMM_DUP, Members.range(0, 8, 8), Members.range(0, 0, 4), ic);
        assertEquals("code:0: MPI_Comm_dup 6 must have the two groups of its parent 3 (8 and 8 processes, either way round),"
                + " has remote 4", failure(b.build()));
    }

    @Test
    void interSplitTakesOneSideFromEachGroup() {
        Trace.Builder b = builder();
        int ic = halves(b);
        b.inter(MpiCall.COMM_SPLIT, Members.of(Run.of(0, 4, 2)), Members.of(Run.of(15, 3, -3)), ic);
        b.inter(MpiCall.COMM_CREATE, Members.of(Run.of(9, 2, 1)), Members.of(Run.of(7, 1, 1)), ic);
        assertDoesNotThrow(() -> TraceValidator.validate(b.build()));
        b.inter(MpiCall.COMM_SPLIT, Members.of(Run.of(6, 4, 1)), Members.of(Run.of(12, 1, 1)), ic);
        assertEquals("code:0: MPI_Comm_split 6: the local group must lie in one group of its parent 3, but local member 2"
                + " (rank 8) is not in the parent's local group and local member 0 (rank 6) not in its remote group", failure(b.build()));
    }

    @Test
    void interSplitRemoteMustBeInTheOtherGroup() {
        Trace.Builder b = builder();
        int ic = halves(b);
        b.inter(MpiCall.COMM_SPLIT, Members.of(Run.of(9, 2, 1)), Members.of(Run.of(7, 3, -1), Run.of(12, 1, 1)), ic);
        assertEquals("code:0: MPI_Comm_split 4: remote member 3 (rank 12) is not in the local group of its parent 3,"
                + " which the local group is not in", failure(b.build()));
    }

    @Test
    void familiesDemandTheirKind() {
        Trace.Builder b = builder();
        b.inter(MpiCall.INTERCOMM_MERGE, Members.range(0, 0, 8), Members.range(0, 8, 8), 0);
        assertEquals("code:0: MPI_Intercomm_merge 1 must be an intracommunicator (members), is an intercommunicator", failure(b.build()));
        Trace.Builder c = builder();
        c.intra(MpiCall.INTERCOMM_MERGE, Members.range(0, 0, 16), 0);
        assertEquals("code:0: MPI_Intercomm_merge 1: parent 0 must be an intercommunicator, is an intracommunicator", failure(c.build()));
        Trace.Builder d = builder();
        d.intra(MpiCall.COMM_SPAWN, Members.range(0, 0, 16), 0);
        assertEquals("code:0: MPI_Comm_spawn 1 must be an intercommunicator (local and remote groups), is an intracommunicator",
                failure(d.build()));
    }

    @Test
    void spawnRemoteMustBeOneNewGroup() {
        Trace.Builder b = builder();
        ProcessGroup g1 = b.addGroup(2, new Placement.Block(2), ProcessGroup.Origin.SPAWN);
        ProcessGroup g2 = b.addGroup(2, new Placement.Block(2), ProcessGroup.Origin.SPAWN);
        b.inter(MpiCall.COMM_SPAWN_MULTIPLE, Members.range(0, 0, 16), Members.of(new Run(g1.id(), 0, 2, 1), new Run(g2.id(), 0, 2, 1)), 0);
        assertEquals("code:0: MPI_Comm_spawn_multiple 3: the remote group must lie in one process group,"
                + " has processes of groups 1 and 2", failure(b.build()));
    }

    @Test
    void theWorldOfASpawnedGroupIsAParentButCannotBeFreed() {
        Trace.Builder b = builder();
        ProcessGroup g = b.addGroup(4, new Placement.Block(2), ProcessGroup.Origin.SPAWN);
        b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(1, 1, 2, 2)), g.worldComm());
        assertDoesNotThrow(() -> TraceValidator.validate(b.build()));
        b.free(g.worldComm());
        assertEquals("code:0: cannot free comm 1, the MPI_COMM_WORLD of group 1", failure(b.build()));
    }

    @Test
    void attributesBuiltInCodeAreChecked() {
        Trace.Builder b = builder();
        b.add(new CommDef(1, MpiCall.COMM_DUP, List.of(0), Members.range(0, 0, 16), null, java.util.Map.of("name", "a b"), 0));
        assertEquals("code:0: MPI_Comm_dup 1: name='a b' must be a non-empty word without spaces", failure(b.build()));
        Trace.Builder c = builder();
        c.add(new CommDef(1, MpiCall.COMM_DUP, List.of(0), Members.range(0, 0, 16), null, java.util.Map.of("tag", "7"), 0));
        assertEquals("code:0: MPI_Comm_dup 1: unknown attribute 'tag' (allowed: color, key, reorder, high, name, size, site)", failure(c.build()));
    }

    @Test
    void emptyMembersAndExplicitPlacementSize() {
        Trace.Builder b = builder();
        b.intra(MpiCall.COMM_SPLIT, new Members.Builder().build(), 0);
        assertEquals("code:0: MPI_Comm_split 1 has no members", failure(b.build()));
        Trace t = new Trace.Builder("code", 4, new Placement.Explicit(new int[] {0, 0, 1})).build();
        assertEquals("code:0: world: the explicit placement covers 3 ranks, the group has 4 processes", failure(t));
    }

    @Test
    void messagesDoNotDependOnTheSetMethod() {
        Trace.Builder b = builder();
        b.intra(MpiCall.COMM_SPLIT, Members.of(Run.of(0, 3, 5), Run.of(5, 3, 2)), 0);
        String runs = failure(b.build());
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> validateWithBitSets(b.build()));
        assertEquals(runs, e.getMessage());
        assertEquals("code:0: MPI_Comm_split 1: rank 5 appears twice in members (positions 1 and 3)", runs);
        validateWithBitSets(TraceRoundTripTest.intra());
        validateWithBitSets(TraceRoundTripTest.spawn());
    }

    /** 786,432 processes, 16 a node, 200+ communicators of a few runs each. */
    static Trace large() {
        Trace.Builder b = new Trace.Builder("large", P, new Placement.Block(16));
        Members world = Members.range(0, 0, P);
        for (int i = 0; i < 20; i++) b.intra(MpiCall.COMM_DUP, world, 0);
        for (int i = 0; i < 10; i++) {
            b.intra(MpiCall.COMM_SPLIT, Members.of(Run.of(0, P / 2, 2)), 0);
            b.intra(MpiCall.COMM_SPLIT, Members.of(Run.of(1, P / 2, 2)), 0);
        }
        int cart = b.intra(MpiCall.CART_CREATE, world, 0);
        for (int r = 0; r < 40; r++) b.intra(MpiCall.CART_SUB, Members.of(Run.of(r * 1024, 1024, 1)), cart);
        for (int c = 0; c < 40; c++) b.intra(MpiCall.COMM_SPLIT, Members.of(Run.of(c, 768, 1024)), 0);
        for (int i = 0; i < 10; i++) {
            int lo = b.intra(MpiCall.COMM_SPLIT, Members.of(Run.of(0, P / 2, 1)), 0);
            int hi = b.intra(MpiCall.COMM_SPLIT, Members.of(Run.of(P / 2, P / 2, 1)), 0);
            int ic = b.inter(MpiCall.INTERCOMM_CREATE, Members.of(Run.of(0, P / 2, 1)), Members.of(Run.of(P / 2, P / 2, 1)), lo, hi);
            b.intra(MpiCall.INTERCOMM_MERGE, Members.of(Run.of(P / 2, P / 2, 1), Run.of(0, P / 2, 1)), ic);
            b.free(ic);
        }
        for (int k = 0; k < 40; k++) {
            int s = b.intra(MpiCall.COMM_SPLIT, Members.of(Run.of(k, 1000, 7), Run.of(500_000 + k, 2000, 3), Run.of(700_000 - k, 100, -5)), 0);
            b.intra(MpiCall.COMM_CREATE_GROUP, Members.of(Run.of(500_000 + k + 3000, 1000, -3), Run.of(k + 70, 20, 7)), s);
        }
        for (int i = 0; i < 20; i++) b.intra(MpiCall.WIN_CREATE, Members.of(Run.of(P - 1, P, -1)), b.intra(MpiCall.COMM_SPLIT, Members.of(Run.of(P - 1, P, -1)), 0));
        return b.build();
    }

    @Test
    void aLargeRegularTraceValidatesWellUnderASecond() {
        Trace t = large();
        assertTrue(t.comms().size() >= 200, t.comms().size() + " comms");
        TraceValidator.validate(t);
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            TraceValidator.validate(t);
            best = Math.min(best, System.nanoTime() - t0);
        }
        assertTrue(best < 250_000_000L, "validating took " + best / 1_000_000 + " ms");
        String text = TraceWriter.toText(t);
        assertTrue(text.length() < 40_000, text.length() + " characters");
    }

    @Test
    void anIrregularMillionMemberListFallsBackToBitSets() {
        List<Integer> ranks = new ArrayList<>();
        for (int r = 0; r < P; r++) ranks.add(r);
        Collections.shuffle(ranks, new Random(7));
        Members.Builder m = new Members.Builder();
        for (int r : ranks) m.add(0, r);
        Members shuffled = m.build();
        assertTrue(shuffled.runCount() > 100_000);
        Trace.Builder b = new Trace.Builder("irregular", P, new Placement.Block(16));
        int s = b.intra(MpiCall.COMM_SPLIT, shuffled, 0);
        b.intra(MpiCall.COMM_DUP, shuffled, s);
        b.intra(MpiCall.COMM_SPLIT, shuffled.slice(1000, 300_000), s);
        assertDoesNotThrow(() -> TraceValidator.validate(b.build()));
        List<Run> twice = new ArrayList<>(shuffled.slice(0, 200_000).runs());
        twice.addAll(shuffled.slice(100_000, 100_000).runs());
        b.intra(MpiCall.COMM_SPLIT, Members.of(twice), s);
        assertEquals("irregular:0: MPI_Comm_split 4: " + TraceValidator.proc(shuffled.get(100_000))
                + " appears twice in members (positions 100000 and 200000)", failure(b.build()));
    }
}
