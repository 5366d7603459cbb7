package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.laws.Grids;
import org.mpimem.extrapolate.report.Extrapolation;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongUnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An application whose active set is a rule outside the law family that agrees with P at every traced count: floor(sqrt P)^2
 * traced at squares (NAS BT), floor(cbrt P)^3 at cubes, pow2floor(P) at powers of two, m*floor(P/m) at multiples of m,
 * 2*floor(P/2) at even counts. Its processes split into the active set and the rest (none at the traced counts), then dup the
 * active one; a constant communicator stands beside them. Extrapolated to a count without the property, no unit written as
 * exact may differ from the application's own trace there: the guard refuses the units that change with P, and the constant
 * one is still written, exactly.
 */
class SharedPropertyProperties {
    @Property(tries = 300)
    void aRuleOutsideTheFamilyThatAgreesOnEveryInputNeverYieldsASilentlyDifferentTrace(
            @ForAll @IntRange(min = 0, max = 4) int kind, @ForAll @IntRange(min = 3, max = 12) int m,
            @ForAll @IntRange(min = 2, max = 30) int a, @ForAll @IntRange(min = 1, max = 9) int da, @ForAll @IntRange(min = 1, max = 9) int db,
            @ForAll @IntRange(min = 40, max = 5000) int target) throws Exception {
        long[] in = inputs(kind, m, a, da, db);
        LongUnaryOperator active = projection(kind, m);
        Assume.that(active.applyAsLong(target) != target && active.applyAsLong(target) > 2);
        List<Trace> traces = new ArrayList<>();
        for (long p : in) traces.add(app(p, active));
        for (long p : in) assertEquals(p, active.applyAsLong(p), "the rule agrees with P at every input");
        Trace truth = app(target, active);
        Extrapolation x = Extrapolator.extrapolate(traces, new Scale(target, target), null);
        assertEquals(List.of(), SiteComparison.wrongUnits(x, truth).stream().map(UnitReport::site).toList(), "written as exact, and wrong");
        assertFalse(x.units().get(0).built(), "the active set is not written as exact"); // by the guard, or laws that disagree
        assertTrue(x.units().stream().filter(u -> u.site().contains("MPI_Comm_create")).allMatch(UnitReport::exact), "the constant one is written");
        Extrapolation est = Extrapolator.extrapolate(traces, new Scale(target, target), null, false, true);
        if (x.units().get(0).reason().startsWith("every traced count is"))
            assertEquals(UnitReport.Status.ESTIMATE, est.units().get(0).status(), "--estimate-shared writes it, labelled");
    }

    private static long[] inputs(int kind, int m, int a, int da, int db) {
        long b = a + da, c = b + db;
        return switch (kind) {
            case 0 -> new long[] {a * a, b * b, c * c};
            case 1 -> new long[] {(long) Math.pow(2 + a % 6, 3), (long) Math.pow(3 + a % 6 + da % 3, 3), (long) Math.pow(6 + a % 6 + da % 3 + db % 3, 3)};
            case 2 -> new long[] {1L << (2 + a % 4), 1L << (6 + da % 3), 1L << (9 + db % 3)};
            case 3 -> new long[] {(long) m * a, m * b, m * c};
            default -> new long[] {2L * a, 2 * b, 2 * c};
        };
    }

    private static LongUnaryOperator projection(int kind, int m) {
        return switch (kind) {
            case 0 -> p -> Grids.floorSqrt(p) * Grids.floorSqrt(p);
            case 1 -> p -> {
                long r = (long) Math.cbrt((double) p);
                while (r * r * r > p) r--;
                while ((r + 1) * (r + 1) * (r + 1) <= p) r++;
                return r * r * r;
            };
            case 2 -> Long::highestOneBit;
            case 3 -> p -> m * (p / m);
            default -> p -> 2 * (p / 2);
        };
    }

    /** The application at p processes on one node: split into the active set and the rest, a dup of the active set, a constant create. */
    static Trace app(long p, LongUnaryOperator active) throws Exception {
        long n = active.applyAsLong(p);
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:%d%n", p, p));
        b.append(String.format(Locale.ROOT, "comm id=1 call=MPI_Comm_split parent=0 members=0:%d color=0 site=main@app.c:10%n", n));
        int id = 2;
        if (n < p) b.append(String.format(Locale.ROOT, "comm id=%d call=MPI_Comm_split parent=0 members=%d:%d color=1 site=main@app.c:10%n", id++, n, p - n));
        b.append(String.format(Locale.ROOT, "comm id=%d call=MPI_Comm_dup parent=1 members=0:%d site=main@app.c:20%n", id++, n));
        b.append(String.format(Locale.ROOT, "comm id=%d call=MPI_Comm_create parent=0 members=0:2 site=main@app.c:30%n", id));
        b.append(String.format(Locale.ROOT, "end comms=%d frees=0 groups=0%n", id));
        return TraceReader.read("p" + p, new StringReader(b.toString()));
    }
}
