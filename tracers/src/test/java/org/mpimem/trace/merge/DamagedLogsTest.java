package org.mpimem.trace.merge;

import org.mpimem.trace.InputException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Logs damaged by hand, by a disk or by another run in the same directory: each said once, with its file and line. */
class DamagedLogsTest {
    @TempDir
    Path dir;

    private static final String DUP = "c lid=2 call=MPI_Comm_dup parent=0 seq=0 first=0 members=0/0:4 t=5\n";

    private Path log(String job, int rank, int size, long start, String body) throws IOException {
        Path p = dir.resolve(job + "-rank" + rank + ".log");
        Files.writeString(p, "mpimem-log 1\nproc rank=" + rank + " size=" + size + " host=h pid=1 job=" + job + " spawned=0 t=" + start + "\n" + body);
        return p;
    }

    private void run(String job, long start, String body) throws IOException {
        for (int r = 0; r < 4; r++) log(job, r, 4, start, body);
    }

    private static boolean has(MergeResult r, String s) {
        return r.problems().stream().anyMatch(p -> p.contains(s));
    }

    @Test
    void aFreeWithoutCallNamesTheMissingField() throws IOException {
        run("j", 1, DUP + "f lid=2 call=MPI_Comm_free t=6\nend t=7\n");
        log("j", 2, 4, 1, DUP + "f lid=2 t=6\nend t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(has(r, "j-rank2.log:4: rank 2's log is unreadable from line 4: missing call="), r.problems().toString());
    }

    @Test
    void aDamagedNumberOrMissingMembersNameTheField() throws IOException {
        run("j", 1, DUP + "end t=7\n");
        log("j", 1, 4, 1, DUP.replace("members=0/0:4", "members=0/x1:4") + "end t=7\n");
        log("j", 2, 4, 1, DUP.replace(" members=0/0:4", "") + "end t=7\n");
        log("j", 3, 4, 1, DUP.replace("lid=2", "lid=x1") + "end t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(has(r, "j-rank1.log:3: rank 1's log is unreadable from line 3: members=: run '0/x1:4' has a part that is not an int"), r.problems().toString());
        assertTrue(has(r, "j-rank2.log:3: rank 2's log is unreadable from line 3: missing members= (or local= and remote=)"), r.problems().toString());
        assertTrue(has(r, "j-rank3.log:3: rank 3's log is unreadable from line 3: lid=x1 is not an int"), r.problems().toString());
    }

    @Test
    void aFileInsteadOfADirectorySaysADirectoryIsExpected() throws IOException {
        Path f = log("j", 0, 1, 1, "end t=7\n");
        InputException e = assertThrows(InputException.class, () -> TraceMerger.merge(f));
        assertTrue(e.getMessage().contains("trace merge expects the directory of tracer logs"), e.getMessage());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aFifoNamedLikeALogIsSkippedAndNamed() throws Exception {
        run("j", 1, DUP + "end t=7\n");
        Path fifo = dir.resolve("z-rank9.log");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(List.of(fifo + ": not a regular file (a FIFO, device or directory named *.log); skipped"), r.problems());
        assertEquals(1, r.trace().comms().size());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aHugeSizeInOneHeaderIsOutvotedByTheOtherLogs() throws IOException {
        run("j", 1, DUP + "end t=7\n");
        log("j", 3, 100_000_000, 1, DUP + "end t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(has(r, "j-rank3.log:2: size=100000000 disagrees with the 3 other log(s) of job j (size=4); skipped"), r.problems().toString());
        assertEquals(4, r.trace().worldSize());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aHugeSizeClaimedByTooFewLogsIsNotTrusted() throws IOException {
        for (int rk = 0; rk < 2; rk++) log("j", rk, 100_000_000, 1, "end t=7\n");
        InputException e = assertThrows(InputException.class, () -> TraceMerger.merge(dir));
        assertTrue(e.getMessage().contains("j-rank0.log:2: job j claims size=100000000 but only 2 of its logs are present: not trusted"), e.getMessage());
    }

    @Test
    void aStaleLogOfAnEarlierRunDoesNotTakeOverTheCompleteRun() throws IOException {
        Path stale = log("old", 0, 4, 1, DUP);
        run("new", 100, DUP + "f lid=2 call=MPI_Comm_free t=106\nend t=107\n");
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(2, r.trace().events().size()); // the complete run's dup and free
        assertTrue(has(r, stale + ":2: job old (4 processes, 1 log: old-rank0.log) is another run than job new"), r.problems().toString());
        assertTrue(has(r, "Give each run its own MPIMEM_TRACE_DIR"), r.problems().toString());
    }

    @Test
    void anAttributeTheMembersDisagreeOnIsReported() throws IOException {
        String cart = "c lid=2 call=MPI_Cart_create parent=0 seq=0 first=0 reorder=0 members=0/0:4 t=5\nend t=7\n";
        run("j", 1, cart);
        log("j", 2, 4, 1, cart.replace("reorder=0", "reorder=1"));
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(has(r, "j-rank2.log:3: MPI_Cart_create (first recorded at " + dir.resolve("j-rank0.log")
                + ":3): reorder=1 here, reorder=0 in the members before; left out"), r.problems().toString());
    }
}
