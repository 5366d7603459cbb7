package org.mpimem.extrapolate;

import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Check;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongUnaryOperator;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Trace;

/**
 * Issue 29 items 1 and 2 as promises, with the application's own trace as the oracle ({@link GridApps}): whatever known
 * grid rule lays out the rows, and whatever counts are traced, no unit is wrong at the target and confirmed (a rule that
 * agrees with the chosen law at every trace and differs at the target is a rival, and the unit is fitted); and no unit is
 * surer than the unit whose communicators it takes or frees. Both fail without rivals and caps (CP2K's rule traced at
 * 8, 16, 18, 24, 32 and checked at 12; the squarest grid at 4, 8, 12, whose rows fail a held-out check while the dup of
 * the first row passed every one).
 */
class RivalProperties {
    @Property(tries = 400)
    void aKnownGridRuleIsNeverConfirmedWhereItDiffersAndNoUnitIsSurerThanItsParent(
            @ForAll @IntRange(min = 0, max = 7) int rule, @ForAll @IntRange(min = 4, max = 16) int first,
            @ForAll @IntRange(min = 1, max = 12) int d1, @ForAll @IntRange(min = 1, max = 12) int d2, @ForAll @IntRange(min = 0, max = 12) int d3,
            @ForAll @IntRange(min = 0, max = 1000) int where) throws Exception {
        List<Long> counts = new ArrayList<>(List.of((long) first, (long) first + d1, (long) first + d1 + d2));
        if (d3 > 0) counts.add((long) first + d1 + d2 + d3);
        long max = counts.get(counts.size() - 1), target = first + where % (max - first + 8); // mostly inside the range, a few above
        Assume.that(!counts.contains(target));
        LongUnaryOperator rows = GridApps.RULES[rule];
        List<Trace> traces = new ArrayList<>();
        for (long p : counts) traces.add(GridApps.app(p, rows));
        Trace truth = GridApps.app(target, rows);
        Extrapolation x = Extrapolator.extrapolate(traces, Check.scaleOf(truth), null);
        Check c = Check.of(x, truth);
        assertEquals(0, c.count(Check.Verdict.WRONG, UnitReport.Status.CONFIRMED), GridApps.NAMES[rule] + " at " + counts + " to " + target
                + ": " + c.units().stream().filter(u -> u.verdict() == Check.Verdict.WRONG).map(u -> u.number() + " " + u.status()).toList());
        List<UnitReport> u = x.units();
        assertEquals(4, u.size(), u.toString());
        int[][] parentOf = {{1, 0}, {2, 1}, {3, 0}}; // the dup takes the rows, its free frees it, the rows' free frees them
        for (int[] e : parentOf)
            if (u.get(e[0]).built() && u.get(e[1]).built())
                assertTrue(rank(u.get(e[0]).status()) >= rank(u.get(e[1]).status()), GridApps.NAMES[rule] + " at " + counts + " to " + target
                        + ": unit " + (e[0] + 1) + " " + u.get(e[0]).status() + " above unit " + (e[1] + 1) + " " + u.get(e[1]).status());
    }

    private static int rank(UnitReport.Status s) {
        return s == UnitReport.Status.CONFIRMED ? 0 : s == UnitReport.Status.FITTED ? 1 : 2;
    }
}
