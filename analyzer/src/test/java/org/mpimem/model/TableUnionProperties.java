package org.mpimem.model;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * The holders of a shared table are the set union of the referencing lists, whether one list
 * covers the others run by run (a prefix child, a strided subset) or not: compared with the
 * union of the expanded lists.
 */
class TableUnionProperties {

    @Property(tries = 1000)
    void unionIsTheSetOfAllHolders(@ForAll("holderLists") List<Members> lists) {
        TreeSet<Long> expected = new TreeSet<>();
        for (Members m : lists) for (long g : m.toArray()) expected.add(g);
        long[] got = Table.union(lists).toArray();
        Arrays.sort(got);
        assertArrayEquals(expected.stream().mapToLong(Long::longValue).toArray(), got);
    }

    @Provide
    Arbitrary<List<Members>> holderLists() {
        Arbitrary<Run> runs = Combinators.combine(Arbitraries.integers().between(0, 1), Arbitraries.integers().between(0, 60),
                Arbitraries.integers().between(1, 20), Arbitraries.of(1, 2, 3, 4, -1, -2))
                .as((g, start, count, stride) -> new Run(g, stride > 0 ? start : start + (count - 1) * -stride, count, stride));
        // a list, and lists derived from it: a prefix, every other element, a slice; or unrelated lists
        Arbitrary<Members> one = runs.list().ofMinSize(1).ofMaxSize(3).map(l -> {
            Members.Builder b = new Members.Builder();
            TreeSet<Long> seen = new TreeSet<>();
            for (Run r : l) for (int i = 0; i < r.count(); i++) if (seen.add(Members.gpid(r.group(), r.rankAt(i)))) b.add(r.group(), r.rankAt(i));
            return b.build();
        });
        return Combinators.combine(one, one, Arbitraries.integers().between(0, 3)).as((a, other, shape) -> {
            List<Members> l = new ArrayList<>(List.of(a));
            switch (shape) {
                case 0 -> l.add(a.slice(0, (a.size() + 1) / 2));
                case 1 -> l.add(a.slice(a.size() / 3, a.size() - a.size() / 3));
                case 2 -> { l.add(other); l.add(a.slice(0, 1)); }
                default -> l.add(other);
            }
            return l;
        });
    }
}
