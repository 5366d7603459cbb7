package org.mpimem.trace.merge;

import org.mpimem.trace.InputException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.TraceWriter;

/** Damaged or disagreeing logs: reported one by one, and the trace keeps what is complete. */
class MergeProblemsTest {
    @TempDir
    Path dir;

    private void log(int rank, String host, String body) throws IOException {
        Files.writeString(dir.resolve(host + "-rank" + rank + ".log"),
                "mpimem-log 1\nproc rank=" + rank + " size=2 host=" + host + " pid=1 job=j spawned=0 t=" + rank + "\n" + body);
    }

    private static final String DUP = "c lid=2 call=MPI_Comm_dup parent=0 seq=0 first=0 members=0/0:2 t=5\n";

    @Test
    void aCleanPairOfLogsMergesWithoutProblemsAndPlacesRanksByHost() throws IOException {
        log(0, "a", DUP + "f lid=2 call=MPI_Comm_free t=6\nend t=7\n");
        log(1, "b", DUP + "f lid=2 call=MPI_Comm_free t=6\nend t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(List.of(), r.problems());
        assertEquals("block:1", r.trace().world().placement().spec());
        assertEquals(MpiCall.COMM_DUP, r.trace().comms().get(0).call());
        assertEquals(2, r.trace().events().size());
    }

    @Test
    void aCutRecordAndAMissingEndAreReportedAndWhatCameBeforeIsKept() throws IOException {
        log(0, "a", DUP + "c lid=3 call=MPI_Comm_split parent=0 seq=1 first=0 color=0 key=0 members=0/0:");
        log(1, "a", DUP + "c lid=3 call=MPI_Comm_split parent=0 seq=1 first=0 color=0 key=0 members=0/0:2 t=6\nend t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("a-rank0.log:4: cut record")), r.problems().toString());
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("no end record: rank 0")), r.problems().toString());
        assertEquals(2, r.trace().comms().size()); // the split is complete in rank 1's log
        TraceWriter.toText(r.trace());
    }

    @Test
    void membersThatDisagreeAreReported() throws IOException {
        log(0, "a", DUP + "end t=7\n");
        log(1, "a", "c lid=2 call=MPI_Comm_dup parent=0 seq=0 first=0 members=0/1,0/0 t=5\nend t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("its members disagree")), r.problems().toString());
        assertEquals(1, r.trace().comms().size());
    }

    @Test
    void aMemberWhoseCompleteLogLacksTheCommunicatorIsReported() throws IOException {
        log(0, "a", DUP + "end t=7\n");
        log(1, "a", "end t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("is not in the log of its member")), r.problems().toString());
    }

    @Test
    void logsThatDisagreeOnTheOrderAreMergedAnywayAndReported() throws IOException {
        String split = "c lid=3 call=MPI_Comm_split parent=0 seq=1 first=0 color=0 key=0 members=0/0:2 t=6\n";
        log(0, "a", DUP + split + "end t=7\n");
        log(1, "a", split.replace("lid=3", "lid=2") + DUP.replace("lid=2", "lid=3") + "end t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("disagree on the order")), r.problems().toString());
        assertEquals(2, r.trace().comms().size());
    }

    @Test
    void aDirectoryWithoutLogsIsAnError() {
        InputException e = assertThrows(InputException.class, () -> TraceMerger.merge(dir));
        assertTrue(e.getMessage().contains("no tracer logs"), e.getMessage());
    }

    @Test
    void whenNoLogIsReadableTheErrorNamesEachLogAndItsReason() throws IOException {
        Files.writeString(dir.resolve("x.log"), "mpimem-log 1\nproc rank=0 size=-3 host=a job=j spawned=0\nend t=7\n");
        Files.writeString(dir.resolve("y.log"), "not a log\n");
        InputException e = assertThrows(InputException.class, () -> TraceMerger.merge(dir));
        assertTrue(e.getMessage().contains(dir.resolve("x.log") + ":2: size=-3, must be at least 1"), e.getMessage());
        assertTrue(e.getMessage().contains(dir.resolve("y.log") + ":1: not an mpimem tracer log"), e.getMessage());
    }

    @Test
    void aProcLineThatDoesNotFitIsReportedWithFileAndLineAndTheLogSkipped() throws IOException {
        log(0, "a", DUP + "end t=7\n");
        log(1, "a", DUP + "end t=7\n");
        Files.writeString(dir.resolve("rank.log"), "mpimem-log 1\nproc rank=2 size=2 host=a job=j spawned=0\nend t=7\n");
        Files.writeString(dir.resolve("time.log"), "mpimem-log 1\nproc rank=1 size=2 host=a job=j spawned=0 t=zz\nend t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(r.problems().contains(dir.resolve("rank.log") + ":2: rank=2, must be in 0..1 (" + dir.resolve("rank.log") + " skipped)"),
                r.problems().toString());
        assertTrue(r.problems().contains(dir.resolve("time.log") + ":2: bad proc line: t=zz is not a time in ns ("
                + dir.resolve("time.log") + " skipped)"), r.problems().toString());
        assertEquals(2, r.logs());
        assertEquals(1, r.trace().comms().size());
    }

    @Test
    void anUnreadableRecordInALogThatEndsIsNotCalledACrash() throws IOException {
        log(0, "a", DUP + "c lid=3 call=MPI_Comm_split parent=zz seq=1 members=0/0:2 t=6\n" + "end t=7\n");
        log(1, "a", DUP + "end t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(r.problems().stream().anyMatch(p -> p.startsWith(dir.resolve("a-rank0.log")
                + ":4: rank 0's log is unreadable from line 4: parent=zz is not an int")), r.problems().toString());
        assertTrue(r.problems().stream().noneMatch(p -> p.contains("no end record")), r.problems().toString());
        assertEquals(1, r.trace().comms().size());
    }

    @Test
    void anUnknownCallIsReportedAndLeftOutWithItsFree() throws IOException {
        String foo = "c lid=3 call=MPI_Foo parent=0 seq=1 first=0 members=0/0:2 t=6\nf lid=3 call=MPI_Comm_free t=7\n";
        log(0, "a", DUP + foo + "end t=8\n");
        log(1, "a", DUP + foo + "end t=8\n");
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(List.of(dir.resolve("a-rank0.log") + ":4: unknown call 'MPI_Foo', left out",
                dir.resolve("a-rank1.log") + ":4: unknown call 'MPI_Foo', left out"), r.problems());
        assertEquals(1, r.trace().comms().size());
    }
}
