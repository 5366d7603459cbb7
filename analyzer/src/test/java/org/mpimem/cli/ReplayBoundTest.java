package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 29 item 8: replay, trace diff and extrapolate count a trace's records on its bytes and refuse
 * one over their bound before reading it. Each trace here ends in a line that is no record: a command
 * that read it first would name that line, not the bound.
 */
class ReplayBoundTest {
    @TempDir
    Path dir;

    /** {@code n} dups of the world, then a broken last line. */
    private Path dups(String name, int n) throws Exception {
        Path f = dir.resolve(name);
        try (BufferedWriter w = Files.newBufferedWriter(f)) {
            w.write("mpimem-trace 1\nworld size=8 nodes=block:2\n");
            for (int i = 1; i <= n; i++) w.write("comm id=" + i + " call=MPI_Comm_dup parent=0 members=0:8 site=main@app.c:10\n");
            w.write("this line is no record\n");
        }
        return f;
    }

    @Test
    void replayCountsRecordsTimesDesignsAndNamesTheWayPast() throws Exception {
        Path t = dups("a.trace", 1000);
        Cli.Result r = Cli.capture("replay", t.toString(), "--model", "vc-vcrt,av-rankmap,lazy-vc,mpich-5,openmpi-4.1-ob1", "--max-replays", "4999");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("1,000 record(s)") && r.err().contains("5,000 record replays") && r.err().contains("4,999")
                && r.err().contains("--max-replays 5000"), r.err());
        // one design counts as four: 4,000 record replays
        Cli.Result one = Cli.capture("replay", t.toString(), "--model", "vc-vcrt", "--max-replays", "3999");
        assertTrue(one.code() == 2 && one.err().contains("4,000 record replays"), one.err());
        // at the bound the trace is read, and its broken line reported
        Cli.Result read = Cli.capture("replay", t.toString(), "--model", "vc-vcrt", "--max-replays", "4000");
        assertEquals(2, read.code(), read.err());
        assertTrue(read.err().contains("a.trace:1003"), read.err());
    }

    @Test
    void aBoundBelowOneIsRefusedAsSuch() throws Exception {
        Path t = dups("a.trace", 1);
        Cli.Result r = Cli.capture("replay", t.toString(), "--max-replays", "0");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--max-replays must be at least 1, not 0"), r.err());
    }

    /** A dup of the world on 2^27 nodes ran every design out of the heap after 47 s; one process a node has no pattern to keep. */
    @Test
    void aCyclicPlacementOnMoreThanTwoToTheTwentyNodesIsRefused() throws Exception {
        Path t = dir.resolve("cyclic.trace");
        Files.writeString(t, "mpimem-trace 1\nworld size=2147483647 nodes=cyclic:134217728\n"
                + "comm id=1 call=MPI_Comm_dup parent=0 members=0:2147483647 site=main@app.c:10\nend comms=1 frees=0 groups=0\n");
        Cli.Result r = Cli.capture("replay", t.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("cyclic:134217728") && r.err().contains("1,048,576 nodes") && r.err().contains("block:16"), r.err());
        Path other = dir.resolve("other.trace");
        Files.writeString(other, Files.readString(t).replace("MPI_Comm_dup", "MPI_Comm_split").replace("site=main@app.c:10", "color=0 key=0 site=main@app.c:11"));
        Cli.Result d = Cli.capture("trace", "diff", t.toString(), other.toString());
        assertEquals(2, d.code(), d.err());
        assertTrue(d.err().contains("cyclic:134217728"), d.err());
        Path onePerNode = dir.resolve("one.trace");
        Files.writeString(onePerNode, "mpimem-trace 1\nworld size=1048577 nodes=cyclic:1048577\n"
                + "comm id=1 call=MPI_Comm_dup parent=0 members=0:1048577 site=main@app.c:10\nend comms=1 frees=0 groups=0\n");
        Cli.Result one = Cli.capture("replay", onePerNode.toString(), "--model", "vc-vcrt");
        assertEquals(0, one.code(), one.err());
    }

    @Test
    void traceDiffCountsBothTraces() throws Exception {
        Path a = dups("a.trace", 600), b = dups("b.trace", 500);
        Cli.Result r = Cli.capture("trace", "diff", a.toString(), b.toString(), "--model", "vc-vcrt", "--max-replays", "4399");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("1,100 record(s)") && r.err().contains("a.trace: 600") && r.err().contains("b.trace: 500"), r.err());
    }

    @Test
    void extrapolateCountsRecordsBeforeReadingAny() throws Exception {
        Path a = dups("a.trace", 140_000), b = dups("b.trace", 140_000);
        Cli.Result r = Cli.capture("extrapolate", a.toString(), b.toString(), "--procs", "64", "--ppn", "2");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("280,000 records") && r.err().contains("262,144"), r.err());
    }
}
