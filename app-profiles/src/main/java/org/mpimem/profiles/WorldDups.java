package org.mpimem.profiles;

import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;

/** {@code n} MPI_Comm_dup of MPI_COMM_WORLD: the whole set-up of Nek5000, Nekbone and several mini-apps. */
final class WorldDups {
    private WorldDups() {}

    static Trace.Builder add(Trace.Builder b, int procs, int n) {
        for (int i = 0; i < n; i++) b.intra(MpiCall.COMM_DUP, Members.range(0, 0, procs), Trace.WORLD);
        return b;
    }
}
