package org.mpimem.trace;

import java.util.List;
import java.util.Set;

/** The collective calls a {@code coll} record may name (docs/trace-format.md), blocking and non-blocking. */
public final class Collectives {
    private Collectives() {
    }

    private static final List<String> BLOCKING = List.of("Barrier", "Bcast", "Reduce", "Allreduce", "Allgather", "Allgatherv",
            "Gather", "Gatherv", "Scatter", "Scatterv", "Alltoall", "Alltoallv", "Alltoallw", "Reduce_scatter",
            "Reduce_scatter_block", "Scan", "Exscan");
    /** The calls with a root: the others are written without root=. */
    private static final Set<String> ROOTED = Set.of("Bcast", "Reduce", "Gather", "Gatherv", "Scatter", "Scatterv");

    /** Every name, MPI_Barrier .. MPI_Iexscan. */
    public static final Set<String> NAMES;

    static {
        java.util.TreeSet<String> n = new java.util.TreeSet<>();
        for (String b : BLOCKING) {
            n.add("MPI_" + b);
            n.add("MPI_I" + b.toLowerCase(java.util.Locale.ROOT).charAt(0) + b.substring(1));
        }
        NAMES = java.util.Collections.unmodifiableSet(n);
    }

    public static boolean known(String call) {
        return NAMES.contains(call);
    }

    /** Whether {@code call} (a known name) has a root. */
    public static boolean rooted(String call) {
        String base = call.substring(4);
        if (base.startsWith("I") && !BLOCKING.contains(base)) base = Character.toUpperCase(base.charAt(1)) + base.substring(2);
        return ROOTED.contains(base);
    }
}
