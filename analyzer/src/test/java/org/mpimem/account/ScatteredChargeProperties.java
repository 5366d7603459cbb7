package org.mpimem.account;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Charges of many scattered pieces at once ({@link CostVector#addEach}), mixed with ordinary
 * adds, leave the vector equal to a plain per-process array; {@link Stretch#cut} tiles its
 * stretch and reproduces every value.
 */
class ScatteredChargeProperties {
    static final int SIZE = 600;

    /** A step: pieces added at once (many), or one run added alone (pieces of size one). */
    record Step(List<Piece> pieces, long bytes) {}

    @Property(tries = 400)
    void atOnceEqualsPlainArray(@ForAll("steps") List<Step> steps) {
        CostVector v = new CostVector(SIZE);
        long[] plain = new long[SIZE];
        for (Step s : steps) {
            if (s.pieces().size() == 1) {
                Piece p = s.pieces().get(0);
                v.add(p.block(), p.times(), p.delta(), s.bytes());
            } else {
                v.addEach(s.pieces(), s.bytes());
            }
            for (Piece p : s.pieces()) p.addTo(plain, 0, s.bytes());
        }
        CostVectorProperties.assertEqualsPlain(plain, v);
    }

    @Property(tries = 500)
    void cutReproducesTheStretch(@ForAll("stretches") long[] values) {
        int at = 0;
        for (Stretch.Part part : Stretch.cut(values)) {
            assertEquals(at, part.from(), "parts tile the stretch");
            assertTrue(part.to() > part.from());
            for (int p = part.from(); p < part.to(); p++)
                assertEquals(values[p], part.pattern()[(p - part.from()) % part.pattern().length], "rank " + p);
            at = part.to();
        }
        assertEquals(values.length, at);
    }

    /**
     * The rule CostVector's per-rank segments rely on: the shortest period q of v is the shortest
     * period dividing |v| whenever one below |v| exists (reduce, a search over the divisors), and
     * none does when q does not divide |v|.
     */
    @Property(tries = 500)
    void reduceIsTheShortestPeriodWhenItDivides(@ForAll("periodic") long[] values) {
        int n = values.length, q = CostVector.shortestPeriod(values, n);
        long[] expected = n % q == 0 ? java.util.Arrays.copyOf(values, q) : values;
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, CostVector.reduce(values));
    }

    /**
     * Stretches as above, and patterns of one value with another at the end, repeated: every
     * divisor below the period matches until that end, so the divisor search reads more than 2|v|
     * values and reduce must settle it by the border scan.
     */
    @Provide
    Arbitrary<long[]> periodic() {
        Arbitrary<long[]> almostConstant = Combinators.combine(Arbitraries.integers().between(2, 64), Arbitraries.integers().between(1, 8),
                Arbitraries.integers().between(0, 2)).as((period, copies, tail) -> {
            long[] r = new long[period * copies + tail];
            for (int i = 0; i < r.length; i++) r[i] = i % period == period - 1 ? 1 : 0;
            return r;
        });
        return Arbitraries.oneOf(stretches(), almostConstant);
    }

    /** Values in long constant runs, short irregular stretches and repeated patterns, as charges leave them. */
    @Provide
    Arbitrary<long[]> stretches() {
        Arbitrary<long[]> run = Combinators.combine(Arbitraries.longs().between(-3, 3), Arbitraries.integers().between(1, 200))
                .as((x, n) -> { long[] r = new long[n]; java.util.Arrays.fill(r, x); return r; });
        Arbitrary<long[]> noise = Arbitraries.longs().between(-3, 3).array(long[].class).ofMinSize(1).ofMaxSize(150);
        Arbitrary<long[]> repeated = Combinators.combine(Arbitraries.longs().between(-3, 3).array(long[].class).ofMinSize(1).ofMaxSize(20),
                Arbitraries.integers().between(1, 30)).as((pat, k) -> {
            long[] r = new long[pat.length * k];
            for (int i = 0; i < r.length; i++) r[i] = pat[i % pat.length];
            return r;
        });
        return Arbitraries.oneOf(run, noise, repeated).list().ofMinSize(1).ofMaxSize(8).map(parts -> {
            long[] out = new long[parts.stream().mapToInt(p -> p.length).sum()];
            int i = 0;
            for (long[] p : parts) { System.arraycopy(p, 0, out, i, p.length); i += p.length; }
            return out;
        });
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Piece> piece = Combinators.combine(Arbitraries.integers().between(0, SIZE - 1), Arbitraries.integers().between(1, 4),
                Arbitraries.integers().between(1, 5), Arbitraries.integers().between(1, 4), Arbitraries.integers().between(0, 6))
                .as((start, count, stride, times, gap) -> {
                    int span = (count - 1) * stride, delta = span + 1 + gap;
                    if (start + span >= SIZE) return new Piece(new Run(0, start, 1, 1), 1, 1);
                    int fit = Math.max(1, Math.min(times, (SIZE - 1 - start - span) / delta + 1));
                    return new Piece(new Run(0, start, count, stride), fit, fit == 1 ? 1 : delta);
                });
        // scattered sets: one rank in each block of a node's size, at a random offset (node roots of a random order)
        Arbitrary<List<Piece>> roots = Combinators.combine(Arbitraries.integers().between(2, 32), Arbitraries.longs())
                .as((ppn, seed) -> {
                    java.util.Random rnd = new java.util.Random(seed);
                    List<Piece> out = new ArrayList<>();
                    for (int node = 0; node + ppn <= SIZE; node += ppn)
                        if (rnd.nextInt(4) > 0) out.add(new Piece(new Run(0, node + rnd.nextInt(ppn), 1, 1), 1, 1));
                    return out.isEmpty() ? List.of(new Piece(new Run(0, 0, 1, 1), 1, 1)) : out;
                });
        Arbitrary<Step> single = Combinators.combine(piece, Arbitraries.longs().between(-500, 500)).as((p, b) -> new Step(List.of(p), b));
        Arbitrary<Step> many = Combinators.combine(piece.list().ofMinSize(2).ofMaxSize(40), Arbitraries.longs().between(-500, 500)).as(Step::new);
        Arbitrary<Step> scattered = Combinators.combine(roots, Arbitraries.longs().between(-500, 500)).as(Step::new);
        return Arbitraries.oneOf(single, many, scattered).list().ofMinSize(1).ofMaxSize(20);
    }
}
