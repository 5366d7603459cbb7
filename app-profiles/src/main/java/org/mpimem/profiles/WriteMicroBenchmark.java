package org.mpimem.profiles;

import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceWriter;

import java.nio.file.Path;

/**
 * Writes a micro-benchmark trace for scripted benchmarks, until the {@code profile} command
 * exists: {@code split|dup PROCS PPN COMMS OUT}.
 */
public final class WriteMicroBenchmark {
    private WriteMicroBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: WriteMicroBenchmark split|dup PROCS PPN COMMS OUT");
            System.exit(2);
        }
        int procs = Integer.parseInt(args[1]), ppn = Integer.parseInt(args[2]), n = Integer.parseInt(args[3]);
        Trace t = switch (args[0]) {
            case "split" -> MicroBenchmarks.oddEvenSplits(procs, ppn, n);
            case "dup" -> MicroBenchmarks.dups(procs, ppn, n);
            default -> throw new IllegalArgumentException("unknown benchmark " + args[0]);
        };
        TraceWriter.write(t, Path.of(args[4]));
    }
}
