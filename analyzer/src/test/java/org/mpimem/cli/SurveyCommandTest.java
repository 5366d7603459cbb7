package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.model.Models;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SurveyCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesTableOneAndEveryApplicationsMemoryAsReplayComputesIt() throws Exception {
        Path out = dir.resolve("survey");
        StringWriter err = new StringWriter();
        var cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        assertEquals(0, cl.execute("survey", "--out", out.toString(), "--procs", "2048", "--no-figures"), err.toString());

        try (var files = Files.list(out)) {
            assertEquals(List.of("growth-measured.png", "growth-measured.svg", "growth-scale.png", "growth-scale.svg", "growth.csv", "index.html", "index.md", "memory.csv", "memory.json", "memory.png", "memory.svg", "memory.txt", "summary.md", "table1.csv", "table1.md", "table1.txt"),
                    files.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary file left behind");
        }
        String table1 = Files.readString(out.resolve("table1.md"));
        String summary = Files.readString(out.resolve("summary.md"));
        for (AppProfile p : AppProfiles.applications()) {
            assertTrue(table1.contains(p.name()), p.name());
            assertTrue(summary.contains("| " + p.name() + " |"), p.name());
        }

        SizeProfile profile = SizeProfiles.defaultProfile();
        AppProfile nek = AppProfiles.require("nek5000");
        ModelResult vc = new Replayer(profile).replay(nek.generate(2048, 16, Params.defaults(nek)), Models.byName("vc-vcrt").create(profile));
        String expected = String.format(Locale.ROOT, "| nek5000 | %,d | %.1f |", 24, vc.peak().max().total() / (1024.0 * 1024.0));
        assertTrue(summary.contains(expected), expected + "\n" + summary);
        assertTrue(Files.readString(out.resolve("memory.csv")).contains("," + vc.peak().max().total() + ","));
    }

    @Test
    void badScaleIsAUsageError() {
        StringWriter err = new StringWriter();
        var cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        assertEquals(2, cl.execute("survey", "--out", dir.toString(), "--procs", "0"));
        assertTrue(err.toString().contains("--procs"), err.toString());
    }

    /** Exit 2 with {@code message} on standard error and no output folder. */
    private void usageErrorBeforeAnythingIsWritten(String message, String... options) {
        Path out = dir.resolve("survey");
        StringWriter err = new StringWriter();
        String[] args = java.util.stream.Stream.concat(java.util.stream.Stream.of("survey", "--out", out.toString()), java.util.Arrays.stream(options))
                .toArray(String[]::new);
        assertEquals(2, Cli.run(err, args), err.toString());
        assertTrue(err.toString().contains(message), err.toString());
        assertFalse(Files.exists(out));
    }

    @Test
    void irregularMaxTooSmallIsAUsageErrorBeforeAnythingIsWritten() {
        usageErrorBeforeAnythingIsWritten("--irregular-max must be at least 128", "--procs", "2048", "--irregular-max", "100");
    }

    @Test
    void figuresUnderAProfileWithOneDesignAreAUsageErrorBeforeAnythingIsWritten() {
        usageErrorBeforeAnythingIsWritten("has no av-rankmap", "--procs", "2048", "--profile", "mpich-3.2-ch3-tcp");
    }

    @Test
    void badApplicationScaleIsAUsageErrorBeforeAnythingIsWritten() {
        // ft: P > nz = 2048 makes np1 = P / 2048 = 2 rows, which do not divide 5001 processes
        usageErrorBeforeAnythingIsWritten("ft: procs=5001 does not fit NPB FT's layout", "--procs", "5001", "--no-figures");
    }

    @Test
    void withoutFiguresAProfileWithOneDesignReplaysThatDesign() throws Exception {
        Path out = dir.resolve("survey");
        StringWriter err = new StringWriter();
        assertEquals(0, Cli.run(err, "survey", "--out", out.toString(), "--procs", "2048", "--profile", "mpich-3.2-ch3-tcp", "--no-figures"), err.toString());
        String csv = Files.readString(out.resolve("memory.csv"));
        assertTrue(csv.contains("vc-vcrt") && !csv.contains("av-rankmap"), csv);
    }
}
