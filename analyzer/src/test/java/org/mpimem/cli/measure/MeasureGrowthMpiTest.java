package org.mpimem.cli.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.cli.Cli;
import org.mpimem.trace.TraceReader;

/**
 * measure --procs --ppn on nodes simulated on this machine, under Debian's real MPICH and Open MPI:
 * each library sees ppn processes per node (the tracer's placement says so), MPI_Init grows per
 * added process, the comparison from the logs alone is the same, and bad counts are refused
 * before anything runs.
 */
class MeasureGrowthMpiTest {

    private static void grows(String mpi, Path dir) throws Exception {
        Path exe = MeasureMpiTest.compile(mpi, "sites.c", dir), out = dir.resolve("out");
        Cli.Result r = Cli.capture("measure", "--mpi", mpi, "--procs", "4,8", "--ppn", "2", "--out", out.toString(), "--", exe.toString());
        assertEquals(0, r.code(), r.err());
        for (String f : MeasureGrowth.REPORTS) assertTrue(Files.size(out.resolve(f)) > 0, f);
        for (int np : List.of(4, 8)) {
            Path run = out.resolve("runs").resolve(np + "x2");
            assertTrue(Files.exists(run.resolve("measure.csv")), run.toString());
            // the tracer saw the nodes the library saw: 2 processes on each
            assertEquals("block:2", TraceReader.read(run.resolve("app.trace")).groups().get(0).placement().spec(), run.toString());
        }
        CSVRecord init = slopes(out).stream().filter(x -> x.get("site").equals("(MPI_Init)")).findFirst().orElseThrow();
        double measured = Double.parseDouble(init.get("measured_b_per_process"));
        // both libraries keep hundreds of bytes per process of the job after MPI_Init (docs/calibration.md)
        assertTrue(measured > 100 && measured < 5000, "MPI_Init's growth per added process: " + measured);
        assertTrue(r.out().contains("growth per added process") && r.out().contains("(MPI_Init)"), r.out());
        String before = Files.readString(out.resolve("growth-slopes.csv"));
        Cli.Result again = Cli.capture("measure", "--mpi", mpi, "--procs", "4,8", "--ppn", "2", "--out", out.toString(), "--from-logs", "--", exe.toString());
        assertEquals(0, again.code(), again.err());
        assertEquals(before, Files.readString(out.resolve("growth-slopes.csv")));
    }

    private static List<CSVRecord> slopes(Path out) throws Exception {
        try (var in = Files.newBufferedReader(out.resolve("growth-slopes.csv"))) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in).getRecords();
        }
    }

    @Test
    void mpichGrowsOnSimulatedNodes(@TempDir Path dir) throws Exception {
        grows("mpich", dir);
    }

    @Test
    void openMpiGrowsOnSimulatedNodes(@TempDir Path dir) throws Exception {
        grows("openmpi", dir);
    }

    @Test
    void aFailedRunStopsTheSeriesWithACodeOfItsOwn(@TempDir Path dir) throws Exception {
        Path exe = MeasureMpiTest.compile("mpich", "exitcode.c", dir);
        Path out = dir.resolve("out");
        Cli.Result r = Cli.capture("measure", "--mpi", "mpich", "--procs", "2,4", "--ppn", "1", "--out", out.toString(), "--", exe.toString(), "3");
        assertEquals(4, r.code(), r.err());
        assertTrue(r.err().contains("failed in the run of 2 processes on 2 simulated nodes of 1") && r.err().contains("with status 3"), r.err());
        assertTrue(!Files.exists(out.resolve("runs").resolve("4x1")) && !Files.exists(out.resolve("growth.txt")), "the series stopped, no report");
    }

    @Test
    void countsThatDoNotFillNodesAreRefusedBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        Cli.Result r = Cli.capture("measure", "--mpi", "mpich", "--procs", "4,6", "--ppn", "4", "--out", out.toString(), "--", "true");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--procs 6 is not a positive multiple of --ppn 4"), r.err());
        assertTrue(!Files.exists(out.resolve("runs")), "nothing launched");
        Path hosts = Files.writeString(dir.resolve("hosts"), "a\n# b\n");
        Cli.Result few = Cli.capture("measure", "--mpi", "mpich", "--procs", "4", "--ppn", "2", "--hostfile", hosts.toString(), "--out", out.toString(), "--", "true");
        assertEquals(2, few.code(), few.err());
        assertTrue(few.err().contains("1 host(s), and the largest run needs 2 nodes"), few.err());
        Cli.Result twice = Cli.capture("measure", "--mpi", "mpich", "--procs", "8,16,8", "--out", out.toString(), "--", "true");
        assertEquals(2, twice.code(), twice.err());
        assertTrue(twice.err().contains("--procs 8 is given twice"), twice.err());
        Cli.Result none = Cli.capture("measure", "--mpi", "mpich", "--procs", "4", "--hostfile", dir.resolve("absent").toString(), "--out", out.toString(), "--", "true");
        assertEquals(2, none.code(), none.err());
        assertTrue(none.err().contains("absent: no such file"), none.err());
    }
}
