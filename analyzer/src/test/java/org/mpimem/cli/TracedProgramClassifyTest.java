package org.mpimem.cli;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's tracing workflow end to end under real MPI: {@code tracer build}, the unmodified
 * program run with the library preloaded, {@code trace merge}, {@code classify}. The program is the
 * tracer's own every-call test (tracers/src/test/mpi/allcalls.c, 4 processes); the expected Table I
 * counts are derived by hand from what it creates:
 * Dup 9 = dup, idup, 2 dup_with_info, 5 windows' communicators;
 * Offset 7 = 2 row splits, the MPI_UNDEFINED pair, 2 cart_sub rows, split_type (all), create (first half);
 * Stride 7 = 2 column splits, create_group of the evens, 2 halves of the dup, 2 cart_sub columns;
 * Irreg 1 = the reversed-key split; Topo 4 = cart, graph, 2 dist_graph; Intercomm 2 = create + merge.
 * MPI must be installed (scripts/setup); without it the test fails and says so.
 */
class TracedProgramClassifyTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"openmpi", "mpich"})
    void tracedAllCallsProgramClassifiesAsItsCommunicatorsSay(String mpi) throws Exception {
        String lib = mpimem("tracer", "build", "--mpi", mpi, "--out", dir.resolve("lib").toString()).trim();
        Path exe = dir.resolve("allcalls");
        run(List.of("mpicc." + mpi, "-w", "-o", exe.toString(), Path.of("../tracers/src/test/mpi/allcalls.c").toAbsolutePath().toString()));
        Path logs = dir.resolve("logs");
        List<String> launch = new ArrayList<>(mpi.equals("mpich")
                ? List.of("mpiexec.mpich", "-n", "4", "-genv", "LD_PRELOAD", lib, "-genv", "MPIMEM_TRACE_DIR", logs.toString())
                : List.of("mpirun.openmpi", "--allow-run-as-root", "--oversubscribe", "-n", "4",
                        "-x", "LD_PRELOAD=" + lib, "-x", "MPIMEM_TRACE_DIR=" + logs));
        launch.add(exe.toString());
        run(launch);

        Path trace = dir.resolve("allcalls.trace"), csv = dir.resolve("table1.csv");
        mpimem("trace", "merge", logs.toString(), "--out", trace.toString());
        mpimem("classify", trace.toString(), "--format", "csv", "--out", csv.toString());

        List<CSVRecord> rows = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(Files.readString(csv))).getRecords();
        assertEquals(1, rows.size());
        Map<String, String> row = rows.get(0).toMap();
        assertEquals(Map.of("comms", "30", "dup", "9", "offset", "7", "stride", "7", "irreg", "1", "topo", "4", "intercomm", "2"),
                Map.of("comms", row.get("comms"), "dup", row.get("dup"), "offset", row.get("offset"), "stride", row.get("stride"),
                        "irreg", row.get("irreg"), "topo", row.get("topo"), "intercomm", row.get("intercomm")), row.toString());
    }

    private static String mpimem(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        var cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        assertEquals(0, code, String.join(" ", args) + "\n" + err);
        return out.toString();
    }

    private void run(List<String> cmd) throws Exception {
        Path log = Files.createTempFile(dir, "run", ".out");
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        } catch (java.io.IOException e) {
            throw new AssertionError(cmd.get(0) + " not found: run scripts/setup to install MPICH and Open MPI", e);
        }
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError(String.join(" ", cmd) + " did not finish in 180 s:\n" + Files.readString(log));
        }
        assertTrue(p.exitValue() == 0, String.join(" ", cmd) + " exited " + p.exitValue() + ":\n" + Files.readString(log));
    }
}
