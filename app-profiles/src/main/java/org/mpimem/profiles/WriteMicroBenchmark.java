package org.mpimem.profiles;

import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceWriter;

import java.nio.file.Path;

/**
 * Writes a micro-benchmark trace for scripted benchmarks:
 * {@code split|dup|split-intercomm|dup-intercomm|random-reorder|spawn-merge PROCS PPN COMMS OUT}
 * (random orders use seed 1; spawn-merge spawns PROCS more processes).
 */
public final class WriteMicroBenchmark {
    private WriteMicroBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: WriteMicroBenchmark split|dup|split-intercomm|dup-intercomm|random-reorder|spawn-merge PROCS PPN COMMS OUT");
            System.exit(2);
        }
        int procs = Integer.parseInt(args[1]), ppn = Integer.parseInt(args[2]), n = Integer.parseInt(args[3]);
        Trace t = switch (args[0]) {
            case "split" -> MicroBenchmarks.oddEvenSplits(procs, ppn, n);
            case "dup" -> MicroBenchmarks.dups(procs, ppn, n);
            case "split-intercomm" -> MicroBenchmarks.splitIntercomms(procs, ppn, n);
            case "dup-intercomm" -> MicroBenchmarks.dupIntercomms(procs, ppn, n);
            case "random-reorder" -> MicroBenchmarks.randomReorderDups(procs, ppn, n, 1);
            case "spawn-merge" -> MicroBenchmarks.spawnMergeReorderedDups(procs, ppn, procs, n, 1);
            default -> throw new IllegalArgumentException("unknown benchmark " + args[0]);
        };
        TraceWriter.write(t, Path.of(args[4]));
    }
}
