package org.mpimem.model.ompi;

import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.scan.NodeSplit;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.List;
import java.util.TreeMap;

/**
 * What coll/han builds for a communicator on its first HAN collective
 * ({@code mca_coll_han_comm_create_new}, v5.0.7:ompi/mca/coll/han/coll_han_subcomms.c:48): a low comm, the
 * members of the process's node ({@code split_type SHARED}), and an up comm, one member of each
 * node with the same local index ({@code split} by low rank, so every process is in one, not only
 * the node leaders), each with a new dense group and pml/ob1's peer array; and
 * {@code cached_vranks}, an int per rank. HAN leaves alone intercommunicators, communicators of
 * one process and communicators within one node. Charged as internal communicators.
 */
final class HanSubcomms {
    private static final int VRANK = 4;

    private HanSubcomms() {}

    /** Charges the subcommunicators of an intracommunicator of {@code members}; adds the handles to {@code out}. */
    static void charge(Members members, Placement placement, OmpiBuild b, Ledger ledger, List<Long> out) {
        if (members.size() < 2 || !members.singleGroup()) return;
        List<NodeSplit.Cycle> cycles = NodeSplit.of(members, placement).cycles();
        TreeMap<Integer, Long> nodesOfSize = new TreeMap<>();
        long nodes = 0;
        for (NodeSplit.Cycle c : cycles)
            for (NodeSplit.Node n : c.nodes()) {
                nodesOfSize.merge(n.size(), (long) c.repeat(), Long::sum);
                nodes += c.repeat();
            }
        if (nodes < 2) return;
        out.add(ledger.charge(Category.INTERNAL, (long) VRANK * members.size(), members));
        if (nodesOfSize.size() == 1) { // every node holds k members: one low comm of k and one up comm of all nodes each
            out.add(ledger.charge(Category.INTERNAL, comm(b, nodesOfSize.firstKey()) + comm(b, nodes), members));
            return;
        }
        for (NodeSplit.Cycle c : cycles)
            for (int i = 0; i < c.nodes().size(); i++) {
                NodeSplit.Node n = c.nodes().get(i);
                out.add(ledger.charge(Category.INTERNAL, comm(b, n.size()), c.processes(i)));
                for (int j = 0; j < n.size(); j++) {
                    long up = nodesOfSize.tailMap(j + 1).values().stream().mapToLong(Long::longValue).sum();
                    int rank = Members.rankOf(n.processes().get(j));
                    Run r = c.repeat() == 1 ? new Run(Members.groupOf(n.processes().get(j)), rank, 1, 1)
                            : new Run(Members.groupOf(n.processes().get(j)), rank, c.repeat(), c.dRank());
                    out.add(ledger.charge(Category.INTERNAL, comm(b, up), Members.of(r)));
                }
            }
    }

    /** A subcommunicator of n ranks: its dense group and, under pml/ob1, its peer array. */
    private static long comm(OmpiBuild b, long n) {
        return b.sizes().group(n) + (b.ob1() ? b.sizes().slot() * n : 0);
    }
}
