package org.mpimem.model.ompi;

import org.mpimem.model.scan.NodeSplit;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.LinkedHashMap;
import java.util.Map;

/** Processes of a member list grouped by how many members share their node (node-local procs at MPI_Init). */
final class NodeCounts {
    private NodeCounts() {}

    static Map<Long, Members> of(Members members, Placement placement) {
        Map<Long, Members.Builder> by = new LinkedHashMap<>();
        for (NodeSplit.Cycle c : NodeSplit.of(members, placement).cycles())
            for (int i = 0; i < c.nodes().size(); i++)
                c.processes(i).runs().forEach(by.computeIfAbsent((long) c.nodes().get(i).size(), x -> new Members.Builder())::add);
        Map<Long, Members> out = new LinkedHashMap<>();
        by.forEach((n, b) -> out.put(n, b.build()));
        return out;
    }
}
