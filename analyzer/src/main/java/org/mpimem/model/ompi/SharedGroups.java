package org.mpimem.model.ompi;

import org.mpimem.account.Ledger;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Open MPI's group objects by the communicators that hold them, refcounted as OBJ_RETAIN /
 * OBJ_RELEASE do: a dup holds its parent's groups, an intercommunicator from
 * MPI_Intercomm_create holds its local communicator's group as its local group, so freeing the
 * parent first does not free the group (v4.1.4 ompi/communicator/comm.c, ompi_comm_set:
 * OBJ_RETAIN of the local group passed in). Calibration saw it: freeing such an intercommunicator
 * returns 16 B per local rank (the group's slot and c_local_comm's ob1 slot), not 8.
 */
final class SharedGroups {
    private static final class Ref {
        final long handle;
        int refs = 1;

        Ref(long handle) {
            this.handle = handle;
        }
    }

    private final Ledger ledger;
    private final Map<Integer, List<Ref>> byComm = new HashMap<>();

    SharedGroups(Ledger ledger) {
        this.ledger = ledger;
    }

    /** A new group object (a ledger charge) held by communicator {@code comm}. */
    void own(int comm, long handle) {
        byComm.computeIfAbsent(comm, k -> new ArrayList<>()).add(new Ref(handle));
    }

    /** {@code comm} retains every group {@code from} holds; false when {@code from} is not known. */
    boolean share(int comm, int from) {
        List<Ref> refs = byComm.get(from);
        if (refs == null) return false;
        List<Ref> mine = byComm.computeIfAbsent(comm, k -> new ArrayList<>());
        for (Ref r : refs) {
            r.refs++;
            mine.add(r);
        }
        return true;
    }

    /** The communicator is freed: each group it held is released by its last holder. */
    void release(int comm) {
        List<Ref> refs = byComm.remove(comm);
        if (refs == null) return;
        for (Ref r : refs) if (--r.refs == 0) ledger.release(r.handle);
    }
}
