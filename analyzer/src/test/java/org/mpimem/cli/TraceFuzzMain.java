package org.mpimem.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * The long fuzzing run of {@code scripts/fuzz-traces}: {@code CASES} mutants from seed
 * {@code SEED} (mutant i uses {@code new Random(SEED + i)}), figures on standard output; exit 1
 * when any outcome was unacceptable.
 */
final class TraceFuzzMain {
    private TraceFuzzMain() {}

    public static void main(String[] args) throws Exception {
        int cases = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        Path dir = Files.createTempDirectory("fuzz-traces");
        TraceFuzzer f = new TraceFuzzer(Path.of(args.length > 2 ? args[2] : "."), dir, 10_000);
        long t0 = System.nanoTime();
        for (int i = 0; i < cases; i++) {
            f.fuzzOne(new Random(seed + i));
            if ((i + 1) % 2000 == 0) System.err.printf("%d cases%n", i + 1);
        }
        System.out.print(f.figures());
        System.out.printf("wall: %.0f s%n", (System.nanoTime() - t0) / 1e9);
        Files.deleteIfExists(dir.resolve("mutant.trace"));
        Files.deleteIfExists(dir);
        System.exit(f.bad.isEmpty() ? 0 : 1);
    }
}
