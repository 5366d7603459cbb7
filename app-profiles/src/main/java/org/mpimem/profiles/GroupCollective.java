package org.mpimem.profiles;

import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.List;

/**
 * Noncollective (group-collective) communicator creation, Algorithm 1 of Dinan et al. 2011 (seed
 * 002), as ARMCI-MPI builds processor groups for Global Arrays when MPI_Comm_create_group is not
 * used: every member starts from {@code MPI_Comm_dup(MPI_COMM_SELF)}; in round k (merge size
 * 2^k) each even block creates an intercommunicator with its right neighbour through the peer
 * communicator, merges it (left side low, so the group's order is kept), and frees the
 * intercommunicator and both old blocks. ⌈log₂ n⌉ rounds, n − 1 intercommunicators in all.
 * <p>
 * The trace format has no MPI_COMM_SELF to name as a parent, so each starting singleton is
 * written as {@code MPI_Comm_create_group} of the peer communicator with that one process and
 * {@code name=self_dup}: the same members and, for both designs, the same mapping.
 */
final class GroupCollective {
    private GroupCollective() {}

    private record Block(int first, int size, int comm) {}

    /** Builds the communicator of world ranks [first, first+n) and returns its id. */
    static int create(Trace.Builder b, int peer, int first, int n) {
        List<Block> blocks = new ArrayList<>(n);
        for (int i = 0; i < n; i++)
            blocks.add(new Block(first + i, 1, Records.intra(b, MpiCall.COMM_CREATE_GROUP, Members.range(0, first + i, 1),
                    Records.attrs("name", "self_dup"), peer)));
        while (blocks.size() > 1) {
            List<Block> next = new ArrayList<>((blocks.size() + 1) / 2);
            for (int g = 0; g < blocks.size(); g += 2) {
                if (g + 1 == blocks.size()) {
                    next.add(blocks.get(g)); // no right neighbour this round: joins a later one as the right side
                    continue;
                }
                Block l = blocks.get(g), r = blocks.get(g + 1);
                Members left = Members.range(0, l.first(), l.size()), right = Members.range(0, r.first(), r.size());
                int ic = Records.inter(b, MpiCall.INTERCOMM_CREATE, left, right, Records.attrs(), l.comm(), r.comm());
                int merged = Records.intra(b, MpiCall.INTERCOMM_MERGE, Members.range(0, l.first(), l.size() + r.size()),
                        Records.attrs("high", "0"), ic);
                b.free(ic).free(l.comm()).free(r.comm());
                next.add(new Block(l.first(), l.size() + r.size(), merged));
            }
            blocks = next;
        }
        return blocks.get(0).comm();
    }
}
