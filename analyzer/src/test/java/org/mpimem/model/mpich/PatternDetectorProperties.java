package org.mpimem.model.mpich;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mpimem.trace.Members;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The run-compressed detector agrees with the plain-array one on any array, regular or not. */
class PatternDetectorProperties {

    @Property(tries = 2000)
    void compressedDetectionEqualsBruteForce(@ForAll("arrays") int[] a) {
        Members.Builder b = new Members.Builder();
        for (int x : a) b.add(0, x);
        assertEquals(PatternDetector.detect(a), PatternDetector.detect(b.build()));
    }

    @Property(tries = 1000)
    void detectedFormulaReproducesTheArray(@ForAll("arrays") int[] a) {
        Pattern p = PatternDetector.detect(a);
        if (!p.isRegular()) return;
        for (int i = 0; i < a.length; i++) assertEquals(a[i], p.at(i), "index " + i + " of " + p);
    }

    @Provide
    Arbitrary<int[]> arrays() {
        Arbitrary<int[]> regular = Combinators.combine(
                Arbitraries.integers().between(0, 50), Arbitraries.integers().between(1, 6),
                Arbitraries.integers().between(1, 12), Arbitraries.integers().between(1, 40)).as((off, bs, extra, n) -> {
            int st = bs + extra;
            int[] a = new int[n];
            for (int i = 0; i < n; i++) a[i] = off + (i / bs) * st + i % bs;
            return a;
        });
        Arbitrary<int[]> perturbed = regular.flatMap(a -> Arbitraries.integers().between(0, a.length - 1)
                .map(i -> { int[] c = a.clone(); c[i] += 1000; return c; }));
        Arbitrary<int[]> random = Arbitraries.integers().between(0, 60).array(int[].class).ofMinSize(0).ofMaxSize(30).uniqueElements();
        return Arbitraries.oneOf(List.of(regular, perturbed, random));
    }
}
