package org.mpimem.trace.merge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mpimem.trace.Placement;

/**
 * The logs of one MPI job (an initial world or a spawned one), by world rank; {@code byRank[r]}
 * is null when rank r left no log. {@code start} is the earliest MPI_Init completion.
 */
record Job(int index, String token, boolean spawned, ProcessLog[] byRank, long start) {

    int size() {
        return byRank.length;
    }

    /**
     * Node placement from the host names the processes recorded, numbered by first appearance in
     * rank order; simplified to {@code block:<ppn>} when that is what it is. A rank without a log
     * is placed with the rank before it (and reported).
     */
    Placement placement(List<String> problems) {
        Map<String, Integer> nodes = new LinkedHashMap<>();
        int[] node = new int[size()];
        for (int r = 0; r < size(); r++) {
            if (byRank[r] == null) {
                node[r] = r == 0 ? 0 : node[r - 1];
                int to = r;
                while (to + 1 < size() && byRank[to + 1] == null) node[++to] = node[r];
                // one line for a run of missing ranks: a job may lack thousands of logs
                problems.add("job " + token + ": " + (to == r ? "rank " + r : "ranks " + r + ".." + to)
                        + " left no log; placed on the node of rank " + Math.max(0, r - 1));
                r = to;
            } else {
                node[r] = nodes.computeIfAbsent(byRank[r].host(), h -> nodes.size());
            }
        }
        Placement explicit = new Placement.Explicit(node);
        int ppn = 0;
        while (ppn < size() && node[ppn] == 0) ppn++;
        Placement block = new Placement.Block(ppn);
        for (int r = 0; r < size(); r++) if (block.nodeOf(r) != node[r]) return explicit;
        return block;
    }
}
