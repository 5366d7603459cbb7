package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceRoundTripTest {

    static Trace read(String text) throws IOException {
        return TraceReader.read("test.trace", new StringReader(text));
    }

    static void assertRoundTrip(Trace t) throws IOException {
        String text = TraceWriter.toText(t);
        Trace back = TraceReader.read(t.source(), new StringReader(text));
        assertTrue(t.sameContent(back), () -> "round trip changed the trace:\n" + text);
        assertEquals(text, TraceWriter.toText(back), "canonical text is a fixed point");
    }

    /** Splits, a strided intercommunicator, a merge and a window, with every attribute. */
    static Trace intra() {
        Trace.Builder b = new Trace.Builder("intra", 16, new Placement.Block(4));
        int even = b.add(new CommDef(1, MpiCall.COMM_SPLIT, List.of(0), Members.of(Run.of(0, 8, 2)), null,
                Map.of("color", "0", "key", "0", "size", "8", "name", "evens"), 0));
        int odd = b.add(new CommDef(2, MpiCall.COMM_SPLIT, List.of(0), Members.of(Run.of(1, 8, 2)), null,
                Map.of("color", "1", "key", "0"), 0));
        int ic = b.add(new CommDef(3, MpiCall.INTERCOMM_CREATE, List.of(even, odd), Members.of(Run.of(0, 8, 2)),
                Members.of(Run.of(1, 8, 2)), Map.of("name", "pairs"), 0));
        b.add(new CommDef(4, MpiCall.INTERCOMM_MERGE, List.of(ic), Members.of(Run.of(1, 8, 2), Run.of(0, 8, 2)), null,
                Map.of("high", "1"), 0));
        b.add(new CommDef(5, MpiCall.CART_CREATE, List.of(0), Members.of(Run.of(15, 16, -1)), null, Map.of("reorder", "1"), 0));
        int win = b.intra(MpiCall.WIN_ALLOCATE, Members.range(0, 0, 16), 0);
        b.free(ic);
        b.add(new CommDef(7, MpiCall.COMM_DUP, List.of(4), Members.of(Run.of(1, 8, 2), Run.of(0, 8, 2)), null, Map.of(), 0));
        return b.free(win, "MPI_Win_free").build();
    }

    /** A spawned group with its own world, a spawn intercommunicator, merge, split and disconnect. */
    static Trace spawn() {
        Trace.Builder b = new Trace.Builder("spawn", 16, new Placement.Explicit(new int[] {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 7}));
        ProcessGroup g = b.addGroup(6, new Placement.Cyclic(3), ProcessGroup.Origin.SPAWN);
        int sp = b.inter(MpiCall.COMM_SPAWN, Members.range(0, 0, 16), Members.range(g.id(), 0, 6), 0);
        int merged = b.intra(MpiCall.INTERCOMM_MERGE, Members.of(new Run(1, 0, 6, 1), new Run(0, 0, 16, 1)), sp);
        b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(0, 3, 5, 3), new Run(1, 5, 3, -2)), merged);
        int children = b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(1, 0, 3, 2)), g.worldComm());
        ProcessGroup h = b.addGroup(2, new Placement.Block(1), ProcessGroup.Origin.CONNECT);
        int cn = b.inter(MpiCall.COMM_CONNECT, Members.of(new Run(1, 0, 3, 2)), Members.range(h.id(), 0, 2), children);
        b.inter(MpiCall.COMM_DUP, Members.range(h.id(), 0, 2), Members.of(new Run(1, 0, 3, 2)), cn);
        return b.free(sp, "MPI_Comm_disconnect").build();
    }

    @Test
    void intraTraceRoundTrips() throws IOException {
        assertRoundTrip(intra());
    }

    @Test
    void spawnWithSecondGroupAndExplicitPlacementRoundTrips() throws IOException {
        Trace t = spawn();
        assertRoundTrip(t);
        Trace back = read(TraceWriter.toText(t));
        assertEquals(t.world().placement(), back.world().placement());
        assertEquals(3, back.groups().size());
        assertEquals(new Placement.Cyclic(3), back.groups().get(1).placement());
    }

    @Test
    void canonicalText() throws IOException {
        Trace t = read("mpimem-trace 1\n\n"
                + "   # a comment\n"
                + "world   size=16\tnodes=explicit:0x8,1x8   # trailing comment\n"
                + "comm id=1 call=MPI_Comm_split parent=0 members=0,2,4,6,1:4:2 key=3 color=0\n"
                + "comm id=2 call=MPI_Comm_split parent=1 members=6,4 size=2\n"
                + "free id=2\n"
                + "end groups=0 frees=1 comms=2\n");
        assertEquals("mpimem-trace 1\n"
                + "# source: test.trace\n"
                + "world size=16 nodes=explicit:0x8,1x8\n"
                + "comm id=1 call=MPI_Comm_split parent=0 members=0:4:2,1:4:2 color=0 key=3\n"
                + "comm id=2 call=MPI_Comm_split parent=1 members=6:2:-2 size=2\n"
                + "free id=2 call=MPI_Comm_free\n"
                + "end comms=2 frees=1 groups=0\n", TraceWriter.toText(t));
    }

    @Test
    void readKeepsLinesAndAttrs() throws IOException {
        Trace t = read(TraceWriter.toText(intra()));
        CommDef first = t.comms().get(0);
        assertEquals(4, first.line(), "header, source comment, world, then the first comm");
        assertEquals(Map.of("color", "0", "key", "0", "size", "8", "name", "evens"), first.attrs());
        assertEquals("test.trace", t.source());
    }

    @Test
    void writeToPathIsAtomicAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path p = dir.resolve("t.trace");
        Files.writeString(p, "old content");
        TraceWriter.write(spawn(), p);
        assertTrue(spawn().sameContent(TraceReader.read(p)));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(p), s.toList());
        }
    }

    @Test
    void anInvalidTraceIsNotWrittenAndTheOldFileStays(@TempDir Path dir) throws IOException {
        Path p = dir.resolve("t.trace");
        Files.writeString(p, "old content");
        Trace bad = new Trace.Builder("bad", 4, new Placement.Block(2)).free(0).build();
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceWriter.write(bad, p));
        assertEquals("bad:0: cannot free comm 0, MPI_COMM_WORLD", e.getMessage());
        assertEquals("old content", Files.readString(p));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count());
        }
    }

    @Test
    void crlfAndByteOrderMarkAreAccepted() throws IOException {
        Trace t = read("\uFEFFmpimem-trace 1\r\nworld size=2 nodes=block:1\r\nend comms=0 frees=0 groups=0\r\n");
        assertEquals(2, t.worldSize());
    }

    @Test
    void invalidUtf8IsAFormatError(@TempDir Path dir) throws IOException {
        Path p = dir.resolve("bin.trace");
        byte[] head = "mpimem-trace 1\nworld size=2 nodes=block:1\ncomm id=1 call=MPI_Comm_dup parent=0 members=0:2 name="
                .getBytes(StandardCharsets.UTF_8);
        byte[] all = java.util.Arrays.copyOf(head, head.length + 2);
        all[head.length] = (byte) 0xC3;
        all[head.length + 1] = (byte) 0x28;
        Files.write(p, all);
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReader.read(p));
        assertTrue(e.reason().startsWith("not valid UTF-8"), e.getMessage());
    }

    @Test
    void aHundredThousandLinesStream() throws IOException {
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=786432 nodes=block:16\n");
        int n = 50_000;
        for (int i = 1; i <= n; i++) {
            b.append("comm id=").append(i).append(" call=MPI_Comm_dup parent=0 members=0:786432\n");
            b.append("free id=").append(i).append('\n');
        }
        b.append("end comms=").append(n).append(" frees=").append(n).append(" groups=0\n");
        long t0 = System.nanoTime();
        Trace t = read(b.toString());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(2 * n, t.events().size());
        assertFalse(ms > 10_000, "reading 100,002 lines took " + ms + " ms");
    }
}
