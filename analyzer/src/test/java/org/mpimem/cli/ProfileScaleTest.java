package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.TraceReader;

import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mpimem.cli.Cli.run;

/** Issue 15 C5: extreme --procs gave internal errors or ran out of memory; what can work works, the rest is refused up front. */
class ProfileScaleTest {
    @TempDir
    Path dir;

    private static final String MAX = Integer.toString(Integer.MAX_VALUE);

    @Test
    void regularMicroBenchmarksWorkAtTwoToTheThirtyOneMinusOne() throws Exception {
        for (String p : new String[]{"split", "split-intercomm", "dup-intercomm"}) {
            Path out = dir.resolve(p + ".trace");
            StringWriter err = new StringWriter();
            assertEquals(0, run(err, "profile", p, "--procs", MAX, "--out", out.toString()), p + ": " + err);
            assertEquals(Integer.MAX_VALUE, TraceReader.read(out).worldSize());
        }
    }

    @Test
    void aMergedCommunicatorAboveTheMpiLimitIsAUsageError() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "profile", "spawn-merge", "--procs", MAX, "--out", dir.resolve("s.trace").toString()));
        assertTrue(err.toString().contains("more than the 2,147,483,647 (2^31-1) an MPI communicator can have"), err.toString());
    }

    @Test
    void aTraceThatCannotFitTheHeapIsRefusedAtOnce() {
        // 2^31-1 is prime: NWChem's grid is 1 x P, P column communicators; random-reorder lists 11 P members
        for (String p : new String[]{"nwchem", "random-reorder"}) {
            StringWriter err = new StringWriter();
            int rc = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> run(err, "profile", p, "--procs", MAX, "--out", dir.resolve("x.trace").toString()));
            assertEquals(2, rc, p + ": " + err);
            assertTrue(err.toString().contains(p + ": at procs=2,147,483,647 the trace has "), err.toString());
            assertTrue(err.toString().contains("MPIMEM_JAVA_OPTS=-Xmx"), err.toString());
        }
    }
}
