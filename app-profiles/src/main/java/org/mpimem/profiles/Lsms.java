package org.mpimem.profiles;

import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;

import java.util.List;

/**
 * LSMS (WL-LSMS): rank 0 is the Wang-Landau master, the other ranks form walkers of {@code walker}
 * consecutive ranks, each an {@code MPI_Comm_split} child of WORLD in world order (offset). Ranks
 * left over after the last whole walker, and the master, pass MPI_UNDEFINED. With 12-process
 * walkers and 4 processes per node (the defaults) walker 0 is ranks 1..12 on four nodes, and its
 * node_roots_comm holds ranks 1, 4, 8, 12: the paper's Fig. 1.
 */
final class Lsms implements AppProfile {
    public String name() {
        return "lsms";
    }

    public String description() {
        return "first-principles materials (WL-LSMS): one master, walkers split from WORLD in order";
    }

    public String source() {
        return "Guo et al. 2017 §III and Fig. 1: 'a single master process and multiple walkers ... one subcommunicator "
                + "for each walker by splitting MPI_COMM_WORLD'; walker 0 of 12 processes, 4 per node, node roots 1, 4, 8, 12";
    }

    public List<Param> parameters() {
        return List.of(Param.of("walker", 12, "processes per walker"));
    }

    /** Fig. 1's 4 processes per node. */
    @Override
    public int defaultPpn() {
        return 4;
    }

    public Trace generate(int procs, int ppn, Params p) {
        int w = p.integer("walker", 1);
        Trace.Builder b = AppProfiles.builder(this, procs, ppn, p);
        int walkers = (procs - 1) / w;
        ScaleLimits.communicators(name(), procs, walkers);
        for (int i = 0; i < walkers; i++) Records.split(b, Trace.WORLD, Members.range(0, 1 + i * w, w), i, "rank");
        return b.build();
    }
}
