package org.mpimem.model.ompi;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Open MPI's sparse group choice: whatever the member list (sorted, strided, shuffled, blocks),
 * the chosen format reads every rank back exactly and its length is the least of the formats
 * that can hold the list, each length computed element by element as ompi_group_calc_* do.
 */
class SparseGroupProperties {

    @Property(tries = 400)
    void chosenFormatTranslatesBackAndIsTheMinimum(@ForAll("lists") List<Integer> ranks) {
        int parent = 1 + ranks.stream().mapToInt(Integer::intValue).max().orElse(0) + ranks.size() % 7;
        SparseGroup g = SparseGroup.choose(Members.ofRanks(ranks.stream().mapToInt(Integer::intValue).toArray()), parent);
        for (int i = 0; i < ranks.size(); i++) assertEquals(ranks.get(i), g.parentRank(i), "rank " + i + " of " + g.format());
        long[] oracle = elementwise(ranks, parent);
        long min = oracle[0];
        for (long l : oracle) if (l != -1 && l < min) min = l;
        assertEquals(min, g.length(), "format " + g.format());
        assertEquals(min, oracle[g.format().ordinal()]);
        for (int i = 0; i < g.format().ordinal(); i++) assertEquals(true, oracle[i] == -1 || oracle[i] > min, "tie goes to the earlier format");
    }

    /** ompi_group_calc_plist, _strided (check_stride), _sporadic, _bmap (check_order) on the rank array. */
    private static long[] elementwise(List<Integer> r, int parent) {
        int n = r.size();
        int s = n > 1 ? r.get(1) - r.get(0) : 1;
        boolean strided = s >= 0, ordered = true;
        long runs = 1;
        for (int i = 1; i < n; i++) {
            if (r.get(i) - r.get(i - 1) != s) strided = false;
            if (r.get(i) < r.get(i - 1)) ordered = false;
            if (r.get(i) != r.get(i - 1) + 1) runs++;
        }
        return new long[]{8L * n, strided ? 12 : -1, 8 * runs, ordered ? (parent + 7) / 8 : -1};
    }

    @Provide
    Arbitrary<List<Integer>> lists() {
        Arbitrary<List<Integer>> strided = Combinators.combine(Arbitraries.integers().between(0, 50),
                Arbitraries.integers().between(1, 300), Arbitraries.integers().between(1, 9))
                .as((o, c, s) -> IntStream.range(0, c).map(i -> o + i * s).boxed().toList());
        Arbitrary<List<Integer>> subset = Arbitraries.integers().between(0, 2000).set().ofMinSize(1).ofMaxSize(300)
                .map(set -> set.stream().sorted().toList());
        Arbitrary<List<Integer>> shuffled = subset.map(l -> {
            List<Integer> c = new ArrayList<>(l);
            Collections.shuffle(c, new java.util.Random(l.size()));
            return c;
        });
        Arbitrary<List<Integer>> blocks = Combinators.combine(Arbitraries.integers().between(1, 40),
                Arbitraries.integers().between(1, 20), Arbitraries.integers().between(0, 30))
                .as((b, k, gap) -> IntStream.range(0, k).flatMap(j -> IntStream.range(0, b).map(i -> j * (b + gap) + i)).boxed().toList());
        return Arbitraries.oneOf(strided, subset, shuffled, blocks);
    }

    @Test
    void openMpisConsequencesOfTheStrictMinimum() {
        // a contiguous block of n >= 2 is sporadic with one entry (8 < 12); a stride > 1 is strided; one rank stays dense
        assertEquals(SparseGroup.Format.SPORADIC, SparseGroup.choose(Members.of(Run.of(100, 1000, 1)), 786_432).format());
        assertEquals(SparseGroup.Format.STRIDED, SparseGroup.choose(Members.of(Run.of(3, 1000, 16)), 786_432).format());
        assertEquals(SparseGroup.Format.DENSE, SparseGroup.choose(Members.of(Run.of(5, 1, 1)), 786_432).format());
        // a bitmap wins when the list has more runs than parent/64: pairs with gaps in a 16-rank parent (2 B < 6 entries of 8)
        assertEquals(SparseGroup.Format.BITMAP, SparseGroup.choose(Members.ofRanks(0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15), 16).format());
    }
}
