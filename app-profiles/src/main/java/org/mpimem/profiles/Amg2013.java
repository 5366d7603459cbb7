package org.mpimem.profiles;

import org.mpimem.trace.Trace;

import java.util.List;

/** AMG2013 (CORAL): the paper's Table I marks Dup only; Fig. 18 says the mini-apps create two to seven communicators. */
final class Amg2013 implements AppProfile {
    public String name() {
        return "amg2013";
    }

    public String description() {
        return "CORAL algebraic multigrid (hypre BoomerAMG) mini-app: MPI_Comm_dup of WORLD";
    }

    public String source() {
        return "Guo et al. 2017 Table I (AMG2013: Dup only) and §V-D ('between two and seven user communicators'); "
                + "the count is not printed, 2 is an assumption: set dups= to match a measured run";
    }

    public List<Param> parameters() {
        return List.of(Param.of("dups", 2, "number of dups of WORLD (assumed)"));
    }

    public Trace generate(int procs, int ppn, Params p) {
        return WorldDups.add(AppProfiles.builder(this, procs, ppn, p), procs, p.integer("dups", 0)).build();
    }
}
