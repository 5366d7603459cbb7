package org.mpimem.model.init;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Run;

/**
 * The growing part of what one library's MPI_Init keeps, as terms, charged to every process of a
 * process group when the group starts. Processes differ only in their node's size, so the group's
 * ranks are charged in runs of consecutive ranks on equally full nodes: two runs for the usual
 * block placement however large the job.
 */
public record InitState(String library, List<InitTerm> terms) {
    public static final InitState NONE = new InitState("none", List.of());

    public InitState {
        terms = List.copyOf(terms);
    }

    public void charge(Ledger ledger, ProcessGroup g) {
        if (terms.isEmpty()) return;
        Map<Integer, List<Run>> byLocal = g.placement() instanceof Placement.Block b ? block(g, b.ppn())
                : g.placement() instanceof Placement.Cyclic c ? cyclic(g, c.nodes()) : scan(g);
        long nodes = g.placement() instanceof Placement.Block b ? (g.size() + b.ppn() - 1) / b.ppn()
                : g.placement() instanceof Placement.Cyclic c ? Math.min(c.nodes(), g.size()) : nodes(g);
        for (var e : byLocal.entrySet()) {
            Members holders = Members.of(e.getValue());
            Map<Category, Long> bytes = new LinkedHashMap<>();
            for (InitTerm t : terms) bytes.merge(t.category(), t.bytes(g.size(), nodes, e.getKey()), Long::sum);
            for (var b : bytes.entrySet()) ledger.charge(b.getKey(), b.getValue(), holders);
        }
    }

    /** Ranks by their number of local peers, for ppn consecutive ranks per node (the last node holds the rest). */
    private static Map<Integer, List<Run>> block(ProcessGroup g, int ppn) {
        Map<Integer, List<Run>> out = new LinkedHashMap<>();
        int full = g.size() / ppn * ppn;
        if (full > 0) out.put(ppn - 1, List.of(new Run(g.id(), 0, full, 1)));
        if (full < g.size()) out.put(g.size() - full - 1, List.of(new Run(g.id(), full, g.size() - full, 1)));
        return out;
    }

    /**
     * Round-robin over {@code nodes} nodes: node c holds ranks c, c + nodes, ..., one more than the
     * others on the first size mod nodes nodes. Each node's ranks are one strided run, so a job of
     * 2^31 processes is charged in as many runs as it has nodes, not rank by rank.
     */
    private static Map<Integer, List<Run>> cyclic(ProcessGroup g, int nodes) {
        Map<Integer, List<Run>> out = new LinkedHashMap<>();
        if (nodes >= g.size()) {
            out.put(0, List.of(new Run(g.id(), 0, g.size(), 1)));
            return out;
        }
        int perNode = g.size() / nodes, fuller = g.size() % nodes;
        for (int c = 0; c < nodes; c++) {
            int count = c < fuller ? perNode + 1 : perNode;
            out.computeIfAbsent(count - 1, k -> new ArrayList<>()).add(count == 1 ? new Run(g.id(), c, 1, 1) : new Run(g.id(), c, count, nodes));
        }
        return out;
    }

    /** Any other placement: every rank's node counted, runs of consecutive ranks on equally full nodes. */
    private static Map<Integer, List<Run>> scan(ProcessGroup g) {
        Map<Integer, Integer> nodeSize = nodeSizes(g);
        Placement p = g.placement();
        Map<Integer, List<Run>> out = new LinkedHashMap<>();
        int start = 0;
        for (int r = 1; r <= g.size(); r++)
            if (r == g.size() || !nodeSize.get(p.nodeOf(r)).equals(nodeSize.get(p.nodeOf(start)))) {
                out.computeIfAbsent(nodeSize.get(p.nodeOf(start)) - 1, k -> new ArrayList<>()).add(new Run(g.id(), start, r - start, 1));
                start = r;
            }
        return out;
    }

    private static long nodes(ProcessGroup g) {
        return nodeSizes(g).size();
    }

    private static Map<Integer, Integer> nodeSizes(ProcessGroup g) {
        Map<Integer, Integer> n = new java.util.HashMap<>();
        for (int r = 0; r < g.size(); r++) n.merge(g.placement().nodeOf(r), 1, Integer::sum);
        return n;
    }

    /** Per-process bytes in a job of {@code processes} on nodes of {@code ppn}: what a reader checks against a measurement. */
    public long bytes(long processes, int ppn) {
        long s = 0;
        for (InitTerm t : terms) s += t.bytes(processes, (processes + ppn - 1) / ppn, Math.min(ppn, processes) - 1);
        return s;
    }
}
