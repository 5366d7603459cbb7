package org.mpimem.profiles;

import org.mpimem.trace.Trace;

import java.util.List;

/** NAS SP: the same set-up as BT ({@link NasSquareSetup}). */
final class NasSp implements AppProfile {
    public String name() {
        return "sp";
    }

    public String description() {
        return "NAS SP: split WORLD into the square active set and the rest, then comm_solve and comm_rhs dups";
    }

    public String source() {
        return NasSquareSetup.SOURCE + " (NPB 3.3 SP/setup_mpi.f)";
    }

    public List<Param> parameters() {
        return List.of();
    }

    public Trace generate(int procs, int ppn, Params p) {
        return NasSquareSetup.add(AppProfiles.builder(this, procs, ppn, p), procs).build();
    }
}
