package org.mpimem.model.peers;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cost the per-process properties cannot see: after a grid's row and column splits (NAS FT's
 * commslice1 and commslice2) the processes, each with a peer set of its own, are a few lattice
 * classes, not one class per process, and every column reaches the sink as one charge of one run (a few when node-local peers are known).
 */
class LatticeCostTest {

    @ParameterizedTest
    @CsvSource({"64,48,false", "48,64,true", "100,3,false", "7,200,true"})
    void gridLeavesFewClassesAndOneRunPerColumn(int rows, int cols, boolean nodeKnown) {
        PeerUse use = new PeerUse(nodeKnown, g -> new Placement.Block(16));
        for (int r = 0; r < rows; r++) use.use(Members.of(new Run(0, r * cols, cols, 1)), (n, h) -> {});
        for (int col = 0; col < cols; col++) {
            int c = col;
            int[] charges = {0};
            use.use(Members.of(new Run(0, c, rows, cols)), (n, h) -> {
                charges[0] += h.runCount();
                if (!nodeKnown) assertEquals(1, h.runCount(), "column " + c + ": " + h);
            });
            // node-local peers known: rows that do not fill whole nodes give holders a few different counts
            assertTrue(charges[0] <= (nodeKnown ? 4 : 1), "column " + c + ": " + charges[0] + " runs charged");
        }
        assertTrue(use.classCount() <= 2, rows + " x " + cols + ": " + use.classCount() + " classes");
    }
}
