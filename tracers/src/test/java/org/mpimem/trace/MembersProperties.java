package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** {@link Members} against the plain list of (group, rank) elements it was built from. */
class MembersProperties {

    /** Random (group, rank) elements, or concatenated runs (which merging must compress). */
    @Provide
    Arbitrary<List<Long>> elements() {
        Arbitrary<Long> one = Combinators.combine(Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 40))
                .as(Members::gpid);
        Arbitrary<List<Long>> scattered = one.list().ofMaxSize(60);
        Arbitrary<List<Long>> runs = RunArithmeticProperties.runs(3, 100, 12, 5).list().ofMaxSize(8).map(MembersProperties::expand);
        return Arbitraries.oneOf(scattered, runs);
    }

    static List<Long> expand(List<Run> runs) {
        List<Long> out = new ArrayList<>();
        for (Run r : runs) for (int i = 0; i < r.count(); i++) out.add(Members.gpid(r.group(), r.rankAt(i)));
        return out;
    }

    static Members build(List<Long> elements) {
        Members.Builder b = new Members.Builder();
        for (long e : elements) b.add(Members.groupOf(e), Members.rankOf(e));
        return b.build();
    }

    static long[] array(List<Long> l) {
        return l.stream().mapToLong(Long::longValue).toArray();
    }

    @Property
    void getReturnsEveryElement(@ForAll("elements") List<Long> elements) {
        Members m = build(elements);
        assertEquals(elements.size(), m.size());
        for (int i = 0; i < elements.size(); i++) assertEquals((long) elements.get(i), m.get(i), "element " + i);
    }

    @Property
    void toArrayIsTheInput(@ForAll("elements") List<Long> elements) {
        assertArrayEquals(array(elements), build(elements).toArray());
    }

    @Property
    void sliceMatchesTheSubList(@ForAll("elements") List<Long> elements, @ForAll @IntRange(max = 100) int a, @ForAll @IntRange(max = 100) int b) {
        int n = elements.size(), from = Math.min(a, n), len = Math.min(b, n - from);
        Members s = build(elements).slice(from, len);
        assertArrayEquals(array(elements.subList(from, from + len)), s.toArray());
        assertEquals(build(elements.subList(from, from + len)), s, "a slice is built canonically too");
    }

    @Property
    void buildingFromRunsGivesAnEqualList(@ForAll("elements") List<Long> elements) {
        Members m = build(elements);
        assertEquals(m, Members.of(m.runs()));
        assertEquals(m.hashCode(), Members.of(m.runs()).hashCode());
    }

    @Property
    void anyWayOfWritingTheListBuildsTheSameMembers(@ForAll("runLists") List<Run> runs) {
        assertEquals(build(expand(runs)), Members.of(runs));
    }

    @Provide
    Arbitrary<List<Run>> runLists() {
        return RunArithmeticProperties.runs(2, 60, 10, 4).list().ofMaxSize(8);
    }
}
