package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The family records (copies=, step=, colorstep=): read, written, validated, and seen as single events. */
class FamilyTraceTest {

    /** ScaLAPACK's blacs_gridmap_ at 16: 16 singletons from one split, freed together. */
    static final String FAMILY = """
            mpimem-trace 1
            world size=16 nodes=block:4
            comm id=1 call=MPI_Comm_dup parent=0 members=0:16
            comm id=2 call=MPI_Comm_split parent=1 members=0 copies=16 step=1 colorstep=1 color=0 site=f@a.c:3
            free id=1 call=MPI_Comm_free
            free id=2 call=MPI_Comm_free copies=16
            end comms=2 frees=2 groups=0
            """;

    static Trace read(String text) throws Exception {
        return TraceReader.read("t", new StringReader(text));
    }

    @Test
    void aFamilyReadsAsItsCopiesOneByOne() throws Exception {
        Trace t = read(FAMILY);
        assertEquals(4, t.records().size());
        assertEquals(1 + 16 + 1 + 16, t.events().size());
        Trace.Builder b = new Trace.Builder("t", 16, new Placement.Block(4));
        b.intra(MpiCall.COMM_DUP, Members.range(0, 0, 16), 0);
        for (int j = 0; j < 16; j++)
            b.add(new CommDef(2 + j, MpiCall.COMM_SPLIT, List.of(1), Members.ofRanks(j), null,
                    Map.of("color", Integer.toString(j), "site", "f@a.c:3"), 0));
        b.free(1);
        for (int j = 0; j < 16; j++) b.free(2 + j);
        Trace single = b.build();
        assertTrue(t.sameContent(single));
        assertTrue(single.sameContent(t));
        assertTrue(t.expanded().sameContent(single));
        assertFalse(t.expanded().hasFamilies());
        assertEquals(t.withoutLines().expanded(), single.withoutLines().expanded().withoutLines().expanded());
    }

    @Test
    void theWriterKeepsTheFamilyOneRecordAndReadsBackTheSameText() throws Exception {
        Trace t = read(FAMILY);
        String text = TraceWriter.toText(t);
        assertTrue(text.contains("comm id=2 call=MPI_Comm_split parent=1 members=0 copies=16 step=1 colorstep=1 color=0 site=f@a.c:3\n"), text);
        assertTrue(text.contains("free id=2 call=MPI_Comm_free copies=16\n"), text);
        assertTrue(text.endsWith("end comms=2 frees=2 groups=0\n"), text);
        assertEquals(text, TraceWriter.toText(read(text)));
        assertTrue(read(text).sameContent(t));
    }

    @Test
    void copiesMayBeParentsAndBeFreedOneByOne() throws Exception {
        Trace t = read("""
                mpimem-trace 1
                world size=16 nodes=block:4
                comm id=1 call=MPI_Comm_split parent=0 members=0:4 copies=4 step=4
                comm id=5 call=MPI_Comm_dup parent=3 members=8:4
                free id=3
                free id=1 copies=2
                free id=4
                end comms=2 frees=3 groups=0
                """);
        assertEquals(4 + 1 + 1 + 2 + 1, t.events().size());
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> read("""
                mpimem-trace 1
                world size=16 nodes=block:4
                comm id=1 call=MPI_Comm_split parent=0 members=0:4 copies=4 step=4
                free id=3
                comm id=5 call=MPI_Comm_dup parent=3 members=8:4
                end comms=2 frees=1 groups=0
                """));
        assertEquals("t:5: MPI_Comm_dup 5: use after free: parent 3 was freed at line 4", e.getMessage());
    }

    @Test
    void everyProcessDupsItsSelfAsOneRecord() throws Exception {
        Trace t = read("""
                mpimem-trace 1
                world size=8 nodes=block:4
                comm id=1 call=MPI_Comm_dup parent=self members=0 copies=8 step=1
                end comms=1 frees=0 groups=0
                """);
        assertEquals(Members.ofRanks(7), t.comms().get(7).local());
    }

    @Test
    void aMillionSingletonsValidateAsOneRecord() throws Exception {
        int p = 786_432 * 16;
        Trace t = read("mpimem-trace 1\nworld size=" + p + " nodes=block:16\n"
                + "comm id=1 call=MPI_Comm_split parent=0 members=0 copies=" + p + " step=1 color=0 colorstep=1\n"
                + "free id=1 copies=" + p + "\nend comms=1 frees=1 groups=0\n");
        assertEquals(2 * p, t.events().size());
        assertEquals(Members.ofRanks(p - 1), ((TraceEvent.Created) t.events().get(p - 1)).comm().local());
        assertEquals(new TraceEvent.Freed(p, "MPI_Comm_free", 4), t.events().get(2 * p - 1));
    }

    private static String family(int world, String fields) {
        return "mpimem-trace 1\nworld size=" + world + " nodes=block:16\ncomm id=1 call=MPI_Comm_split parent=0 " + fields
                + "\nend comms=1 frees=0 groups=0\n";
    }

    @Test
    void copiesWithinOneStepOfAOneRangeParentAreCheckedAtOnce() throws Exception {
        // 900 million two-process copies (and 300 million of two runs) used to be listed run by run: minutes, or out of memory
        Trace pairs = read(family(2_000_000_000, "members=0:2 copies=900000000 step=2"));
        assertEquals(1, pairs.records().size());
        assertEquals(900_000_000, pairs.events().size());
        assertEquals(900_000_000L, pairs.commCount()); // counted on the record: comms() would list 900 million
        assertEquals(1, pairs.groups().size());
        assertEquals(300_000_000, read(family(2_000_000_000, "members=0,5 copies=300000000 step=6")).events().size());
    }

    @Test
    void aFamilyTooIrregularToCheckAtOnceIsRefusedWithItsLine() {
        // copies that interleave (span 1536 > step 1) and many: the check would list 2^25 runs
        TraceFormatException e = assertThrows(TraceFormatException.class,
                () -> read(family(1 << 26, "members=0:2:33554432 copies=33554432 step=1")));
        assertTrue(e.getMessage().startsWith("t:3: ") && e.getMessage().contains("too many to check copy by copy"), e.getMessage());
    }

    @Test
    void everyCopysColorMustBeAnInt() throws Exception {
        assertEquals(2, read(family(16, "members=0 copies=2 step=1 colorstep=1 color=2147483646")).events().size());
        TraceFormatException e = assertThrows(TraceFormatException.class,
                () -> read(family(16, "members=0 copies=4 step=1 colorstep=999999999 color=999999999")));
        assertTrue(e.getMessage().startsWith("t:3: ") && e.getMessage().contains("copy 3 (comm 4): its color 3999999996 leaves the int range"),
                e.getMessage());
    }
}
