package org.mpimem.model.scan;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The periodic node decomposition, expanded, equals a member-by-member scan (MPICH's), and says
 * whether the nodes are balanced and consecutive as MPICH 5 tests it.
 */
class NodeSplitProperties {

    @Property(tries = 1500)
    void periodicSplitEqualsScan(@ForAll @IntRange(min = 0, max = 40) int start, @ForAll @IntRange(min = 1, max = 300) int count,
                                 @ForAll @IntRange(min = 1, max = 37) int stride, @ForAll @IntRange(min = 1, max = 20) int ppn) {
        check(Members.of(new Run(0, start, count, stride)), ppn);
    }

    /** Rows of a plane (translates by delta, whole nodes or not) and other run lists, in either order. */
    @Property(tries = 1500)
    void multiRunSplitEqualsScan(@ForAll @IntRange(min = 0, max = 40) int start, @ForAll @IntRange(min = 1, max = 40) int count,
                                 @ForAll @IntRange(min = 1, max = 5) int stride, @ForAll @IntRange(min = 1, max = 16) int ppn,
                                 @ForAll @IntRange(min = 2, max = 9) int runs, @ForAll @IntRange(min = 0, max = 300) int gap,
                                 @ForAll boolean nodeMultiple, @ForAll boolean reversed, @ForAll boolean ragged) {
        int span = (count - 1) * stride + 1;
        int delta = span + gap;
        if (nodeMultiple) delta = (delta + ppn - 1) / ppn * ppn;
        Members.Builder b = new Members.Builder();
        for (int k = 0; k < runs; k++) {
            int kk = reversed ? runs - 1 - k : k;
            int c = ragged && k == runs - 1 ? Math.max(1, count / 2) : count;
            b.add(new Run(0, start + kk * delta, c, stride));
        }
        check(b.build(), ppn);
    }

    /** One run of any stride (negative too) over cyclic placement: the split made in O(1) per run. */
    @Property(tries = 1500)
    void cyclicSplitEqualsScan(@ForAll @IntRange(min = 0, max = 40) int start, @ForAll @IntRange(min = 1, max = 300) int count,
                               @ForAll @IntRange(min = -37, max = 37) int stride, @ForAll @IntRange(min = 1, max = 40) int nodes) {
        if (stride == 0 || start + (long) (count - 1) * stride < 0) return;
        check(Members.of(new Run(0, start, count, stride)), new Placement.Cyclic(nodes));
    }

    /**
     * MPICH 5's test on the internode table (node ids relabelled 0.. in order of first
     * appearance): NODE_CONSECUTIVE when it never decreases, NODE_BALANCED when every node
     * counts as many ranks as the first.
     */
    private static boolean canonical(Members m, Placement placement, Map<Integer, List<Integer>> nodes) {
        List<Integer> order = new ArrayList<>(nodes.keySet());
        int prev = 0;
        for (int i = 0; i < m.size(); i++) {
            int label = order.indexOf(placement.nodeOf(m.rank(i)));
            if (label < prev) return false;
            prev = label;
        }
        int first = nodes.get(order.get(0)).size();
        return nodes.values().stream().allMatch(l -> l.size() == first);
    }

    private static void check(Members m, int ppn) {
        check(m, new Placement.Block(ppn));
    }

    private static void check(Members m, Placement placement) {
        NodeSplit split = NodeSplit.of(m, placement);
        Map<Integer, List<Integer>> scan = new LinkedHashMap<>();
        for (int i = 0; i < m.size(); i++) scan.computeIfAbsent(placement.nodeOf(m.rank(i)), k -> new ArrayList<>()).add(i);
        List<List<Integer>> got = new ArrayList<>();
        for (NodeSplit.Cycle c : split.cycles())
            for (int k = 0; k < c.repeat(); k++)
                for (int i = 0; i < c.nodes().size(); i++) {
                    NodeSplit.Node n = c.at(i, k);
                    List<Integer> pos = new ArrayList<>();
                    for (int j = 0; j < n.size(); j++) {
                        pos.add(n.positions().rank(j));
                        assertEquals(m.get(n.positions().rank(j)), n.processes().get(j));
                    }
                    got.add(pos);
                }
        // a node's processes over all repetitions (how a cycle is charged) are those of its repetitions
        for (NodeSplit.Cycle c : split.cycles())
            for (int i = 0; i < c.nodes().size(); i++) {
                java.util.Set<Long> all = new java.util.HashSet<>();
                for (int k = 0; k < c.repeat(); k++) for (long x : c.at(i, k).processes().toArray()) all.add(x);
                long[] union = c.processes(i).toArray();
                assertEquals(all.size(), union.length);
                for (long x : union) assertEquals(true, all.contains(x));
            }
        assertEquals(new ArrayList<>(scan.values()), got);
        assertEquals(canonical(m, placement, scan), split.canonical(), "canonical " + m);
        List<Integer> external = scan.values().stream().map(l -> l.get(0)).toList();
        assertEquals(external.size(), split.external().size());
        for (int i = 0; i < external.size(); i++) {
            assertEquals(external.get(i), split.external().rank(i));
            assertEquals(m.get(external.get(i)), split.roots().get(i));
        }
    }
}
