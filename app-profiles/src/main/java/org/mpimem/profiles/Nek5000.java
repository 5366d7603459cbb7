package org.mpimem.profiles;

import org.mpimem.trace.Trace;

import java.util.List;

/** Nek5000: one duplicate of MPI_COMM_WORLD per grid level (Guo et al. 2017, §III and §V-D, Fig. 17). */
final class Nek5000 implements AppProfile {
    public String name() {
        return "nek5000";
    }

    public String description() {
        return "spectral-element CFD: one MPI_Comm_dup of WORLD per refinement level (medium 24, large 86)";
    }

    public String source() {
        return "Guo et al. 2017 §III (a communicator per grid, 'essentially duplicates of MPI_COMM_WORLD') and §V-D "
                + "(medium problem, XXT solver: 24 dups; large problem, AMG solver: 86 dups)";
    }

    public List<Param> parameters() {
        return List.of(Param.of("size", "medium", "medium (24 dups) or large (86 dups)"),
                Param.of("dups", 0, "number of dups; 0 takes it from size"));
    }

    public Trace generate(int procs, int ppn, Params p) {
        int n = p.integer("dups", 0);
        if (n == 0) n = p.choice("size", "medium", "large").equals("large") ? 86 : 24;
        return WorldDups.add(AppProfiles.builder(this, procs, ppn, p), procs, n).build();
    }
}
