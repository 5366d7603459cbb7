package org.mpimem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Closes the class of issue 14's "bad input" defects: a damaged trace, whatever the damage, ends
 * in exit 0 or in exit 2 with one line {@code file:line: reason}, for validate and replay alike,
 * within a time limit. Seeded, so a failure names a mutant that the same seed reproduces; the
 * longer run with its figures is {@code scripts/fuzz-traces}.
 */
class TraceFuzzTest {
    private static TraceFuzzer fuzzer;
    private static Path dir;

    @BeforeContainer
    static void seeds() throws IOException {
        dir = Files.createTempDirectory("fuzz-traces");
        fuzzer = new TraceFuzzer(Path.of(".."), dir, 10_000);
        fuzzer.keep = Path.of("target", "fuzz-failures");
    }

    @AfterContainer
    static void figures() throws IOException {
        System.out.print("TraceFuzzTest " + fuzzer.figures());
        Files.deleteIfExists(dir.resolve("mutant.trace"));
        Files.deleteIfExists(dir);
    }

    @Property(tries = 1000, seed = "1415", shrinking = ShrinkingMode.OFF)
    void aDamagedTraceIsAcceptedOrRejectedWithFileAndLine(@ForAll("randoms") Random r) {
        assertEquals(List.of(), fuzzer.fuzzOne(r));
    }

    @Provide
    Arbitrary<Random> randoms() {
        return Arbitraries.randoms();
    }
}
