package org.mpimem.model;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a communicator's members fall on nodes, as MPICH's {@code MPIU_Find_local_and_external}
 * scans them (v3.2 local_proc.c:59-190): per node, its members in increasing communicator rank
 * ({@code node_comm}), and the lowest rank of each node in order of first appearance
 * ({@code node_roots_comm}).
 * <p>
 * Nodes come in {@link Cycle}s: a few nodes and translates of them. A one-run
 * communicator over block placement repeats with the period of (rank mod ppn), so 49,152 nodes
 * become a handful of groups; other layouts get one group per node.
 */
public final class NodeSplit {

    /** One node: its members' positions in the communicator and the processes themselves. */
    public record Node(int node, Members positions, Members processes) {
        public int size() {
            return positions.size();
        }

        public long root() {
            return processes.get(0);
        }
    }

    /**
     * Consecutive nodes that recur {@code repeat} times, repetition k shifted by k·dPos in
     * positions and k·dRank in ranks: nodes A B A' B' A'' B'' … is the cycle [A, B] repeated 3 times.
     */
    public record Cycle(List<Node> nodes, int repeat, int dPos, int dRank) {
        public Node at(int i, int k) {
            Node n = nodes.get(i);
            if (k == 0) return n;
            return new Node(n.node(), shift(n.positions(), k * dPos), shift(n.processes(), k * dRank));
        }

        /** The processes of node i over all repetitions. */
        public Members processes(int i) {
            Members p = nodes.get(i).processes();
            if (repeat == 1) return p;
            if (p.runCount() == 1) {
                Run r = p.run(0);
                if ((long) r.count() * r.stride() == dRank) return Members.of(new Run(r.group(), r.start(), r.count() * repeat, r.stride()));
            }
            Members.Builder b = new Members.Builder();
            for (int k = 0; k < repeat; k++) shift(p, k * dRank).runs().forEach(b::add);
            return b.build();
        }

        private static Members shift(Members m, int by) {
            Members.Builder b = new Members.Builder();
            for (Run r : m.runs()) b.add(new Run(r.group(), r.start() + by, r.count(), r.stride()));
            return b.build();
        }
    }

    private final List<Cycle> cycles;
    private final Members external;
    private final Members roots;

    private NodeSplit(List<Cycle> cycles) {
        this.cycles = cycles;
        Members.Builder ext = new Members.Builder(), rts = new Members.Builder();
        for (Cycle c : cycles) {
            if (c.nodes().size() == 1) {
                Node n = c.nodes().get(0);
                int ds = c.repeat() == 1 ? 1 : c.dPos(), dr = c.repeat() == 1 ? 1 : c.dRank();
                ext.add(new Run(0, n.positions().rank(0), c.repeat(), ds));
                rts.add(new Run(Members.groupOf(n.root()), Members.rankOf(n.root()), c.repeat(), dr));
                continue;
            }
            for (int k = 0; k < c.repeat(); k++)
                for (Node n : c.nodes()) {
                    ext.add(0, n.positions().rank(0) + k * c.dPos());
                    rts.add(Members.groupOf(n.root()), Members.rankOf(n.root()) + k * c.dRank());
                }
        }
        this.external = ext.build();
        this.roots = rts.build();
    }

    public static NodeSplit of(Members members, Placement placement) {
        if (members.runCount() == 1 && placement instanceof Placement.Block && members.run(0).stride() > 0)
            return periodic(members.run(0), placement);
        Map<Integer, Members.Builder[]> byNode = new LinkedHashMap<>();
        for (int k = 0; k < members.runCount(); k++) {
            Run r = members.run(k);
            int base = members.runOffset(k);
            for (int j = 0; j < r.count(); ) {
                int take = placement.sameNodeCount(r, j);
                Members.Builder[] b = byNode.computeIfAbsent(placement.nodeOf(r.rankAt(j)),
                        x -> new Members.Builder[]{new Members.Builder(), new Members.Builder()});
                b[0].add(new Run(0, base + j, take, 1));
                b[1].add(new Run(r.group(), r.rankAt(j), take, r.stride()));
                j += take;
            }
        }
        List<Cycle> cycles = new ArrayList<>(byNode.size());
        byNode.forEach((node, b) -> cycles.add(single(new Node(node, b[0].build(), b[1].build()))));
        return new NodeSplit(cycles);
    }

    /**
     * One ascending run over block placement: each node holds a contiguous piece of the run, and
     * the piece's shape depends only on where it starts within its node, so once that phase
     * recurs the nodes repeat until the run's end comes near.
     */
    private static NodeSplit periodic(Run r, Placement placement) {
        int ppn = ((Placement.Block) placement).ppn();
        List<Cycle> cycles = new ArrayList<>();
        Map<Integer, int[]> seen = new HashMap<>(); // phase -> {j, index in cycles}
        int j = 0;
        while (j < r.count()) {
            int rank = r.rankAt(j);
            int take = placement.sameNodeCount(r, j);
            int phase = rank % ppn;
            int[] prev = j == 0 ? null : seen.get(phase);
            if (prev != null) {
                int dj = j - prev[0];
                int periods = (r.count() - j) / dj - 1; // keep the last stretch exact: the run's end may cut it
                if (periods > 0) {
                    List<Node> cycle = new ArrayList<>();
                    for (Cycle c : cycles.subList(prev[1], cycles.size())) {
                        Node n = c.nodes().get(0);
                        cycle.add(piece(r, n.positions().rank(0) + dj, n.size(), placement));
                    }
                    cycles.add(new Cycle(cycle, periods, dj, dj * r.stride()));
                    j += periods * dj;
                    seen.clear();
                    continue;
                }
            }
            seen.put(phase, new int[]{j, cycles.size()});
            cycles.add(single(piece(r, j, take, placement)));
            j += take;
        }
        return new NodeSplit(cycles);
    }

    private static Node piece(Run r, int j, int take, Placement placement) {
        return new Node(placement.nodeOf(r.rankAt(j)), Members.of(new Run(0, j, take, 1)),
                Members.of(new Run(r.group(), r.rankAt(j), take, r.stride())));
    }

    private static Cycle single(Node n) {
        return new Cycle(List.of(n), 1, 0, 0);
    }

    public List<Cycle> cycles() {
        return cycles;
    }

    /** Positions of the node roots, in order of first appearance. */
    public Members external() {
        return external;
    }

    /** The node roots themselves (the member with the lowest communicator rank on each node). */
    public Members roots() {
        return roots;
    }

    /** MPICH builds no subcommunicators when every node holds one rank. */
    public boolean hasHierarchy() {
        return cycles.stream().flatMap(c -> c.nodes().stream()).anyMatch(n -> n.size() > 1);
    }
}
