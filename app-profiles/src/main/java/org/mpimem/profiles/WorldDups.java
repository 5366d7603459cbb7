package org.mpimem.profiles;

import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;

import java.util.List;

/**
 * An application whose whole set-up is {@code dups} MPI_Comm_dup of MPI_COMM_WORLD (Nekbone, AMG2013,
 * AMR); {@link #add} is also Nek5000's set-up.
 */
record WorldDups(String name, String description, String source, List<Param> parameters) implements AppProfile {

    /** {@code meaning} describes the dups parameter, whose default is {@code dups}. */
    WorldDups(String name, String description, String source, int dups, String meaning) {
        this(name, description, source, List.of(Param.of("dups", dups, meaning)));
    }

    public Trace generate(int procs, int ppn, Params p) {
        return add(AppProfiles.builder(this, procs, ppn, p), procs, p.integer("dups", 0)).build();
    }

    static Trace.Builder add(Trace.Builder b, int procs, int n) {
        for (int i = 0; i < n; i++) b.intra(MpiCall.COMM_DUP, Members.range(0, 0, procs), Trace.WORLD);
        return b;
    }
}
