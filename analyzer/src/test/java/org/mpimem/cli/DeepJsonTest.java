package org.mpimem.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.size.Json;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15 C2: JSON nested a few thousand deep overflowed the parser's stack (StackOverflowError); 100,000 deep overflows any default stack. */
class DeepJsonTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"sizes", "budget"})
    void deepNestingIsABadFileNamedWithItsLine(String command) throws Exception {
        Path f = dir.resolve("deep.json");
        Files.writeString(f, "{\"format\":\n" + "[".repeat(100_000) + "]".repeat(100_000) + "}");
        StringWriter err = new StringWriter();
        assertEquals(2, Cli.run(err, command, "--check", f.toString()));
        assertTrue(err.toString().contains(f + ":2: nested deeper than"), err.toString());
    }

    @Test
    void nestingUpToTheBoundStillReads() {
        assertEquals(1, ((java.util.List<?>) Json.parse("[".repeat(64) + "1" + "]".repeat(64), "ok.json")).size());
    }
}
