package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The run-length explicit placement (issue 14: it used to expand to an int per rank) answers as
 * the per-rank map it stands for: node of every rank, node runs of member runs, spec and equality.
 */
class ExplicitPlacementProperties {

    @Provide
    Arbitrary<int[]> perRank() {
        return Arbitraries.integers().between(0, 3).array(int[].class).ofMinSize(1).ofMaxSize(60);
    }

    @Property(tries = 300)
    void answersAsThePerRankMap(@ForAll("perRank") int[] node, @ForAll("strides") int stride, @ForAll("fractions") double at) {
        Placement.Explicit p = new Placement.Explicit(node);
        for (int r = 0; r < node.length; r++) assertEquals(node[r], p.nodeOf(r));
        int n = node.length, start = stride > 0 ? (int) (at * n) : n - 1 - (int) (at * n);
        int count = stride > 0 ? (n - 1 - start) / stride + 1 : start / -stride + 1;
        Run run = new Run(0, start, count, count == 1 ? 1 : stride);
        for (int i = 0; i < run.count(); i++) {
            int j = i;
            while (j < run.count() && node[run.rankAt(j)] == node[run.rankAt(i)]) j++;
            assertEquals(j - i, p.sameNodeCount(run, i), "run " + run + " from element " + i);
        }
        // written as runs (what the reader builds) it is the same placement, with the same spec
        Placement.Explicit back = parse(p.spec());
        assertEquals(p, back);
        assertEquals(p.spec(), back.spec());
    }

    private static Placement.Explicit parse(String spec) {
        List<String> items = List.of(spec.substring("explicit:".length()).split(","));
        int[] node = new int[items.size()], count = new int[items.size()];
        for (int k = 0; k < items.size(); k++) {
            node[k] = Integer.parseInt(items.get(k).split("x")[0]);
            count[k] = Integer.parseInt(items.get(k).split("x")[1]);
        }
        return new Placement.Explicit(node, count);
    }

    @Provide
    Arbitrary<Integer> strides() {
        return Arbitraries.integers().between(-7, 7).filter(s -> s != 0);
    }

    @Provide
    Arbitrary<Double> fractions() {
        return Arbitraries.doubles().between(0, 0.999).ofScale(3);
    }
}
