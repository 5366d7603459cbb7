package org.mpimem.profiles;

import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;

import java.util.List;

/**
 * setup_mpi of NPB 3.3 BT and SP: nc = floor(sqrt(P)); ranks below nc² are active (colour 0), the
 * rest inactive (colour 1), key = world rank: {@code MPI_Comm_split(MPI_COMM_WORLD, color, node,
 * comm_setup)}; the active ranks then dup comm_setup into comm_solve and comm_rhs. {@code file}
 * names the benchmark's setup_mpi.f.
 */
record NasSquareSetup(String name, String description, String file) implements AppProfile {
    static final String SOURCE = "NPB 3.3 setup_mpi: mpi_comm_split(MPI_COMM_WORLD, color, node, comm_setup) "
            + "with the first floor(sqrt(P))^2 ranks active, then mpi_comm_dup(comm_setup, comm_solve) and (.., comm_rhs)";

    public String source() {
        return SOURCE + " (NPB 3.3 " + file + ")";
    }

    public List<Param> parameters() {
        return List.of();
    }

    public Trace generate(int procs, int ppn, Params p) {
        Trace.Builder b = AppProfiles.builder(this, procs, ppn, p);
        int nc = (int) Math.sqrt(procs + 1e-3);
        int active = nc * nc;
        int setup = Records.split(b, Trace.WORLD, Members.range(0, 0, active), 0, "node");
        if (active < procs) Records.split(b, Trace.WORLD, Members.range(0, active, procs - active), 1, "node");
        b.intra(MpiCall.COMM_DUP, Members.range(0, 0, active), setup);
        b.intra(MpiCall.COMM_DUP, Members.range(0, 0, active), setup);
        return b.build();
    }
}
