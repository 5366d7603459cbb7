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

    /**
     * CP2K's rows, then a dup of WORLD, then one more split of WORLD from the same call site (one communicator of every
     * process): the last split is the same at every count, and held out it is predicted, but its position in the site follows
     * the rows' count, which at 12 is CP2K's 2, not the squarest grid's 3. It was confirmed and wrong there.
     */
    static org.mpimem.trace.Trace rowsThenWhole(long p) throws Exception {
        long r = org.mpimem.extrapolate.laws.GridRules.cp2kRows(p), c = p / r;
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + p + " nodes=block:" + p + "\n");
        for (long i = 0; i < r; i++)
            b.append("comm id=").append(i + 1).append(" call=MPI_Comm_split parent=0 members=").append(i * c).append(':').append(c)
                    .append(" color=").append(i).append(" site=main@grid.c:10\n");
        b.append("comm id=").append(r + 1).append(" call=MPI_Comm_dup parent=0 members=0:").append(p).append(" site=main@grid.c:20\n");
        b.append("comm id=").append(r + 2).append(" call=MPI_Comm_split parent=0 members=0:").append(p).append(" color=0 site=main@grid.c:10\n");
        return org.mpimem.trace.TraceReader.read("rows-" + p, new java.io.StringReader(b.append("end comms=").append(r + 2).append(" frees=0 groups=0\n").toString()));
    }

    @Test
    void aLaterBlockOfASiteIsNoSurerThanTheEarlierBlocksThatPlaceIt() throws Exception {
        List<org.mpimem.trace.Trace> in = new java.util.ArrayList<>();
        for (long p : new long[] {8, 16, 18, 24, 32}) in.add(rowsThenWhole(p));
        org.mpimem.trace.Trace real = rowsThenWhole(12);
        Extrapolation x = Extrapolator.extrapolate(in, org.mpimem.extrapolate.report.Check.scaleOf(real), null);
        org.mpimem.extrapolate.report.Check c = org.mpimem.extrapolate.report.Check.of(x, real);
        List<UnitReport> u = x.units();
        assertEquals(UnitReport.Status.FITTED, u.get(0).status(), "CP2K's rule is a rival of the rows' law");
        assertEquals(UnitReport.Status.CONFIRMED, u.get(1).status(), "the dup of WORLD depends on nothing fitted");
        assertTrue(u.get(2).heldOutPredicted(), "the whole-world split's own laws passed every held-out check");
        assertEquals(UnitReport.Status.FITTED, u.get(2).status());
        assertTrue(u.get(2).evidence().endsWith("fitted, not confirmed: its events' positions in their site follow the count of unit 1, "
                + "an earlier block of the same site, which is fitted"), u.get(2).evidence());
        assertEquals(2, c.count(org.mpimem.extrapolate.report.Check.Verdict.WRONG), "the rows, and the split placed after them");
        assertEquals(0, c.count(org.mpimem.extrapolate.report.Check.Verdict.WRONG, UnitReport.Status.CONFIRMED));
    }
}
