package org.mpimem.profiles;

import org.mpimem.trace.InputException;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Trace;

import java.util.List;
import java.util.Optional;

/** The built-in profiles: the paper's applications (§III, Figs 17 and 18), then its micro-benchmarks (§V-A, V-B). */
public final class AppProfiles {
    private AppProfiles() {}

    /**
     * Nekbone: seven duplicates of MPI_COMM_WORLD. With WORLD that is 8 intracommunicators, each with
     * its node and node-roots communicators inside MPICH: the paper's "24 communicators in all".
     */
    private static final AppProfile NEKBONE = new WorldDups("nekbone", "CORAL mini-app of Nek5000's solver: 7 MPI_Comm_dup of WORLD",
            "Guo et al. 2017 §V-D, Fig. 18: 'Nekbone creates seven duplicates of MPI_COMM_WORLD ... a total of 24 "
                    + "communicators' (8 user-visible intracommunicators x {itself, node_comm, node_roots_comm})",
            7, "number of dups of WORLD");

    /** AMG2013 (CORAL): Table I marks Dup only; the paper's earlier version (§V-D) says it "creates only one dup of MPI_COMM_WORLD". */
    private static final AppProfile AMG2013 = new WorldDups("amg2013", "CORAL algebraic multigrid (hypre BoomerAMG) mini-app: MPI_Comm_dup of WORLD",
            "Guo et al. 2017 Table I (AMG2013: Dup only); the earlier version of the paper, §V-D: AMG2013 'creates only one dup of "
                    + "MPI_COMM_WORLD' (with WORLD, the low end of the final version's 'two to seven' communicators)",
            1, "number of dups of WORLD");

    /**
     * The ExACT AMR mini-app: BoxLib's ParallelDescriptor duplicates MPI_COMM_WORLD into its own
     * communicator at start-up; the paper's Table I marks Dup only.
     */
    private static final AppProfile AMR = new WorldDups("amr", "ExACT co-design AMR mini-app (BoxLib): MPI_Comm_dup of WORLD",
            "Guo et al. 2017 Table I (AMR: Dup only) and §V-D ('between two and seven user communicators'); "
                    + "BoxLib ParallelDescriptor::StartParallel dups MPI_COMM_WORLD; the count 2 is an assumption",
            2, "number of dups of WORLD (assumed)");

    /** NAS BT and SP share their set-up. */
    private static final AppProfile BT = new NasSquareSetup("bt",
            "NAS BT: split WORLD into the square active set and the rest, then comm_solve and comm_rhs dups", "BT/setup_mpi.f");
    private static final AppProfile SP = new NasSquareSetup("sp",
            "NAS SP: split WORLD into the square active set and the rest, then comm_solve and comm_rhs dups", "SP/setup_mpi.f");

    private static final List<AppProfile> ALL = List.of(
            new Nek5000(), NEKBONE, new NwChem(), new Lsms(), new Hacc(), new Qbox(),
            BT, SP, new NasFt(), AMG2013, AMR,
            MicroBenchmarkProfile.SPLIT, MicroBenchmarkProfile.DUP, MicroBenchmarkProfile.SPLIT_INTERCOMM,
            MicroBenchmarkProfile.DUP_INTERCOMM, MicroBenchmarkProfile.RANDOM_REORDER, MicroBenchmarkProfile.SPAWN_MERGE);

    public static List<AppProfile> all() {
        return ALL;
    }

    /** The applications only, without the micro-benchmarks: the rows of the paper's Table I. */
    public static List<AppProfile> applications() {
        return ALL.stream().filter(p -> !(p instanceof MicroBenchmarkProfile)).toList();
    }

    public static Optional<AppProfile> byName(String name) {
        return ALL.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
    }

    public static AppProfile require(String name) {
        return byName(name).orElseThrow(() -> new InputException("unknown profile '" + name + "' (known: "
                + String.join(", ", ALL.stream().map(AppProfile::name).toList()) + ")"));
    }

    /** The profile at its default scale and parameters. */
    public static Trace generateDefault(AppProfile p) {
        return p.generate(p.defaultProcs(), p.defaultPpn(), Params.defaults(p));
    }

    /** A builder whose source line says which profile, scale and parameters made the trace. */
    static Trace.Builder builder(AppProfile p, int procs, int ppn, Params params) {
        if (procs < 1) throw new InputException(p.name() + ": procs must be at least 1, got " + procs);
        if (ppn < 1) throw new InputException(p.name() + ": ppn must be at least 1, got " + ppn);
        String ps = params.toString();
        return new Trace.Builder("profile " + p.name() + " procs=" + procs + " ppn=" + ppn + (ps.isEmpty() ? "" : " " + ps),
                procs, new Placement.Block(ppn));
    }
}
