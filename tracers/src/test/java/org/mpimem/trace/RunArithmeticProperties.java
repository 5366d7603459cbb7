package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The validator's run arithmetic against brute force on the expanded elements. */
class RunArithmeticProperties {

    /** Runs in groups [0, groups), starts below maxStart, up to maxCount elements, |stride| <= maxStride. */
    static Arbitrary<Run> runs(int groups, int maxStart, int maxCount, int maxStride) {
        Arbitrary<Integer> stride = Arbitraries.integers().between(-maxStride, maxStride).filter(s -> s != 0);
        return Combinators.combine(Arbitraries.integers().between(0, groups - 1), Arbitraries.integers().between(0, maxStart),
                        Arbitraries.integers().between(1, maxCount), stride)
                .filter((g, s, c, d) -> (long) s + (long) (c - 1) * d >= 0 && (long) s + (long) (c - 1) * d <= Integer.MAX_VALUE)
                .as(Run::new);
    }

    @Provide
    Arbitrary<Run> small() {
        return runs(2, 120, 40, 9);
    }

    /** Far apart and widely strided, where the CRT solution is large. */
    @Provide
    Arbitrary<Run> large() {
        return Arbitraries.oneOf(runs(1, Integer.MAX_VALUE, 30, 1_000_000), runs(1, 1_000_000, 30, 40_000),
                runs(1, 2_000_000, 50, 1 << 20));
    }

    static Set<Long> set(Run r) {
        Set<Long> s = new HashSet<>();
        for (int i = 0; i < r.count(); i++) s.add(Members.gpid(r.group(), r.rankAt(i)));
        return s;
    }

    static void assertIntersection(Run a, Run b) {
        TreeSet<Long> both = new TreeSet<>(set(a));
        both.retainAll(set(b));
        assertEquals(both.size(), RunArithmetic.intersectionCount(a, b), a + " & " + b);
        assertEquals(both.isEmpty() ? -1 : Members.rankOf(both.first()), RunArithmetic.firstCommon(a, b), a + " & " + b);
    }

    @Property(tries = 2000)
    void intersectionOfSmallRunsIsTheBruteForceCount(@ForAll("small") Run a, @ForAll("small") Run b) {
        assertIntersection(a, b);
    }

    @Property(tries = 2000)
    void intersectionOfLargeRunsIsTheBruteForceCount(@ForAll("large") Run a, @ForAll("large") Run b) {
        assertIntersection(a, b);
    }

    /** A second run through an element of the first, so that large runs do meet. */
    @Property(tries = 2000)
    void intersectionOfRunsThatMeet(@ForAll("large") Run a, @ForAll("large") Run b) {
        int rank = a.rankAt(a.count() / 2);
        int i = b.count() / 3;
        long start = rank - (long) i * b.stride(), last = start + (long) (b.count() - 1) * b.stride();
        if (start < 0 || last < 0 || start > Integer.MAX_VALUE || last > Integer.MAX_VALUE) return;
        assertIntersection(a, new Run(a.group(), (int) start, b.count(), b.stride()));
    }

    @Provide
    Arbitrary<List<Run>> lists() {
        return runs(2, 60, 12, 6).list().ofMaxSize(6);
    }

    @Property(tries = 1000)
    void setQuestionsAgreeWithBruteForceOnBothPaths(@ForAll("lists") List<Run> x, @ForAll("lists") List<Run> y) {
        Members a = Members.of(x), b = Members.of(y);
        List<Long> ea = MembersProperties.expand(x), eb = MembersProperties.expand(y);
        boolean dup = new HashSet<>(ea).size() != ea.size();
        for (long limit : new long[] {0, Long.MAX_VALUE}) {
            assertEquals(dup, RunArithmetic.hasDuplicates(a, limit), a + " limit " + limit);
            assertEquals(ea.stream().noneMatch(new HashSet<>(eb)::contains), RunArithmetic.disjoint(a, b, limit));
            if (new HashSet<>(eb).size() == eb.size())
                assertEquals(new HashSet<>(eb).containsAll(ea), RunArithmetic.isSubset(a, b, limit), a + " in " + b);
        }
    }
}
