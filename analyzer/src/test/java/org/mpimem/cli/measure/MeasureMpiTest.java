package org.mpimem.cli.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.cli.Cli;
import org.mpimem.measure.MeasureCsv;
import org.mpimem.measure.Measurement;
import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.replay.SiteBytes;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.merge.TracerLibrary;

/**
 * mpimem measure on the tracer's own sites.c (split, dup in a helper, intercomm create, merge, cart,
 * one free) under Debian's real MPICH and Open MPI, 4 processes: the table, the files, the model
 * column being the replay of the trace the run wrote, and an application failure told apart from mpimem's own codes.
 */
class MeasureMpiTest {

    /** The tracer's test program {@code source}, built with Debian's wrapper for {@code mpi} (-g: its sites have lines). */
    static Path compile(String mpi, String source, Path dir) throws Exception {
        Path exe = dir.resolve(source.replace(".c", "") + "-" + mpi).toAbsolutePath();
        TracerLibrary.run(List.of("mpicc." + mpi, "-g", "-O0", "-o", exe.toString(),
                Path.of("../tracers/src/test/mpi/" + source).toAbsolutePath().toString()), false);
        return exe;
    }

    private static void measuresSites(String mpi, Path dir) throws Exception {
        Path exe = compile(mpi, "sites.c", dir), out = dir.resolve("out");
        Cli.Result r = Cli.capture("measure", "--mpi", mpi, "--np", "4", "--out", out.toString(), "--", exe.toString());
        assertEquals(0, r.code(), r.err());
        for (String f : List.of("measure.txt", "measure.csv", "measure.json", "measure.png", "measure.svg", "app.trace"))
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        assertTrue(r.out().contains("sites.c:14") && r.out().contains("share explained"), r.out());
        org.mpimem.measure.Comparison s;
        try (var in = Files.newBufferedReader(out.resolve("measure.csv"))) {
            s = MeasureCsv.read(in, "measure.csv");
        }
        Trace t = TraceReader.read(out.resolve("app.trace"));
        CreateFreeSplit model = Measurement.model(t, s.design());
        // one row per site of the trace, MPI_Init first; the 5 calls of sites.c at their own lines
        Set<String> sites = new LinkedHashSet<>(model.sites());
        assertEquals(List.copyOf(sites), s.sites().stream().map(org.mpimem.measure.SiteRow::site).toList());
        assertEquals(SiteBytes.INIT, model.sites().get(0));
        assertEquals(6, sites.size(), sites.toString());
        for (String site : sites)
            for (int rank = 0; rank < 4; rank++) {
                long measured = s.sites().stream().filter(x -> x.site().equals(site)).findFirst().orElseThrow().measured()[rank];
                // MPI keeps more than the model charges: the communicator object and collectives' state come on top
                assertTrue(measured > model.created(site, rank) && model.created(site, rank) > 0, site + " rank " + rank + ": " + measured);
            }
        for (int rank = 0; rank < 4; rank++) assertTrue(s.init().measured()[rank] > 100_000, "MPI_Init keeps at least 100 KB");
        // the same comparison again from the logs the run left, without running
        String csv = Files.readString(out.resolve("measure.csv"));
        java.util.Map<Path, java.nio.file.attribute.FileTime> before = new java.util.HashMap<>();
        try (var logs = Files.list(out.resolve("logs"))) {
            for (Path l : logs.toList()) before.put(l, Files.getLastModifiedTime(l));
        }
        Cli.Result again = Cli.capture("measure", "--mpi", mpi, "--np", "4", "--out", out.toString(), "--from-logs", "--", exe.toString());
        assertEquals(0, again.code(), again.err());
        assertEquals(csv, Files.readString(out.resolve("measure.csv")));
        // nothing launched: the logs are the first run's, untouched (a run deletes and rewrites them)
        for (var e : before.entrySet()) assertEquals(e.getValue(), Files.getLastModifiedTime(e.getKey()), e.getKey().toString());
    }

    @Test
    void openMpiSitesMeasuredBesideTheOb1Model(@TempDir Path dir) throws Exception {
        measuresSites("openmpi", dir);
    }

    @Test
    void mpichSitesMeasuredBesideTheMpich402Model(@TempDir Path dir) throws Exception {
        measuresSites("mpich", dir);
    }

    @Test
    void anApplicationFailureHasACodeOfItsOwnAndItsStatusPrinted(@TempDir Path dir) throws Exception {
        Path exe = compile("openmpi", "exitcode.c", dir);
        Cli.Result r = Cli.capture("measure", "--mpi", "openmpi", "--np", "2", "--out", dir.resolve("out").toString(), "--", exe.toString(), "3");
        // 4, not the application's 3: that would read as mpimem's "difference found"
        assertEquals(4, r.code(), r.err());
        assertTrue(r.err().contains("the application failed with status 3"), r.err());
        assertTrue(r.err().isEmpty() || !r.out().contains("share explained"), "no comparison after a failed run");
        Cli.Result ok = Cli.capture("measure", "--mpi", "openmpi", "--np", "2", "--out", dir.resolve("out").toString(), "--", exe.toString(), "0");
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().contains("exitcode.c:12"), ok.out());
    }

    @Test
    void pmlUcxIsComparedWithTheUcxModel(@TempDir Path dir) throws Exception {
        Path exe = compile("openmpi", "sites.c", dir), out = dir.resolve("out");
        Cli.Result r = Cli.capture("measure", "--mpi", "openmpi", "--pml", "ucx", "--np", "2", "--out", out.toString(), "--", exe.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("model openmpi-4.1-ucx"), r.out());
        assertTrue(Files.readString(out.resolve("measure.csv")).contains(",openmpi-4.1-ucx,2,"), "the design on every sample");
    }

    @Test
    void badOptionsAreRefusedBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        String out = dir.resolve("out").toString();
        for (String[] args : List.of(new String[] {"--mpi", "mpich", "--pml", "ucx"}, new String[] {"--mpi", "mpich", "--mca", "osc=^rdma"},
                new String[] {"--mpi", "openmpi", "--mca", "novalue"})) {
            List<String> cmd = new java.util.ArrayList<>(List.of("measure", "--np", "2", "--out", out));
            cmd.addAll(List.of(args));
            cmd.addAll(List.of("--", "true"));
            Cli.Result r = Cli.capture(cmd.toArray(new String[0]));
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(!Files.exists(dir.resolve("out").resolve("logs")), "nothing launched: " + String.join(" ", args));
        }
        Cli.Result zero = Cli.capture("measure", "--mpi", "openmpi", "--np", "0", "--out", out, "--", "true");
        assertEquals(2, zero.code());
        assertTrue(zero.err().contains("--np must be at least 1"), zero.err());
    }
}
