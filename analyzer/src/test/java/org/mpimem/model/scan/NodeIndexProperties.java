package org.mpimem.model.scan;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** NodeIndex numbers node ids in order of first appearance, as a LinkedHashMap of boxed ids does. */
class NodeIndexProperties {
    @Property(tries = 300)
    void numbersNodesAsALinkedHashMap(@ForAll @Size(max = 3000) List<@IntRange(min = -5, max = 100_000) Integer> ids) {
        NodeIndex index = new NodeIndex();
        Map<Integer, Integer> oracle = new LinkedHashMap<>();
        for (int id : ids) {
            Integer expected = oracle.computeIfAbsent(id, x -> oracle.size());
            assertEquals(expected, index.of(id), "node " + id);
        }
        int i = 0;
        for (int id : oracle.keySet()) assertEquals(id, index.node(i++));
    }
}
