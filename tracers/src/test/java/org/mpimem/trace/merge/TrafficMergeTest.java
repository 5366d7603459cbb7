package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.TraceWriter;

/** Traffic records of version 3 logs as trace records: unions, placement, intercomm sides, and what is left out. */
class TrafficMergeTest {
    @TempDir
    Path dir;

    private void log(int rank, int version, String body) throws IOException {
        Files.writeString(dir.resolve("h-rank" + rank + ".log"), "mpimem-log " + version + "\nproc rank=" + rank
                + " size=4 host=h pid=" + (10 + rank) + " job=j spawned=0 t=" + rank + "\n" + body + "end t=99\n");
    }

    /** Ranks 0,1 and 2,3 split apart, an intercommunicator joins the halves; each side sends across it. */
    private static String body(int rank) {
        int color = rank / 2, mine = rank - rank % 2, other = 2 - mine;
        return "x lid=0 call=MPI_Bcast bytes=" + (rank == 3 ? 5000 : 4096) + " root=0 t=1\n"
                + "c lid=2 call=MPI_Comm_split parent=0 seq=0 first=" + mine + " color=" + color + " key=0 members=0/" + mine + ":2 t=2\n"
                + "x lid=2 call=MPI_Allreduce bytes=8 t=3\n"
                + "c lid=3 call=MPI_Intercomm_create parent=2 tag=7 local=0/" + mine + ":2 remote=0/" + other + ":2 t=4\n"
                + "s lid=3 to=" + (rank % 2) + " t=5\n";
    }

    @Test
    void collectivesUnionOverMembersAndSendsCrossAnIntercommFromBothSides() throws IOException {
        for (int r = 0; r < 4; r++) log(r, 3, body(r));
        MergeResult m = TraceMerger.merge(dir);
        assertEquals(List.of(), m.problems());
        assertEquals("""
                coll comm=0 call=MPI_Bcast bytes=5000 root=0
                comm id=1 call=MPI_Comm_split parent=0 members=0:2 color=0
                comm id=2 call=MPI_Comm_split parent=0 members=2:2 color=1
                coll comm=1 call=MPI_Allreduce bytes=8
                coll comm=2 call=MPI_Allreduce bytes=8
                comm id=3 call=MPI_Intercomm_create parent=1,2 local=0:2 remote=2:2
                send comm=3 from=0:2 to=2:2
                send comm=3 from=2:2 to=0:2
                """, body(TraceWriter.toText(m.trace())));
    }

    @Test
    void versionTwoAndThreeLogsMergeTogetherAndBadTrafficIsLeftOutWithTheReason() throws IOException {
        for (int r = 0; r < 4; r++) {
            String b = "c lid=2 call=MPI_Comm_dup parent=0 seq=0 first=0 members=0/0:4 t=2\n";
            if (r == 1) b = "s lid=2 to=9 t=1\n" + b + "s lid=2 to=9 t=3\ns lid=2 to=0 t=3\n";
            log(r, r == 1 ? 3 : 2, b);
        }
        MergeResult m = TraceMerger.merge(dir);
        assertEquals(1, m.problems().size(), m.problems().toString());
        assertTrue(m.problems().get(0).contains("h-rank1.log:5: send to rank 9 of a group of 4; left out"), m.problems().get(0));
        assertEquals("""
                comm id=1 call=MPI_Comm_dup parent=0 members=0:4
                send comm=1 from=1 to=0
                """, body(TraceWriter.toText(m.trace())));
    }

    /** The records between the world and the end record. */
    private static String body(String trace) {
        List<String> l = trace.lines().toList();
        return String.join("\n", l.subList(3, l.size() - 1)) + "\n";
    }
}
