package org.mpimem.account;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Run;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The periodic-segment vector equals a plain per-process array under any sequence of run charges. */
class CostVectorProperties {
    static final int SIZE = 97;

    record Charge(Run run, int times, int delta, long bytes) {
        Charge(Run run, long bytes) {
            this(run, 1, 1, bytes);
        }
    }

    /** mergeLimit 0 never merges unlike neighbours rank by rank; 16 sometimes; the default always at this size. */
    @Property(tries = 1000)
    void equalsPlainArray(@ForAll("charges") List<Charge> charges, @ForAll("mergeLimits") int mergeLimit) {
        check(charges, mergeLimit);
    }

    @Property(tries = 500)
    void translatedBlocksEqualPlainArray(@ForAll("blockCharges") List<Charge> charges, @ForAll("mergeLimits") int mergeLimit) {
        check(charges, mergeLimit);
    }

    /**
     * Rows whose first node differs from the others (node_comm of a row's first node shares the
     * row's table): after every row is charged, one pattern of the row's length covers them all.
     */
    @Property(tries = 200)
    void translatedRowsCollapse(@ForAll @IntRange(min = 2, max = 40) int nodesPerRow, @ForAll @IntRange(min = 1, max = 16) int ppn,
                                @ForAll @IntRange(min = 3, max = 60) int rows) {
        int row = nodesPerRow * ppn, size = row * rows;
        CostVector v = new CostVector(size);
        for (int r = 0; r < rows; r++) {
            v.add(new Run(0, r * row, row, 1), 100);
            v.add(new Run(0, r * row, nodesPerRow, ppn), 7);
            if (ppn > 1) v.add(new Run(0, r * row + ppn, row - ppn, 1), 3);
        }
        assertTrue(v.segments() <= 2, v.segments() + " segments for " + rows + " rows");
        assertEquals(ppn == 1 ? 107 : 110, v.valueAt(size - row + ppn));
    }

    private static void check(List<Charge> charges, int mergeLimit) {
        CostVector v = new CostVector(SIZE, mergeLimit);
        long[] plain = new long[SIZE];
        for (Charge c : charges) {
            v.add(c.run(), c.times(), c.delta(), c.bytes());
            for (int k = 0; k < c.times(); k++)
                for (int i = 0; i < c.run().count(); i++) plain[c.run().rankAt(i) + k * c.delta()] += c.bytes();
        }
        assertEqualsPlain(plain, v);
    }

    /** Every value, the sum and both extremes (lowest rank on ties) of {@code v} are those of {@code plain}. */
    static void assertEqualsPlain(long[] plain, CostVector v) {
        int size = plain.length;
        long sum = 0;
        int max = 0, min = 0;
        for (int p = 0; p < size; p++) {
            assertEquals(plain[p], v.valueAt(p), "rank " + p);
            sum += plain[p];
            if (plain[p] > plain[max]) max = p;
            if (plain[p] < plain[min]) min = p;
        }
        assertEquals(java.math.BigInteger.valueOf(sum), v.sum());
        assertEquals(max, v.extreme(true));
        assertEquals(min, v.extreme(false));
    }

    @Provide
    Arbitrary<List<Charge>> charges() {
        Arbitrary<Run> runs = Combinators.combine(Arbitraries.integers().between(0, SIZE - 1), Arbitraries.integers().between(1, 12),
                Arbitraries.integers().between(1, 60), Arbitraries.of(1, -1)).as((start, stride, count, sign) -> {
            int s = stride * sign;
            int max = s > 0 ? (SIZE - 1 - start) / s + 1 : start / -s + 1;
            return new Run(0, start, Math.min(count, max), s);
        });
        Arbitrary<Charge> one = Combinators.combine(runs, Arbitraries.longs().between(-500, 500)).as(Charge::new);
        return one.list().ofMinSize(1).ofMaxSize(25);
    }

    @Provide
    Arbitrary<Integer> mergeLimits() {
        return Arbitraries.of(0, 16, CostVector.MERGE_LIMIT);
    }

    /** A block (ascending or not) and translates of it that do not overlap, all inside the ranks. */
    @Provide
    Arbitrary<List<Charge>> blockCharges() {
        Arbitrary<Charge> one = Combinators.combine(Arbitraries.integers().between(0, SIZE - 1), Arbitraries.integers().between(1, 5),
                Arbitraries.integers().between(1, 6), Arbitraries.integers().between(0, 8), Arbitraries.integers().between(1, 12),
                Arbitraries.longs().between(-500, 500)).as((start, stride, count, gap, times, bytes) -> {
            int span = (count - 1) * stride, delta = span + 1 + gap;
            int fit = Math.max(1, Math.min(times, (SIZE - 1 - start - span) / delta + 1));
            if (start + span >= SIZE) return new Charge(new Run(0, start, 1, 1), bytes);
            Run block = bytes % 2 == 0 ? new Run(0, start, count, stride) : new Run(0, start + span, count, -stride);
            return new Charge(block, fit, delta, bytes);
        });
        return one.list().ofMinSize(1).ofMaxSize(25);
    }
}
