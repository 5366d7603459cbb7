package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 22 item 6: an unknown command stays an error with --help; refusals that are not I/O failures are not labelled so. */
class UsageAndLabelsTest {
    @TempDir
    Path dir;

    @Test
    void anUnknownCommandWithHelpIsAUsageError() {
        for (String[] args : new String[][] {{"UNKNOWN", "--help"}, {"--help", "UNKNOWN"}, {"trace", "UNKNOWN", "--help"}}) {
            Cli.Result r = Cli.capture(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().contains("UNKNOWN"), r.err());
        }
        assertEquals(0, Cli.capture("replay", "--help").code(), "a known command's help still exits 0");
        assertEquals(0, Cli.capture("--help").code());
    }

    @Test
    void aMergeRefusalIsNotAnIoError() throws Exception {
        Path d = Files.createDirectories(dir.resolve("mpimem-trace-1"));
        for (int r = 0; r < 2; r++)
            Files.writeString(d.resolve("j-rank" + r + ".log"), "mpimem-log 1\nproc rank=" + r + " size=100000000 host=h pid=1 job=j spawned=0 t=1\nend t=7\n");
        Cli.Result r = Cli.capture("trace", "merge", d.toString(), "--out", dir.resolve("x.trace").toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().startsWith("mpimem: no job's logs can be merged:"), r.err());
        assertTrue(r.err().contains("not trusted"), r.err());
        assertFalse(r.err().contains("I/O error"), r.err());
    }
}
