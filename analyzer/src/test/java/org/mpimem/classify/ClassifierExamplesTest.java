package org.mpimem.classify;

import org.mpimem.model.mpich.Pattern;
import org.mpimem.model.mpich.PatternDetector;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassifierExamplesTest {

    static Classification example(String name) throws Exception {
        return Classifier.classify(name, TraceReader.read(Path.of("..", "examples", name + ".trace")));
    }

    @Test
    void exampleTracesFallInTheirColumns() throws Exception {
        assertEquals(Map.of(Column.TOPO, 1, Column.OFFSET, 4), example("cart-create").counts());
        assertEquals(Map.of(Column.STRIDE, 2), example("odd-even-split").counts());
        assertEquals(Map.of(Column.IRREG, 1), example("reversed-split").counts());
        assertEquals(Map.of(Column.OFFSET, 2, Column.INTERCOMM, 2), example("intercomm-merge").counts());
        Classification spawn = example("spawn-merge");
        assertEquals(Map.of(Column.INTERCOMM, 2, Column.IRREG, 1), spawn.counts());
        Classification grid = example("grid-row-col");
        assertTrue(grid.count(Column.OFFSET) > 0 && grid.count(Column.STRIDE) > 0);
        // the examples' "comm" lines, counted by hand
        Map<String, Integer> comms = Map.of("cart-create", 5, "dup-world", 2, "grid-row-col", 8, "intercomm-merge", 4,
                "odd-even-split", 2, "reversed-split", 1, "spawn-merge", 3);
        for (Map.Entry<String, Integer> e : comms.entrySet()) assertEquals(e.getValue(), example(e.getKey()).comms(), e.getKey());
    }

    /**
     * Oracle: a split of WORLD lands in the column of the brute-force pattern of its ranks (the
     * child->parent array when the parent is WORLD); a contiguous block, every k-th rank and a
     * shuffle cover offset, stride and irregular.
     */
    @Property(tries = 60)
    void splitsOfWorldFollowTheBruteForcePattern(@ForAll @IntRange(min = 4, max = 200) int procs, @ForAll @IntRange(min = 0, max = 1000) int a,
                                                 @ForAll @IntRange(min = 2, max = 7) int k, @ForAll long seed) {
        int first = a % procs, len = 1 + a % (procs - first);
        List<int[]> children = new ArrayList<>();
        children.add(java.util.stream.IntStream.range(first, first + len).toArray());
        children.add(java.util.stream.IntStream.iterate(first % k, r -> r < procs, r -> r + k).toArray());
        List<Integer> shuffled = new ArrayList<>();
        for (int i = 0; i < procs; i++) shuffled.add(i);
        Collections.shuffle(shuffled, new java.util.Random(seed));
        children.add(shuffled.stream().mapToInt(Integer::intValue).toArray());
        Trace.Builder b = new Trace.Builder("t", procs, new Placement.Block(4));
        Map<Column, Integer> expected = new java.util.EnumMap<>(Column.class);
        for (int[] ranks : children) {
            b.intra(MpiCall.COMM_SPLIT, Members.ofRanks(ranks), Trace.WORLD);
            Pattern p = PatternDetector.detect(ranks);
            Column col = switch (p.kind()) {
                case DIRECT, OFFSET -> Column.OFFSET;
                case STRIDE, STRIDE_BLOCK -> Column.STRIDE;
                case IRREGULAR -> Column.IRREG;
            };
            expected.merge(col, 1, Integer::sum);
        }
        assertEquals(expected, Classifier.classify("t", b.build()).counts());
    }
}
