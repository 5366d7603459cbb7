package org.mpimem.model;

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

/** The periodic node decomposition, expanded, equals a member-by-member scan (MPICH's). */
class NodeSplitProperties {

    @Property(tries = 1500)
    void periodicSplitEqualsScan(@ForAll @IntRange(min = 0, max = 40) int start, @ForAll @IntRange(min = 1, max = 300) int count,
                                 @ForAll @IntRange(min = 1, max = 37) int stride, @ForAll @IntRange(min = 1, max = 20) int ppn) {
        Members m = Members.of(new Run(0, start, count, stride));
        NodeSplit split = NodeSplit.of(m, new Placement.Block(ppn));
        Map<Integer, List<Integer>> scan = new LinkedHashMap<>();
        for (int i = 0; i < m.size(); i++) scan.computeIfAbsent(m.rank(i) / ppn, k -> new ArrayList<>()).add(i);
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
        assertEquals(new ArrayList<>(scan.values()), got);
        List<Integer> external = scan.values().stream().map(l -> l.get(0)).toList();
        assertEquals(external.size(), split.external().size());
        for (int i = 0; i < external.size(); i++) {
            assertEquals(external.get(i), split.external().rank(i));
            assertEquals(m.get(external.get(i)), split.roots().get(i));
        }
    }
}
