package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 29 item 2: a dup of a fitted grid, and the frees of fitted communicators, are fitted too, saying whose status they take. */
class StatusCapTest {
    @Test
    void aDupOfAFittedGridAndTheFreesOfFittedCommunicatorsAreFitted() throws Exception {
        // the squarest grid's rows 2, 3, 3 at 4, 9, 12: a held-out trace is not predicted by the others, so the rows are fitted
        // at 8; the dup of the first row is one event at position 0 in every trace, which every held-out trace predicted
        List<org.mpimem.trace.Trace> in = List.of(GridApps.app(4, GridApps.RULES[0]), GridApps.app(9, GridApps.RULES[0]), GridApps.app(12, GridApps.RULES[0]));
        Extrapolation x = Extrapolator.extrapolate(in, new Scale(8, 8), null);
        List<UnitReport> u = x.units();
        assertEquals(UnitReport.Status.FITTED, u.get(0).status(), u.get(0).evidence());
        assertTrue(u.get(1).heldOutPredicted(), "its own laws passed every held-out check");
        assertEquals(UnitReport.Status.FITTED, u.get(1).status(), "the dup is no surer than the rows it takes");
        assertTrue(u.get(1).evidence().endsWith("; fitted, not confirmed: it takes the communicators of unit 1 (MPI_Comm_split "
                + "{site=main@grid.c:10} of (WORLD)), which is fitted"), u.get(1).evidence());
        assertEquals(UnitReport.Status.FITTED, u.get(2).status(), "the dup's free frees a fitted unit's communicators");
        assertTrue(u.get(2).evidence().contains("it frees the communicators of unit 2"), u.get(2).evidence());
        assertEquals(UnitReport.Status.FITTED, u.get(3).status());
        assertTrue(x.trace().source().contains("0 confirmed, 4 fitted"), x.trace().source());
    }
}
