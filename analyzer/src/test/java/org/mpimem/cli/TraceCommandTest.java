package org.mpimem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mpimem.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.TraceReader;

/** `trace merge`: the trace is always written; problems go to stderr and make the exit code 2. */
class TraceCommandTest {
    @TempDir
    Path dir;

    private Path logs(boolean rank1Finished) throws Exception {
        Path d = Files.createDirectories(dir.resolve("mpimem-trace-1"));
        for (int r = 0; r < 2; r++)
            Files.writeString(d.resolve("h-rank" + r + ".log"), "mpimem-log 1\nproc rank=" + r + " size=2 host=h pid=1 job=1 spawned=0 t=1\n"
                    + "c lid=2 call=MPI_Comm_dup parent=0 seq=0 first=0 members=0/0:2 t=2\n" + (r == 0 || rank1Finished ? "end t=3\n" : ""));
        return d;
    }

    @Test
    void completeLogsMergeWithExitZero() throws Exception {
        Path out = dir.resolve("app.trace");
        assertEquals(0, run(new StringWriter(), "trace", "merge", logs(true).toString(), "--out", out.toString()));
        assertEquals(1, TraceReader.read(out).comms().size());
    }

    @Test
    void aTruncatedLogIsReportedTheTraceWrittenAndTheExitCodeTwoUnlessAllowed() throws Exception {
        Path out = dir.resolve("app.trace"), d = logs(false);
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "trace", "merge", d.toString(), "--out", out.toString()));
        assertTrue(err.toString().contains("h-rank1.log:3: no end record"), err.toString());
        assertEquals(1, TraceReader.read(out).comms().size());
        assertEquals(0, run(new StringWriter(), "trace", "merge", d.toString(), "--out", out.toString(), "--allow-incomplete"));
    }

    @Test
    void aFileInsteadOfTheLogDirectoryIsBadInputThatSaysADirectoryIsExpected() throws Exception {
        Path log = logs(true).resolve("h-rank1.log");
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "trace", "merge", log.toString(), "--out", dir.resolve("x.trace").toString()));
        assertTrue(err.toString().contains(log + ": a file; trace merge expects the directory of tracer logs"), err.toString());
    }

    @Test
    void aDirectoryWithoutLogsIsBadInput() throws Exception {
        StringWriter err = new StringWriter();
        Path empty = dir.resolve("empty");
        assertEquals(2, run(err, "trace", "merge", Files.createDirectory(empty).toString(), "--out", dir.resolve("x.trace").toString()));
        assertTrue(err.toString().contains("no tracer logs"), err.toString());
    }
}
