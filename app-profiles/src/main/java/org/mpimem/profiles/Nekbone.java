package org.mpimem.profiles;

import org.mpimem.trace.Trace;

import java.util.List;

/**
 * Nekbone: seven duplicates of MPI_COMM_WORLD. With WORLD that is 8 intracommunicators, each with
 * its node and node-roots communicators inside MPICH: the paper's "24 communicators in all".
 */
final class Nekbone implements AppProfile {
    public String name() {
        return "nekbone";
    }

    public String description() {
        return "CORAL mini-app of Nek5000's solver: 7 MPI_Comm_dup of WORLD";
    }

    public String source() {
        return "Guo et al. 2017 §V-D, Fig. 18: 'Nekbone creates seven duplicates of MPI_COMM_WORLD ... a total of 24 "
                + "communicators' (8 user-visible intracommunicators x {itself, node_comm, node_roots_comm})";
    }

    public List<Param> parameters() {
        return List.of(Param.of("dups", 7, "number of dups of WORLD"));
    }

    public Trace generate(int procs, int ppn, Params p) {
        return WorldDups.add(AppProfiles.builder(this, procs, ppn, p), procs, p.integer("dups", 0)).build();
    }
}
