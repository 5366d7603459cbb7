package org.mpimem.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * `trace merge` on damaged real tracer logs ends in exit 0, or exit 2 with a {@code file:line:}
 * message, in bounded time: never an internal error, a stack trace or a hang. The long run with
 * figures is scripts/fuzz-logs.
 */
class LogFuzzTest {
    private static LogFuzz fuzz, jobFiles;
    private static Path work;

    @BeforeContainer
    static void setUp() throws IOException {
        fuzz = new LogFuzz(5_000);
        jobFiles = new LogFuzz(5_000, true);
        work = LogFuzz.workDir("log-fuzz-test");
    }

    @AfterContainer
    static void tearDown() throws IOException {
        LogFuzz.deleteTree(work);
    }

    @Property(tries = 3000, seed = "20240514", shrinking = net.jqwik.api.ShrinkingMode.OFF)
    void mergeOfADamagedLogEndsInExit0OrAFileLineError(@ForAll long seed) throws Exception {
        acceptable(fuzz, seed);
    }

    /** The same mutants with the world's logs in one job file, itself damaged (JobFileMutants). */
    @Property(tries = 300, seed = "20261127", shrinking = net.jqwik.api.ShrinkingMode.OFF)
    void mergeOfADamagedJobFileEndsInExit0OrAFileLineError(@ForAll long seed) throws Exception {
        acceptable(jobFiles, seed);
    }

    private static void acceptable(LogFuzz f, long seed) throws Exception {
        LogFuzz.Result r = f.run(seed, work);
        LogFuzz.deleteTree(work.resolve("logs-" + seed));
        Files.deleteIfExists(work.resolve("out-" + seed + ".trace"));
        assertTrue(r.acceptable(), "seed " + seed + ": " + r.outcome() + "\n" + r.stderr());
    }
}
