package org.mpimem.figures.page;

import java.util.List;

/**
 * The paper's performance claims (§V-C, §VI): timings and hardware counters measured on Mira
 * (BG/Q, BGPM) and Blues (x86-64, PAPI, Intel SDE). mpimem models memory; none is reproduced
 * here. Each is listed with the nearest thing mpimem measures, which is a different quantity.
 */
public final class PerformanceClaims {
    private static final String LOOKUP = "JMH LookupBenchmark (benchmarks module, docs/benchmarks.md §5): translations per second of "
            + "mpimem's Java VCRT and rank-map lookups per mode; a JVM's lookup, not MPICH's MPI_Put path";

    private PerformanceClaims() {}

    public static PageSection section() {
        List<List<String>> rows = List.of(
                List.of("Table III", "instructions per rank-address translation: VC-VCRT 7; switch 9 (direct), 11 (offset), 13 (stride), "
                        + "11 (lut), 15 (mlut); hybrid and goto more", "Intel SDE on Blues", LOOKUP),
                List.of("Table IV", "cache misses of 8 million MPI_Put: VC-VCRT > ~40× the L1D misses and 2-4× the L2 misses with 2 processes, "
                        + "~1000× and ~5× with 8", "PAPI on Blues, BGPM on Mira", "none measured; `mpimem sizes` gives the entry sizes behind "
                        + "it (a 480 B VC spans 8 cache lines of 64 B, four 16 B AV entries share one)"),
                List.of("Table V", "MPI_Put issue rate: equal on real networks; up to 50 % higher for AV-Rankmap on a theoretical "
                        + "infinitely fast network", "timers on Mira and Blues", LOOKUP + " (its ratio to VCRT is below 1: no cache "
                        + "effect of the C library is modelled)"),
                List.of("Figs. 15, 16", "communicator creation overhead of AV-Rankmap: 3-7 % (3-6 % on Mira, 3-8 % on Blues)",
                        "timers on Mira and Blues", "none: replay time (docs/benchmarks.md §1-4) is mpimem's cost, not MPICH's creation time"),
                List.of("Fig. 19", "Open MPI sparse groups lose ~10 % of the theoretical issue rate per split generation, ~40 % at four",
                        "Open MPI on Blues", "none measured (timing); their memory: --model openmpi-4.1-ob1-sparse,openmpi-5-ob1-sparse"));
        return new PageSection("performance", "Performance claims: not reproduced here",
                "These claims are timings and hardware-counter measurements of the C libraries on Mira and Blues. mpimem models the "
                        + "memory of the two designs; it reproduces none of them. The last column names what it measures nearby.",
                List.of("where", "the paper says", "measured with", "mpimem's analogue"), rows);
    }
}
