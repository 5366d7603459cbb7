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
import java.util.TreeSet;
import java.util.function.LongUnaryOperator;
import java.util.regex.Matcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The advice's promise over random applications: a split whose one communicator has the first L(P) processes (the others
 * pass MPI_UNDEFINED: their number P - L(P) is a law outside the family, which traces can fit by coincidence), L a rule that
 * coincides with others at the counts users trace (P/2, pow2floor(P)/2, pow2ceil(P)/4, grid sides, a rounded root), traced at
 * three counts c * 2^k on nodes of 8. Whenever a refusal names counts keeping the traces' regularities, a trace at the first
 * one settles the unit: written, and equal to the application's trace at the target, or refused for a reason no trace settles.
 */
class AdvicePromiseProperties {
    @Property(tries = 150)
    void aTraceAtTheAdvisedCountSettlesTheUnit(@ForAll @IntRange(min = 0, max = 7) int law, @ForAll @IntRange(min = 0, max = 2) int c,
                                               @ForAll @IntRange(min = 3, max = 8) int k1, @ForAll @IntRange(min = 1, max = 3) int d1,
                                               @ForAll @IntRange(min = 1, max = 3) int d2, @ForAll @IntRange(min = 2, max = 60) int t) throws Exception {
        long base = new long[] {1, 3, 5}[c];
        TreeSet<Long> in = new TreeSet<>(List.of(base << k1, base << (k1 + d1), base << (k1 + d1 + d2)));
        long target = 8L * t * 64;
        LongUnaryOperator l = rule(law);
        Assume.that(target > in.last() && valid(l, target) && in.stream().allMatch(p -> valid(l, p)));
        List<Trace> traces = new ArrayList<>();
        for (long p : in) traces.add(app(p, l));
        Trace truth = app(target, l);
        Extrapolation x = Extrapolator.extrapolate(traces, new Scale(target, 8), null);
        assertEquals(List.of(), SiteComparison.wrongUnits(x, truth).stream().map(UnitReport::site).toList());
        UnitReport u = x.units().get(0);
        Matcher m = u.built() ? null : AdvicePromiseTest.ADVICE.matcher(u.reason());
        Assume.that(m != null && m.find() && !u.reason().contains("no count keeping"));
        long n = Long.parseLong(m.group(1));
        assertTrue(valid(l, n), "the advised count " + n + " keeps what the application needs: " + u.reason());
        traces.add(app(n, l));
        Extrapolation y = Extrapolator.extrapolate(traces, new Scale(target, 8), null);
        assertEquals(List.of(), SiteComparison.wrongUnits(y, truth).stream().map(UnitReport::site).toList());
        UnitReport v = y.units().get(0);
        assertTrue(v.exact() || !AdvicePromiseTest.ADVICE.matcher(v.reason()).find(), "after a trace at P=" + n + ": " + u.reason()
                + "\n  now: " + v.reason());
    }

    private static LongUnaryOperator rule(int law) {
        return switch (law) {
            case 0 -> p -> p % 2 == 0 ? p / 2 : -1;
            case 1 -> p -> Long.highestOneBit(p) / 2;
            case 2 -> p -> (Long.bitCount(p) == 1 ? p : Long.highestOneBit(p) << 1) / 4;
            case 3 -> Grids::squarestShort;
            case 4 -> Grids::gaColumns;
            case 5 -> Grids::floorSqrt;
            case 6 -> p -> p % 4 == 0 ? 3 * p / 4 : -1;
            default -> p -> p % 8 == 0 ? p / 8 + 1 : -1;
        };
    }

    /** The application runs at p: its rule has a value there, a proper part of P, and p fills nodes of 8. */
    private static boolean valid(LongUnaryOperator l, long p) {
        long v = l.applyAsLong(p);
        return p % 8 == 0 && v > 0 && v < p;
    }

    private static Trace app(long p, LongUnaryOperator l) throws Exception {
        long n = l.applyAsLong(p);
        String t = String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:8%n"
                + "comm id=1 call=MPI_Comm_split parent=0 members=0:%d color=0 site=main@app.c:10%n"
                + "end comms=1 frees=0 groups=0%n", p, n);
        return TraceReader.read("p" + p, new StringReader(t));
    }
}
