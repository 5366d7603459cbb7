package org.mpimem.model.scan;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * How a communicator's members fall on nodes, as MPICH's {@code MPIU_Find_local_and_external}
 * scans them (v3.2 local_proc.c:59-190): per node, its members in increasing communicator rank
 * ({@code node_comm}), and the lowest rank of each node in order of first appearance
 * ({@code node_roots_comm}).
 * <p>
 * Nodes come in {@link Cycle}s: a few nodes and translates of them. A one-run
 * communicator over block placement repeats with the period of (rank mod ppn), so 49,152 nodes
 * become a handful of groups; runs that keep to nodes of their own are split run by run, and
 * runs that are translates of one another by whole nodes (a plane of a grid) become one cycle;
 * other layouts get one group per node.
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
                // the repetitions interleave (cyclic placement): one run per element, across repetitions
                boolean apart = r.count() == 1 || (Integer.signum(dRank) == Integer.signum(r.stride()) && Math.abs((long) repeat * dRank) <= Math.abs((long) r.stride()));
                if (apart && r.count() < repeat) {
                    Members.Builder b = new Members.Builder();
                    for (int j = 0; j < r.count(); j++) b.add(new Run(r.group(), r.rankAt(j), repeat, dRank));
                    return b.build();
                }
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

    /** The last split made, reused for the next communicator with the same members (a run of dups). */
    public static final class Memo {
        private Members members;
        private Placement placement;
        private NodeSplit split;

        public NodeSplit of(Members m, Placement p, TraceScans shared) {
            if (m != members && !m.equals(members) || p != placement) {
                split = shared.of(m, p);
                members = m;
                placement = p;
            }
            return split;
        }
    }

    /** Above this many nodes per run, translated runs are split one by one (each periodically). */
    private static final int ROW_NODES = 64;

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
        NodeSplit fast = fast(members, placement);
        return fast != null ? fast : scan(members, placement);
    }

    /** The split by a shortcut (periodic runs, cyclic placement, runs on nodes of their own); null when only the scan gives it. */
    static NodeSplit fast(Members members, Placement placement) {
        if (members.runCount() == 1 && placement instanceof Placement.Block && members.run(0).stride() > 0)
            return new NodeSplit(periodic(members.run(0), 0, placement));
        if (members.runCount() == 1 && placement instanceof Placement.Cyclic c)
            return new NodeSplit(CyclicNodes.of(members.run(0), 0, c));
        if (placement instanceof Placement.Block b && ownNodes(members, b.ppn())) {
            NodeSplit rows = translatedRuns(members, placement);
            if (rows != null) return rows;
            List<Cycle> cycles = new ArrayList<>();
            for (int k = 0; k < members.runCount(); k++) cycles.addAll(periodic(members.run(k), members.runOffset(k), placement));
            return new NodeSplit(cycles);
        }
        return null;
    }

    /** Node by node, as MPICH scans the members: the general case, and the oracle of the others. */
    public static NodeSplit scan(Members members, Placement placement) {
        return scan(members, g -> placement);
    }

    /**
     * Members of several process groups, each group's ranks placed by its own placement. Node ids
     * are compared as numbers, whatever group they come from (2016 ch4: each group's node ids are
     * its own world's numbering), so node k of one group and node k of another form one node.
     */
    public static NodeSplit scan(Members members, IntFunction<Placement> placementOfGroup) {
        NodeIndex index = new NodeIndex(); // node ids in order of first appearance, unboxed
        List<Members.Builder> positions = new ArrayList<>(), processes = new ArrayList<>();
        for (int k = 0; k < members.runCount(); k++) {
            Run r = members.run(k);
            Placement placement = placementOfGroup.apply(r.group());
            int base = members.runOffset(k);
            for (int j = 0; j < r.count(); ) {
                int take = placement.sameNodeCount(r, j), rank = r.rankAt(j);
                int i = index.of(placement.nodeOf(rank));
                if (i == positions.size()) {
                    positions.add(new Members.Builder());
                    processes.add(new Members.Builder());
                }
                positions.get(i).add(0, base + j, take, 1);
                processes.get(i).add(r.group(), rank, take, r.stride());
                j += take;
            }
        }
        List<Cycle> cycles = new ArrayList<>(positions.size());
        for (int i = 0; i < positions.size(); i++)
            cycles.add(single(new Node(index.node(i), positions.get(i).build(), processes.get(i).build())));
        return new NodeSplit(cycles);
    }

    /**
     * One ascending run over block placement: each node holds a contiguous piece of the run, and
     * the piece's shape depends only on where it starts within its node, so once that phase
     * recurs the nodes repeat until the run's end comes near.
     */
    private static List<Cycle> periodic(Run r, int base, Placement placement) {
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
                        cycle.add(piece(r, base, n.positions().rank(0) - base + dj, n.size(), placement));
                    }
                    cycles.add(new Cycle(cycle, periods, dj, dj * r.stride()));
                    j += periods * dj;
                    seen.clear();
                    continue;
                }
            }
            seen.put(phase, new int[]{j, cycles.size()});
            cycles.add(single(piece(r, base, j, take, placement)));
            j += take;
        }
        return cycles;
    }

    /**
     * Runs that are translates of the first by a whole number of nodes (the rows of a plane):
     * the first run's nodes, then the second's repeated once per further run. Only when the
     * first run spans few nodes; null otherwise.
     */
    private static NodeSplit translatedRuns(Members m, Placement placement) {
        int ppn = ((Placement.Block) placement).ppn();
        Run r = m.run(0);
        int delta = m.run(1).start() - r.start();
        if (delta % ppn != 0 || (long) r.count() * r.stride() / ppn > ROW_NODES) return null;
        for (int k = 1; k < m.runCount(); k++) {
            Run s = m.run(k);
            if (s.count() != r.count() || s.stride() != r.stride() || s.start() != r.start() + (long) k * delta) return null;
        }
        // the first run's nodes stand alone (the first node may be an identity prefix, which
        // costs differently), the other runs repeat the second's
        List<Cycle> cycles = new ArrayList<>();
        List<Node> second = new ArrayList<>();
        for (int j = 0; j < r.count(); ) {
            int take = placement.sameNodeCount(r, j);
            cycles.add(single(piece(r, 0, j, take, placement)));
            second.add(piece(m.run(1), r.count(), j, take, placement));
            j += take;
        }
        cycles.add(new Cycle(second, m.runCount() - 1, r.count(), delta));
        return new NodeSplit(cycles);
    }

    /** Whether ascending runs of one group each keep to nodes no other run touches (runs may then be split alone). */
    private static boolean ownNodes(Members m, int ppn) {
        long[][] spans = new long[m.runCount()][];
        for (int k = 0; k < spans.length; k++) {
            Run r = m.run(k);
            if (r.stride() < 0 || r.group() != m.run(0).group()) return false;
            spans[k] = new long[]{r.min() / ppn, r.max() / ppn};
        }
        java.util.Arrays.sort(spans, java.util.Comparator.comparingLong(a -> a[0]));
        for (int k = 1; k < spans.length; k++) if (spans[k][0] <= spans[k - 1][1]) return false;
        return true;
    }

    private static Node piece(Run r, int base, int j, int take, Placement placement) {
        return new Node(placement.nodeOf(r.rankAt(j)), Members.of(new Run(0, base + j, take, 1)),
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

    /**
     * MPICH 5's NODE_BALANCED and NODE_CONSECUTIVE together: every node holds as many members as
     * every other, and each node's members are consecutive communicator ranks (so the nodes, in
     * order of first appearance, number the ranks in increasing blocks). One node, and one member
     * per node, are both. Translates of a cycle's node have its size and shape: O(nodes of the cycles).
     */
    public boolean canonical() {
        int size = cycles.get(0).nodes().get(0).size();
        for (Cycle c : cycles)
            for (Node n : c.nodes()) if (n.size() != size || !consecutive(n.positions())) return false;
        return true;
    }

    private static boolean consecutive(Members positions) {
        long next = positions.rank(0);
        for (Run r : positions.runs()) {
            if (r.start() != next || r.count() > 1 && r.stride() != 1) return false;
            next = r.start() + (long) r.count();
        }
        return true;
    }

    /** MPICH builds no subcommunicators when every node holds one rank. */
    public boolean hasHierarchy() {
        for (Cycle c : cycles) for (Node n : c.nodes()) if (n.size() > 1) return true;
        return false;
    }
}
