package org.mpimem.figures;

import org.mpimem.profiles.MicroBenchmarks;
import org.mpimem.trace.Trace;

/** A trace family of the paper's evaluation, generated for a process count and a number of communicators. */
public enum Workload {
    SPLIT("split", "odd/even MPI_Comm_split of WORLD"),
    DUP("dup", "MPI_Comm_dup of WORLD"),
    SPLIT_INTERCOMM("split-intercomm", "odd/even split of the evens/odds intercommunicator"),
    DUP_INTERCOMM("dup-intercomm", "MPI_Comm_dup of the evens/odds intercommunicator"),
    RANDOM_REORDER("random-reorder-dup", "WORLD reordered at random, each order unique (lut)"),
    SPAWN_MLUT("spawn-merge-reorder", "spawn one node, merge, then unique random reorders of the merged comm (mlut)");

    /** Processes per node: Mira (BG/Q) and Blues both ran 16 per node. */
    public static final int PPN = 16;
    /** Fixed, so that the irregular figures are reproducible. */
    static final long SEED = 1;

    private final String id;
    private final String description;

    Workload(String id, String description) {
        this.id = id;
        this.description = description;
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    /** Irregular workloads cost O(P) per communicator to replay; sweeps cap their process counts. */
    public boolean irregular() {
        return this == RANDOM_REORDER || this == SPAWN_MLUT;
    }

    public Trace trace(int procs, int comms) {
        return switch (this) {
            case SPLIT -> MicroBenchmarks.oddEvenSplits(procs, PPN, comms);
            case DUP -> MicroBenchmarks.dups(procs, PPN, comms);
            case SPLIT_INTERCOMM -> MicroBenchmarks.splitIntercomms(procs, PPN, comms);
            case DUP_INTERCOMM -> MicroBenchmarks.dupIntercomms(procs, PPN, comms);
            case RANDOM_REORDER -> MicroBenchmarks.randomReorderDups(procs, PPN, comms, SEED);
            // the paper does not say how many processes were spawned: one node of them
            case SPAWN_MLUT -> MicroBenchmarks.spawnMergeReorderedDups(procs, PPN, PPN, comms, SEED);
        };
    }
}
