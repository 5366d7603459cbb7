package org.mpimem.cli.console;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.mpimem.cli.Cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The survey's progress as a person meets it: a log of a few lines, or one live line on a terminal. */
class ConsoleProgressTest {
    @TempDir
    Path dir;

    @Test
    void aSurveyWithStandardErrorInAFileWritesAFewPlainLines() {
        StringWriter err = new StringWriter();
        // every figure, the accountings and the designs figure: hundreds of replays (one line each before)
        Cli.Result r = Cli.capture("survey", "--out", dir.resolve("s").toString(), "--procs", "2048", "--irregular-max", "128");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.err().split("\n");
        assertTrue(lines.length <= 12, lines.length + " lines:\n" + r.err());
        assertFalse(r.err().contains("\r"), "no carriage returns in a file");
        assertTrue(r.err().contains("mpimem survey: figures ("), r.err());
        assertTrue(r.out().contains("open      " + dir.resolve("s").resolve("index.html")), r.out());
    }

    @Test
    void verboseAddsALinePerReplay() {
        Cli.Result r = Cli.capture("survey", "--out", dir.resolve("s").toString(), "--procs", "2048", "--no-figures", "--model", "mpich", "--verbose");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("  replayed lsms at 2,048 under av-rankmap ("), r.err());
        // 11 applications under 2 designs, each a line
        assertTrue(r.err().split("\n").length >= 22, r.err());
    }

    @Test
    void theLiveLineSaysTheStepHowFarAndTheElapsedTimeWithinOneTerminalLine() {
        ConsoleProgress p = new ConsoleProgress(new PrintWriter(new StringWriter()), "mpimem survey", false, false);
        p.planned(200);
        for (int i = 0; i < 50; i++) p.finished("x", 0.1);
        p.step("figures");
        p.started("random-reorder-dup at 16,384 x100 under vc-vcrt (VCRT entry 4 B, AV entry 12 B)");
        String line = p.render(12_400_000_000L);
        assertTrue(line.startsWith("mpimem survey: figures | 50/200 replays (25%) | 12 s | random-reorder-dup"), line);
        assertEquals(ConsoleProgress.WIDTH, line.length(), line);
        assertTrue(line.endsWith("..."), line);
        for (int i = 0; i < 150; i++) p.finished("x", 0.1);
        assertEquals("mpimem survey: figures | 200/200 replays (100%) | 13 s", p.render(13_000_000_000L), "nothing running: no replay named");
    }

    @Test
    void onATerminalDetailScrollsAboveTheLiveLineWhichIsClearedAtTheEnd() {
        StringWriter out = new StringWriter();
        ConsoleProgress p = new ConsoleProgress(new PrintWriter(out), "mpimem survey", true, true);
        p.planned(1);
        p.detail("  replayed a (0.10 s)");
        p.close();
        String s = out.toString();
        assertTrue(s.contains("\r\033[K  replayed a (0.10 s)\n"), s);
        assertTrue(s.endsWith("\r\033[K"), "the live line is cleared last: " + s);
    }
}
