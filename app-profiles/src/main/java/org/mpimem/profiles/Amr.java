package org.mpimem.profiles;

import org.mpimem.trace.Trace;

import java.util.List;

/**
 * The ExACT AMR mini-app: BoxLib's ParallelDescriptor duplicates MPI_COMM_WORLD into its own
 * communicator at start-up; the paper's Table I marks Dup only.
 */
final class Amr implements AppProfile {
    public String name() {
        return "amr";
    }

    public String description() {
        return "ExACT co-design AMR mini-app (BoxLib): MPI_Comm_dup of WORLD";
    }

    public String source() {
        return "Guo et al. 2017 Table I (AMR: Dup only) and §V-D ('between two and seven user communicators'); "
                + "BoxLib ParallelDescriptor::StartParallel dups MPI_COMM_WORLD; the count 2 is an assumption";
    }

    public List<Param> parameters() {
        return List.of(Param.of("dups", 2, "number of dups of WORLD (assumed)"));
    }

    public Trace generate(int procs, int ppn, Params p) {
        return WorldDups.add(AppProfiles.builder(this, procs, ppn, p), procs, p.integer("dups", 0)).build();
    }
}
