package org.mpimem.model.ompi;

import org.mpimem.account.Ledger;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Open MPI's group objects by the communicators that hold them, refcounted as OBJ_RETAIN /
 * OBJ_RELEASE do: a dup holds its parent's groups, an intercommunicator from
 * MPI_Intercomm_create or spawn/connect/accept holds its calling communicator's group as its local
 * group, so freeing the parent first does not free the group (OBJ_RETAIN of the local group passed
 * in, v4.1.4:ompi/communicator/comm.c:180). Calibration saw it: freeing such an intercommunicator
 * returns 16 B per local rank (the group's slot and c_local_comm's ob1 slot), not 8. A sparse
 * group (strided, sporadic, bitmap) retains the group it was drawn from ({@code
 * grp_parent_group_ptr} and OBJ_RETAIN: v4.1.4:ompi/group/group_strided.c:124-126,
 * group_sporadic.c:171-173, group_bitmap.c:179-181). Each group a
 * communicator holds has a role: 0 an intracommunicator's group; for an intercommunicator 2s its
 * side s's local group and 2s + 1 that side's remote group (side 0 is the definition's local).
 */
final class SharedGroups {
    private static final class Ref {
        final long handle;
        int refs = 1;

        Ref(long handle) {
            this.handle = handle;
        }
    }

    /** A group held in a role; a group and the groups it retains share the role. */
    private record Held(int role, Ref ref) {}

    private final Ledger ledger;
    private final Map<Integer, List<Held>> byComm = new HashMap<>();

    SharedGroups(Ledger ledger) {
        this.ledger = ledger;
    }

    /** A new group object (a ledger charge) held by communicator {@code comm} in {@code role}. */
    void own(int comm, int role, long handle) {
        byComm.computeIfAbsent(comm, k -> new ArrayList<>()).add(new Held(role, new Ref(handle)));
    }

    /** {@code comm} retains every group {@code from} holds, in the same roles (a dup). */
    void share(int comm, int from) {
        for (Held h : byComm.getOrDefault(from, List.of())) retain(comm, h.role, h.ref);
    }

    /**
     * {@code comm} retains, in {@code role}, the groups {@code from} holds in {@code fromRole}
     * ({@code fromRole} -1: all of them); nothing when {@code from} is not known (MPI_COMM_SELF).
     */
    void share(int comm, int role, int from, int fromRole) {
        for (Held h : byComm.getOrDefault(from, List.of())) if (fromRole == -1 || h.role == fromRole) retain(comm, role, h.ref);
    }

    private void retain(int comm, int role, Ref r) {
        r.refs++;
        byComm.computeIfAbsent(comm, k -> new ArrayList<>()).add(new Held(role, r));
    }

    /** The communicator is freed: each group it held is released by its last holder. */
    void release(int comm) {
        List<Held> held = byComm.remove(comm);
        if (held == null) return;
        for (Held h : held) if (--h.ref.refs == 0) ledger.release(h.ref.handle);
    }
}
