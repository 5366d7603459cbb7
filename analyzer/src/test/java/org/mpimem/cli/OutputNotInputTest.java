package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 22 item 1: an output that names an input, however spelled, is refused (exit 2) before anything is written. */
class OutputNotInputTest {
    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    private Path trace(String name) throws Exception {
        return Files.copy(Path.of("../examples/odd-even-split.trace"), dir.resolve(name));
    }

    /** Runs the command; asserts exit 2, a message naming the output spelling and the input, and the input unchanged. */
    private void refused(Path input, String outSpelling, String... args) throws Exception {
        byte[] before = Files.readAllBytes(input);
        Cli.Result r = Cli.capture(args);
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(outSpelling) && r.err().contains(input.toString()), r.err());
        assertArrayEquals(before, Files.readAllBytes(input), input + " was changed");
    }

    @Test
    void replayOverItsTraceIsRefused() throws Exception {
        Path t = trace("a.trace");
        refused(t, t.toString(), "replay", t.toString(), "--out", t.toString());
        refused(t, t.toString(), "replay", "--by-site", t.toString(), "--out", t.toString());
    }

    @Test
    void everySpellingOfTheSameFileIsRefused() throws Exception {
        Path t = trace("a.trace");
        Path sub = Files.createDirectory(dir.resolve("sub"));
        String dotdot = sub + "/../a.trace";
        refused(t, dotdot, "replay", t.toString(), "--out", dotdot);
        Path link = Files.createSymbolicLink(dir.resolve("link.trace"), t);
        refused(t, link.toString(), "replay", t.toString(), "--out", link.toString());
        Path hard = Files.createLink(dir.resolve("hard.trace"), t);
        refused(t, hard.toString(), "replay", t.toString(), "--out", hard.toString());
        Path linkedDir = Files.createSymbolicLink(dir.resolve("again"), dir);
        String viaDir = linkedDir.resolve("a.trace").toString();
        refused(t, viaDir, "classify", t.toString(), "--out", viaDir);
    }

    @Test
    void classifyOverItsTraceIsRefused() throws Exception {
        Path t = trace("a.trace"), other = trace("b.trace");
        refused(other, other.toString(), "classify", t.toString(), other.toString(), "--out", other.toString());
        refused(t, t.toString(), "classify", "--by-site", t.toString(), "--out", t.toString());
    }

    @Test
    void extrapolateOverOneOfItsTracesIsRefused() throws Exception {
        Path a = dir.resolve("p8.trace"), b = dir.resolve("p16.trace");
        assertEquals(0, Cli.run(err, "profile", "nekbone", "--procs", "8", "--ppn", "4", "--out", a.toString()), err.toString());
        assertEquals(0, Cli.run(err, "profile", "nekbone", "--procs", "16", "--ppn", "4", "--out", b.toString()), err.toString());
        refused(a, a.toString(), "extrapolate", a.toString(), b.toString(), "--procs", "64", "--ppn", "4", "--out", a.toString());
    }

    private Path logs() throws Exception {
        Path d = Files.createDirectories(dir.resolve("mpimem-trace-1"));
        for (int r = 0; r < 2; r++)
            Files.writeString(d.resolve("h-rank" + r + ".log"), "mpimem-log 1\nproc rank=" + r + " size=2 host=h pid=1 job=1 spawned=0 t=1\n"
                    + "c lid=2 call=MPI_Comm_dup parent=0 seq=0 first=0 members=0/0:2 t=2\nend t=3\n");
        return d;
    }

    @Test
    void traceMergeOverALogOrIntoItsFolderIsRefused() throws Exception {
        Path d = logs(), log = d.resolve("h-rank1.log");
        refused(log, log.toString(), "trace", "merge", d.toString(), "--out", log.toString());
        Path fresh = d.resolve("merged.trace");
        Cli.Result r = Cli.capture("trace", "merge", d.toString(), "--out", fresh.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("lies inside the input folder " + d), r.err());
        assertFalse(Files.exists(fresh));
        Path hard = Files.createLink(dir.resolve("elsewhere.log"), log);
        refused(log, hard.toString(), "trace", "merge", d.toString(), "--out", hard.toString());
    }

    @Test
    void budgetWriteOverItsBudgetsOrTheirTraceIsRefused() throws Exception {
        Path t = trace("a.trace");
        Path budgets = Files.writeString(dir.resolve("budgets.json"), "{\"format\": \"mpimem-budgets 1\", \"budgets\": [\n"
                + "  {\"name\": \"a\", \"trace\": \"a.trace\", \"model\": \"vc-vcrt\", \"profile\": \"paper-2017\", "
                + "\"statistic\": \"total\", \"limit\": 100000000}\n]}\n");
        refused(budgets, budgets.toString(), "budget", "--check", budgets.toString(), "--write", budgets.toString());
        refused(t, t.toString(), "budget", "--check", budgets.toString(), "--write", t.toString());
    }

    @Test
    void calibrateSamplesAndReportInOneFileAreRefusedBeforeLaunching() throws Exception {
        Path f = Files.writeString(dir.resolve("cal.csv"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("cal-link.csv"), f);
        refused(f, link.toString(), "calibrate", "--mpi", "mpich", "--max-world", "5", "--out", f.toString(), "--samples", link.toString());
    }

    @Test
    void aDanglingLinkIsRefusedAndNothingIsCreatedWhereItPoints() throws Exception {
        Path t = trace("a.trace");
        Path target = dir.resolve("nowhere/deeper/report.txt");
        Path link = Files.createSymbolicLink(dir.resolve("report.txt"), target);
        Cli.Result r = Cli.capture("replay", t.toString(), "--model", "vc-vcrt", "--out", link.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(link + ": a symbolic link to " + target + ", which does not exist"), r.err());
        assertFalse(Files.exists(dir.resolve("nowhere")), "no folder created where the link points");
    }

    @Test
    void aFreshOutputBesideTheInputsIsWritten() throws Exception {
        Path t = trace("a.trace"), out = dir.resolve("new/report.csv");
        Cli.Result r = Cli.capture("replay", t.toString(), "--model", "vc-vcrt", "--format", "csv", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(out).startsWith("trace,"));
    }
}
