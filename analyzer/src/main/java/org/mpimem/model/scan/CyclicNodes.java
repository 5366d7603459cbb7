package org.mpimem.model.scan;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.List;

/**
 * The nodes of one run over cyclic placement, in O(1): element j of the run sits on node
 * (start + j·stride) mod N, which repeats with period T = N / gcd(stride, N). So the run meets T
 * nodes (fewer when it is shorter), node i (in order of first appearance) holds positions
 * i, i+T, i+2T, … and node i+1 is node i shifted by one position and one stride: two cycles, the
 * first (count mod T) nodes with one member more than the others.
 */
final class CyclicNodes {
    private CyclicNodes() {
    }

    static List<NodeSplit.Cycle> of(Run r, int base, Placement.Cyclic placement) {
        int n = placement.nodes();
        long period = n / gcd(Math.floorMod((long) r.stride(), n), n);
        int t = (int) Math.min(period, r.count());
        int each = r.count() / t, longer = r.count() % t;
        List<NodeSplit.Cycle> cycles = new ArrayList<>(2);
        if (longer > 0) cycles.add(new NodeSplit.Cycle(List.of(node(r, base, 0, each + 1, t, placement)), longer, 1, r.stride()));
        cycles.add(new NodeSplit.Cycle(List.of(node(r, base, longer, each, t, placement)), t - longer, 1, r.stride()));
        return cycles;
    }

    /** Node i: positions i, i+t, … (count of them), the run's elements at those positions. */
    private static NodeSplit.Node node(Run r, int base, int i, int count, int t, Placement placement) {
        int rankStride = count == 1 ? 1 : Math.multiplyExact(r.stride(), t);
        return new NodeSplit.Node(placement.nodeOf(r.rankAt(i)), Members.of(new Run(0, base + i, count, count == 1 ? 1 : t)),
                Members.of(new Run(r.group(), r.rankAt(i), count, rankStride)));
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
