package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.TraceWriter;

/**
 * Separately started jobs in one merge, from logs written as the tracer writes them: pairing by
 * port name and root completion order, and what is reported when a side cannot be paired.
 */
class ConnectedJobsMergeTest {
    @TempDir
    Path dir;

    private void log(String job, int rank, int size, long start, String... records) throws IOException {
        Files.writeString(dir.resolve(job + "-rank" + rank + ".log"), "mpimem-log 1\nproc rank=" + rank + " size=" + size
                + " host=h pid=1 job=" + job + " spawned=0 t=" + start + "\n" + String.join("", java.util.Arrays.stream(records).map(x -> x + "\n").toList()) + "end t=99\n");
    }

    private static String accept(int seq, int ref, String port, String remote, long t) {
        return "c lid=" + (2 + seq) + " call=MPI_Comm_accept parent=0 seq=" + seq + " ref=" + ref + " t0=1"
                + (port == null ? "" : " port=" + port) + " local=0/0:2 remote=" + remote + " t=" + t;
    }

    private static String connect(String port, String local, String remote, long t) {
        return "c lid=2 call=MPI_Comm_connect parent=0 seq=0 ref=1 t0=1" + (port == null ? "" : " port=" + port)
                + " local=" + local + " remote=" + remote + " t=" + t;
    }

    /** A server accepting twice on one port: the n-th accept to complete pairs with the n-th connect. */
    private void serverWithTwoClients(String port1, String port2) throws IOException {
        for (int r = 0; r < 2; r++)
            log("s", r, 2, 0, accept(0, 1, r == 0 ? "P" : null, "1/0", 10), accept(1, 2, r == 0 ? "P" : null, "2/0:2", 20));
        log("c1", 0, 1, 1, connect(port1, "0/0", "1/0:2", 10));
        for (int r = 0; r < 2; r++) log("c2", r, 2, 2, connect(r == 0 ? port2 : null, "0/0:2", "1/0:2", 20));
    }

    @Test
    void twoClientsOfOnePortBecomeTwoProcessGroupsInTheOrderTheyWereAccepted() throws IOException {
        serverWithTwoClients("P", "P");
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(List.of(), r.problems());
        assertEquals(List.of(1, 2), r.trace().groups().stream().skip(1).map(ProcessGroup::size).toList());
        assertTrue(r.trace().groups().stream().skip(1).allMatch(g -> g.origin() == ProcessGroup.Origin.CONNECT));
        List<String> remotes = r.trace().comms().stream().map(CommDef::remote).map(m -> m.runs().toString()).toList();
        assertEquals(List.of("[1/0]", "[2/0:2]"), remotes);
        assertTrue(TraceWriter.toText(r.trace()).contains("group id=2 size=2 nodes=block:2 world=3 origin=connect"));
    }

    @Test
    void aSideWhoseRootLeftNoLogIsReportedAndItsJobLeftOut() throws IOException {
        serverWithTwoClients("P", null);
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("c2-rank0.log:3: MPI_Comm_connect to another job: its root left no record")),
                r.problems().toString());
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("c2-rank0.log:2: job c2 (2 processes, 2 logs: c2-rank0.log, c2-rank1.log) is another run than job s")),
                r.problems().toString());
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("s-rank0.log:4: MPI_Comm_accept on port P has no matching MPI_Comm_connect")),
                r.problems().toString());
        assertEquals(1, r.trace().comms().size());
    }

    @Test
    void sidesOfDifferentSizesAreNotPaired() throws IOException {
        for (int r = 0; r < 2; r++) log("s", r, 2, 0, accept(0, 1, r == 0 ? "P" : null, "1/0:3", 10));
        log("c", 0, 1, 1, connect("P", "0/0", "1/0:2", 10));
        MergeResult r = TraceMerger.merge(dir);
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("(2 local, 3 remote processes) does not match MPI_Comm_connect at")),
                r.problems().toString());
        assertEquals(0, r.trace().comms().size());
        assertEquals(1, r.trace().groups().size());
    }

    @Test
    void anUnrelatedSecondRunInTheDirectoryIsLeftOutAndSaysWhy() throws IOException {
        for (int r = 0; r < 2; r++) log("a", r, 2, 0);
        log("b", 0, 1, 5);
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(List.of(dir.resolve("b-rank0.log") + ":2: job b (1 process, 1 log: b-rank0.log) is another run than job a, the trace's world: "
                + "no connect/accept joins them; left out. Give each run its own MPIMEM_TRACE_DIR (or remove the logs of earlier runs) to keep runs apart"), r.problems());
        assertEquals(2, r.trace().worldSize());
    }
}
