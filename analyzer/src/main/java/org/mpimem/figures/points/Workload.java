package org.mpimem.figures.points;

import org.mpimem.profiles.MicroBenchmarks;
import org.mpimem.trace.Trace;

/** A trace family of the paper's evaluation, generated for a process count and a number of communicators. */
public enum Workload {
    /** Odd/even MPI_Comm_split of WORLD. */
    SPLIT("split"),
    /** MPI_Comm_dup of WORLD. */
    DUP("dup"),
    /** Odd/even split of the evens/odds intercommunicator. */
    SPLIT_INTERCOMM("split-intercomm"),
    /** A reading of Fig. 11: each iteration a new evens/odds intercommunicator, split odd/even. */
    SPLIT_FRESH_INTERCOMM("split-fresh-intercomm"),
    /** MPI_Comm_dup of the evens/odds intercommunicator. */
    DUP_INTERCOMM("dup-intercomm"),
    /** WORLD reordered at random, each order unique (lut). */
    RANDOM_REORDER("random-reorder-dup"),
    /** Spawn one node, merge, then unique random reorders of the merged comm (mlut). */
    SPAWN_MLUT("spawn-merge-reorder");

    /** Processes per node: Mira (BG/Q) and Blues both ran 16 per node. */
    public static final int PPN = 16;
    /** Fixed, so that the irregular figures are reproducible. */
    static final long SEED = 1;

    private final String id;

    Workload(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Workload byId(String id) {
        for (Workload w : values()) if (w.id.equals(id)) return w;
        throw new IllegalArgumentException("unknown workload " + id);
    }

    public Trace trace(int procs, int comms) {
        return switch (this) {
            case SPLIT -> MicroBenchmarks.oddEvenSplits(procs, PPN, comms);
            case DUP -> MicroBenchmarks.dups(procs, PPN, comms);
            case SPLIT_INTERCOMM -> MicroBenchmarks.splitIntercomms(procs, PPN, comms);
            case SPLIT_FRESH_INTERCOMM -> MicroBenchmarks.freshSplitIntercomms(procs, PPN, comms);
            case DUP_INTERCOMM -> MicroBenchmarks.dupIntercomms(procs, PPN, comms);
            case RANDOM_REORDER -> MicroBenchmarks.randomReorderDups(procs, PPN, comms, SEED);
            // the paper does not say how many processes were spawned: one node of them
            case SPAWN_MLUT -> MicroBenchmarks.spawnMergeReorderedDups(procs, PPN, PPN, comms, SEED);
        };
    }
}
