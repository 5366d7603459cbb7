package org.mpimem.account;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mpimem.trace.Run;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The periodic-segment vector equals a plain per-process array under any sequence of run charges. */
class CostVectorProperties {
    static final int SIZE = 97;

    record Charge(Run run, long bytes) {}

    @Property(tries = 1000)
    void equalsPlainArray(@ForAll("charges") List<Charge> charges) {
        CostVector v = new CostVector(SIZE);
        long[] plain = new long[SIZE];
        for (Charge c : charges) {
            v.add(c.run(), c.bytes());
            for (int i = 0; i < c.run().count(); i++) plain[c.run().rankAt(i)] += c.bytes();
        }
        long sum = 0;
        int max = 0, min = 0;
        for (int p = 0; p < SIZE; p++) {
            assertEquals(plain[p], v.valueAt(p), "rank " + p);
            sum += plain[p];
            if (plain[p] > plain[max]) max = p;
            if (plain[p] < plain[min]) min = p;
        }
        assertEquals(sum, v.sum());
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
}
