package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.laws.GridRules;
import org.mpimem.extrapolate.laws.LawFit;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;

/**
 * Issue 29 item 3: advice never names a count already traced. CP2K's grid is 1 x P at 5 and 7, so a trace there has one
 * row communicator and no step from one row to the next: the step's laws were fitted without those traces, and the advice,
 * which knew only the traces that showed the value, named 5 and 7 again after both were traced. Now it says they are
 * traced and show no value of it.
 */
class AdviceMovesOnTest {
    private static List<LawFit.Point> points(long[] procs, long[] values) {
        return IntStream.range(0, procs.length).mapToObj(i -> new LawFit.Point(new Scale(procs[i], (int) procs[i]), values[i])).toList();
    }

    private static List<Scale> scales(long... procs) {
        return java.util.Arrays.stream(procs).mapToObj(p -> new Scale(p, (int) p)).toList();
    }

    @Test
    void countsTracedWithoutTheValueAreNotAdvisedAgainAndTheAdviceSaysSo() {
        // the rows' step (the columns): 2, 4, 6, 8 at 4, 16, 24, 32; grid_long(P) and 2*ga_grid_rows(P) differ at 9
        List<LawFit.Point> step = points(new long[] {4, 16, 24, 32}, new long[] {2, 4, 6, 8});
        Scale nine = new Scale(9, 9);
        LawFit.Result before = LawFit.decide(step, scales(4, 16, 24, 32), nine, false);
        assertTrue(before.refusal().contains("a trace at one of P=5 (one node), P=7 (one node) would separate them"), before.refusal());
        LawFit.Result after = LawFit.decide(step, scales(4, 5, 7, 16, 24, 32), nine, false);
        assertFalse(after.refusal().contains("a trace at one of P=5") || after.refusal().contains("a trace at P=5"), after.refusal());
        assertTrue(after.refusal().endsWith("no count not traced yet separates them; P=5 (one node) and P=7 (one node) would too but are "
                + "traced already and show no value of it (too few of this site's communicators there)"), after.refusal());
    }

    @Test
    void theHeldOutEvidenceOfAGridTracedAtFiveAndSevenNamesThemNoMore() throws Exception {
        List<Trace> in = new ArrayList<>();
        for (long p : new long[] {4, 5, 7, 9, 16, 24, 32}) in.add(GridApps.app(p, GridRules::cp2kRows));
        Extrapolation x = Extrapolator.extrapolate(in, new Scale(6, 6), null);
        for (UnitReport u : x.units()) {
            String said = u.built() ? u.evidence() : u.reason();
            assertFalse(said.matches(".*a trace at (one of )?P=[57] .*") || said.matches(".*a trace at one of [^;]*P=[57] \\(.*"), u.number() + ": " + said);
        }
        assertTrue(x.units().get(0).evidence().contains("without P=9, the other traces do not determine it at P=9 ("), x.units().get(0).evidence());
        assertTrue(x.units().get(0).evidence().contains("P=5 (one node) and P=7 (one node) would too but are traced already"), x.units().get(0).evidence());
    }
}
