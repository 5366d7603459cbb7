package org.mpimem.extrapolate;

import org.junit.jupiter.api.Test;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.report.Check;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A loop of N dups of WORLD, each freed before the next, is 2N units of one event each: extrapolate
 * --check cost about 2 ms CPU a unit (every law of the family tried on each unit's constant values,
 * five times with the held-out fits, each unit fitted twice): N = 12,500 took 25 s CPU, N = 50,000
 * from two traces 150 s. A constant is now decided once per set of counts ({@code ConstantLaw}).
 */
class DupFreeLoopCostTest {
    /** The loop at P processes: dup, free, dup, free, ... */
    static String loop(int p, int n) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:%d%n", p, p));
        for (int k = 1; k <= n; k++)
            b.append(String.format(Locale.ROOT, "comm id=%d call=MPI_Comm_dup parent=0 members=0:%d site=loop@app.c:10%nfree id=%d call=MPI_Comm_free%n", k, p, k));
        return b.append(String.format(Locale.ROOT, "end comms=%d frees=%d groups=0%n", n, n)).toString();
    }

    private static Trace read(int p, int n) throws Exception {
        return TraceReader.read("p" + p, new StringReader(loop(p, n)));
    }

    @Test
    void aLoopOf25000DupsAndFreesIsCheckedInAFewSeconds() throws Exception {
        int n = 25_000;
        List<Trace> in = List.of(read(4, n), read(8, n));
        Trace real = read(16, n);
        CpuTime.Timed<Check> c = CpuTime.of(() -> {
            Extrapolation x = Extrapolator.extrapolate(in, new Scale(16, 16), null);
            return Check.of(x, real);
        });
        assertEquals(2L * n, c.value().count(Check.Verdict.EXACT));
        assertFalse(c.value().differs());
        // before: about 2 ms a unit, over 60 s here; after: about 4 s on a 2-core machine
        assertTrue(c.seconds() < 20, String.format(Locale.ROOT, "%.1f s CPU for %,d units", c.seconds(), 2 * n));
    }
}
