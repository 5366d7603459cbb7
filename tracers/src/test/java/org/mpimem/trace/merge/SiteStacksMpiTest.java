package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * scripts/site-stacks, which attributes what one call site keeps to allocation stacks, on a
 * Fortran program with messages between its communicator calls. Under Open MPI the Fortran
 * bindings reach the tracer's Fortran wrappers; each memory window dumps the live blocks once, and
 * the n-th dump is read as the n-th mem= of the log. A message that opened a window (it once did)
 * shifted every dump after it: the dup's stacks were read from a broadcast's, and QE's pw.x spent
 * minutes dumping per broadcast. So did a split that returns MPI_COMM_NULL, which has a window but
 * no record.
 */
class SiteStacksMpiTest {
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void theDumpsLineUpWithTheLogsMemoryFields(Mpi mpi) throws Exception {
        mpi.requireInstalled();
        if (mpi == Mpi.OPENMPI)
            Assumptions.assumeTrue(new ProcessBuilder("unshare", "--uts", "true").start().waitFor() == 0,
                    "simulated Open MPI nodes need unshare --uts (util-linux, as root)");
        Path dir = Files.createDirectories(Path.of("target/mpi-tests", "site-stacks-" + mpi.id()).toAbsolutePath());
        Path exe = mpi.compile("stacks.f90", dir), work = dir.resolve("work"), out = dir.resolve("out.txt"), err = dir.resolve("err.txt");
        ProcessBuilder pb = new ProcessBuilder(List.of(Path.of("../scripts/site-stacks").toAbsolutePath().toString(),
                mpi == Mpi.MPICH ? "mpich" : "ompi-ob1", "2", "4", "2", "1", "MPI_Comm_dup", "--", exe.toString()));
        pb.environment().put("STACKS_WORK", work.toString());
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "site-stacks did not finish in 5 minutes");
        String stdout = Files.readString(out), stderr = Files.readString(err);
        assertEquals(0, p.exitValue(), stdout + stderr);
        assertFalse(stderr.contains("windows dumped"), stderr);
        // MPI_Init, the split and the dup: three records, three numbered pairs of dumps, at both counts
        for (String run : List.of("p2", "p4"))
            try (var s = Files.list(work.resolve(run).resolve("stacks"))) {
                assertEquals(6, s.filter(f -> f.getFileName().toString().matches("\\d+\\.(pre|post)")).count(), run + ": " + stderr);
            }
        assertTrue(stdout.contains("1 calls matching 'MPI_Comm_dup'"), stdout);
        // the dup's window, not the empty split's: the dup of a communicator of 1 or 2 keeps its own structures
        java.util.regex.Matcher kept = java.util.regex.Pattern.compile("MPI_Comm_dup@\\S+: (-?\\d+) B").matcher(stdout);
        assertTrue(kept.find(), stdout);
        assertTrue(Long.parseLong(kept.group(1)) > 0, stdout);
        assertTrue(stdout.contains("kept by the site: "), stdout);
    }
}
