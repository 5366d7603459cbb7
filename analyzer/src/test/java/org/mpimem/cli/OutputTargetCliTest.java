package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mpimem.cli.Cli.run;

/** Issue 15 B: --out is checked before any work, a folder output is swapped in whole, '-' is standard output. */
class OutputTargetCliTest {
    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void figuresIntoAFileFailBeforeReplayingAnything() throws Exception {
        Path file = Files.writeString(dir.resolve("report"), "a file");
        assertEquals(2, run(err, "figures", "--out", file.toString(), "--only", "fig9b"));
        assertTrue(err.toString().contains(file + ": exists and is not a directory"), err.toString());
        assertFalse(err.toString().contains("replayed"), "nothing computed first: " + err);
    }

    @Test
    void surveyIntoAFileFailsBeforeReplayingAnything() throws Exception {
        Path file = Files.writeString(dir.resolve("survey"), "a file");
        assertEquals(2, run(err, "survey", "--out", file.toString(), "--procs", "2048", "--no-figures"));
        assertTrue(err.toString().contains(file + ": exists and is not a directory"), err.toString());
        assertFalse(err.toString().contains("replayed"), "nothing computed first: " + err);
    }

    @Test
    void replayIntoAFolderOrBelowAFileIsAUsageErrorNamingThePath() throws Exception {
        assertEquals(2, run(err, "replay", "../examples/odd-even-split.trace", "--out", dir.toString()));
        assertTrue(err.toString().contains(dir + ": is a directory"), err.toString());
        Path file = Files.writeString(dir.resolve("plain"), "x"), below = file.resolve("mem.txt");
        assertEquals(2, run(err, "replay", "../examples/odd-even-split.trace", "--out", below.toString()));
        assertTrue(err.toString().contains(below + ": " + file + " is not a directory"), err.toString());
    }

    @Test
    void aRerunReplacesTheFolderWholeAndLeavesNoTemporary() throws Exception {
        Path out = dir.resolve("report");
        assertEquals(0, run(err, "figures", "--out", out.toString(), "--only", "fig9b"), err.toString());
        assertEquals(0, run(err, "figures", "--out", out.toString(), "--only", "fig9a"), err.toString());
        assertEquals(List.of("fig9a.csv", "fig9a.png", "fig9a.svg", "index.html", "index.md"), names(out), "no figure of the first run");
        assertEquals(List.of("report"), names(dir), "no temporary or old folder beside it");
    }

    @Test
    void aFolderOfOtherFilesIsNotReplaced() throws Exception {
        Path out = Files.createDirectory(dir.resolve("notes"));
        Files.writeString(out.resolve("mine.txt"), "keep me");
        assertEquals(2, run(err, "figures", "--out", out.toString(), "--only", "fig9b"));
        assertTrue(err.toString().contains("holds files this command did not write"), err.toString());
        assertEquals(List.of("mine.txt"), names(out));
    }

    @Test
    void dashIsStandardOutput() throws Exception {
        PrintStream old = System.out;
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        System.setOut(new PrintStream(b, true));
        try {
            assertEquals(0, run(err, "replay", "../examples/odd-even-split.trace", "--format", "csv", "--out", "-"), err.toString());
        } finally {
            System.setOut(old);
        }
        assertTrue(b.toString().startsWith("trace,profile,processes,"), b.toString());
        assertFalse(Files.exists(Path.of("-")));
    }
}
