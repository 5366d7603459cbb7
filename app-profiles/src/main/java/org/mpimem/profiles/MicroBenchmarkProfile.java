package org.mpimem.profiles;

import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.List;

/** The paper's micro-benchmarks as profiles: {@link MicroBenchmarks} with a {@code comms} parameter. */
final class MicroBenchmarkProfile implements AppProfile {

    private interface Generator {
        Trace generate(int procs, int ppn, int comms, Params p);
    }

    private static final String SECTION = "Guo et al. 2017, ";

    static final MicroBenchmarkProfile SPLIT = new MicroBenchmarkProfile("split",
            "odd/even MPI_Comm_split of MPI_COMM_WORLD without reordering, repeated (each process in one of each pair)",
            SECTION + "§V-A1, Fig. 9: stride-2 children of WORLD", false,
            (n, k, c, p) -> MicroBenchmarks.oddEvenSplits(n, k, c));
    static final MicroBenchmarkProfile DUP = new MicroBenchmarkProfile("dup",
            "MPI_Comm_dup of MPI_COMM_WORLD, repeated", SECTION + "§V-A2, Fig. 10", false,
            (n, k, c, p) -> MicroBenchmarks.dups(n, k, c));
    static final MicroBenchmarkProfile SPLIT_INTERCOMM = new MicroBenchmarkProfile("split-intercomm",
            "evens/odds intercommunicator, split by local-rank parity without reordering, repeated",
            SECTION + "§V-A3, Fig. 11", false, (n, k, c, p) -> MicroBenchmarks.splitIntercomms(n, k, c));
    static final MicroBenchmarkProfile DUP_INTERCOMM = new MicroBenchmarkProfile("dup-intercomm",
            "evens/odds intercommunicator, duplicated repeatedly", SECTION + "§V-A3, Fig. 12", false,
            (n, k, c, p) -> MicroBenchmarks.dupIntercomms(n, k, c));
    static final MicroBenchmarkProfile RANDOM_REORDER = new MicroBenchmarkProfile("random-reorder",
            "WORLD 'duplicated' with ranks in a random order, unique per communicator (split, colour 0, random key)",
            SECTION + "§V-B1, Fig. 13: one lookup table per communicator in both designs", true,
            (n, k, c, p) -> MicroBenchmarks.randomReorderDups(n, k, c, p.seed("seed")));
    static final MicroBenchmarkProfile SPAWN_MERGE = new MicroBenchmarkProfile("spawn-merge",
            "MPI_Comm_spawn of a second group, MPI_Intercomm_merge, then randomly reordered 'dups' of the merged comm",
            SECTION + "§V-B2, Fig. 14: mlut (8 B/rank) per communicator in AV-Rankmap", true,
            (n, k, c, p) -> MicroBenchmarks.spawnMergeReorderedDups(n, k, p.integer("spawned", 0) == 0 ? n : p.integer("spawned", 1), c, p.seed("seed")));

    private final String name, description, source;
    private final boolean random;
    private final Generator generator;

    private MicroBenchmarkProfile(String name, String description, String source, boolean random, Generator generator) {
        this.name = name;
        this.description = description;
        this.source = source;
        this.random = random;
        this.generator = generator;
    }

    public String name() {
        return name;
    }

    public String description() {
        return description;
    }

    public String source() {
        return source;
    }

    public List<Param> parameters() {
        List<Param> l = new ArrayList<>(List.of(Param.of("comms", 10, "number of repetitions (the paper plots 10 and 100)")));
        if (random) l.add(Param.of("seed", 1, "seed of the random rank orders"));
        if (this == SPAWN_MERGE) l.add(Param.of("spawned", 0, "processes spawned (0: as many as procs)"));
        return l;
    }

    public Trace generate(int procs, int ppn, Params p) {
        return generator.generate(procs, ppn, p.integer("comms", 0), p);
    }
}
