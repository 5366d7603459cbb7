package org.mpimem.replay;

import org.junit.jupiter.api.Test;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How families of several processes are cut into exact translates, node phase by node phase (FamilyReplayProperties checks the replay). */
class FamilyPiecesTest {
    private static final int P = 1 << 20;
    private static final Members WORLD = Members.range(0, 0, P);

    private static CommFamily family(Run copy0, int copies, int step) {
        return new CommFamily(new CommDef(1, MpiCall.COMM_SPLIT, List.of(Trace.WORLD), Members.of(copy0), null, Map.of(), 0), copies, step, 0);
    }

    @Test
    void blockPlacementCutsByNodePhase() {
        // ScaLAPACK's grid: {j, j + P/2} step 1 and {2j, 2j + 1} step 2, 16 a node
        List<FamilyPieces> pairs = FamilyPieces.of(family(new Run(0, 0, 2, P / 2), P / 2, 1), WORLD, new Placement.Block(16), true);
        assertEquals(16, pairs.size());
        assertEquals(new FamilyPieces(3, P / 32, 16), pairs.get(3));
        List<FamilyPieces> blocks = FamilyPieces.of(family(new Run(0, 0, 2, 1), P / 2, 2), WORLD, new Placement.Block(16), true);
        assertEquals(8, blocks.size());
        assertEquals(new FamilyPieces(7, P / 16, 8), blocks.get(7));
        // a step that is a multiple of ppn: one piece, every copy on whole nodes moved along
        assertEquals(List.of(new FamilyPieces(0, P / 32, 1)), FamilyPieces.of(family(new Run(0, 0, 32, 1), P / 32, 32), WORLD, new Placement.Block(16), true));
    }

    @Test
    void cyclicExplicitAndModelsThatDoNotTranslateCopies() {
        assertEquals(4, FamilyPieces.of(family(new Run(0, 0, 2, 1), P / 2, 2), WORLD, new Placement.Cyclic(8), true).size());
        assertNull(FamilyPieces.of(family(new Run(0, 0, 2, 1), 8, 2), Members.range(0, 0, 16), new Placement.Explicit(new int[] {0, 1}, new int[] {8, 8}), true));
        assertNull(FamilyPieces.of(family(new Run(0, 0, 2, 1), P / 2, 2), WORLD, new Placement.Block(16), false));
        // a parent of stride 3 whose copies move by 2: positions do not translate
        assertNull(FamilyPieces.of(family(new Run(0, 0, 2, 3), 100, 2), Members.of(new Run(0, 0, P / 3, 3)), new Placement.Block(1), true));
        // too few copies per node phase to gain anything
        assertNull(FamilyPieces.of(family(new Run(0, 0, 2, 1), 20, 2), WORLD, new Placement.Block(64), true));
    }

    @Test
    void theCopyThatIsItsParentsPrefixStartsAPiece() {
        Members parent = Members.range(0, 10, 100); // ranks 10..109; copies {4j + 2, 4j + 3}
        CommFamily f = family(new Run(0, 2, 2, 1), 24, 4);
        assertEquals(2, FamilyPieces.prefixCopy(f, parent));
        assertEquals(List.of(new FamilyPieces(0, 2, 1), new FamilyPieces(2, 22, 1)), FamilyPieces.of(f, parent, new Placement.Block(4), true));
        assertEquals(-1, FamilyPieces.prefixCopy(family(new Run(0, 3, 2, 1), 24, 4), parent));
    }

    @Test
    void planAppliesFamiliesOfSeveralProcessesWholeOnlyForModelsThatTranslateCopies() {
        Trace.Builder b = new Trace.Builder("pairs", P, new Placement.Block(16));
        b.family(new CommDef(b.nextId(), MpiCall.COMM_SPLIT, List.of(Trace.WORLD), Members.of(new Run(0, 0, 2, P / 2)), null, Map.of(), 0), P / 2, 1, 0);
        Trace t = b.build();
        int k = t.records().size() - 1;
        assertTrue(new FamilyPlan(t, true).whole(k));
        assertEquals(16, new FamilyPlan(t, true).family(k).pieces().size());
        assertFalse(new FamilyPlan(t, false).whole(k));
    }
}
