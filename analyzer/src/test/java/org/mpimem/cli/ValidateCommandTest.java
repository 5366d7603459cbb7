package org.mpimem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mpimem.cli.Cli.run;

import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValidateCommandTest {
    @TempDir
    Path dir;

    @Test
    void aDirectoryGivenAsATraceIsNamedInTheError() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "validate", dir.toString()));
        assertEquals("mpimem: I/O error: " + dir + ": Is a directory", err.toString().strip());
    }
}
