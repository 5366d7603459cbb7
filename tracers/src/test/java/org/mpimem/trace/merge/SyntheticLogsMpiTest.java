package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The merge benchmark's logs are honest: mergebench.c does for real what {@link BenchmarkLogs}
 * models, and under both MPIs every rank's log must hold the same records, field for field, but
 * for what differs from run to run (times, pid, host, job id).
 */
class SyntheticLogsMpiTest {
    static final int N = 6;

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(Mpi.class)
    void theSyntheticLogsAreWhatTheTracerWrites(Mpi mpi) throws Exception {
        mpi.requireInstalled();
        Path work = Files.createDirectories(Path.of("target/mpi-tests-synthetic", mpi.id()).toAbsolutePath());
        Path real = work.resolve("trace"), synthetic = tmp.resolve("synthetic");
        TracerMpiTest.deleteTree(real);
        Path lib = TracerLibrary.build(mpi.mpicc, mpi.id(), work);
        // the synthetic logs are of version 2, as the tracer writes them with traffic recording off
        Mpi.Run run = mpi.start(mpi.compile("mergebench.c", work), N, lib, real, mpi.env("MPIMEM_TRACE_TRAFFIC", "0"), List.of()).finish();
        assertEquals(0, run.exit(), run.output());
        BenchmarkLogs.program(N).write(synthetic);
        for (int r = 0; r < N; r++) {
            List<String> want = normalized(logOf(real, r)), got = normalized(logOf(synthetic, r));
            assertTrue(want.size() > 40, want.toString());
            assertEquals(want, got, "rank " + r);
        }
        // the synthetic logs have no call sites (they depend on where the compiler put the calls)
        String withoutSites = org.mpimem.trace.TraceWriter.toText(TraceMerger.merge(real).trace()).replaceAll(" site=[^ \n]*", "");
        assertTrue(org.mpimem.trace.TraceReader.read("real", new java.io.StringReader(withoutSites)).sameContent(TraceMerger.merge(synthetic).trace()));
    }

    /** Rank {@code rank}'s log, a per-process file or its part of the job file. */
    private static LogSource logOf(Path dir, int rank) throws IOException {
        for (LogSource s : JobFile.inDirectory(dir)) if (ProcessLog.read(s, null).rank() == rank) return s;
        throw new AssertionError("no log of rank " + rank + " in " + dir);
    }

    private static List<String> normalized(LogSource log) throws IOException {
        return log.text().lines().map(l -> l.replaceAll(" (t|pid|host|job|site)=[^ ]*", "")).toList();
    }
}
