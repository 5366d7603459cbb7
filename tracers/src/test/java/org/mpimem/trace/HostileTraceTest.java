package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/**
 * Issue 14 (bad input) and issue 15 (C3, D4): inputs that read fine but used to cost the reader
 * its memory, a stack trace or the wrong line; the rejected ones with their exact messages are in
 * {@link MalformedTraceTest}.
 */
class HostileTraceTest {

    private static Trace read(String text) throws IOException {
        return TraceReader.read("t.trace", new StringReader(text));
    }

    @Test
    void anExplicitPlacementOfOneRunStaysOneRunAtTheLargestSize() throws IOException {
        // was an int per rank: OutOfMemoryError ("Requested array size exceeds VM limit"), exit 1
        Trace t = read("mpimem-trace 1\nworld size=2147483647 nodes=explicit:0x2147483647\nend comms=0 frees=0 groups=0\n");
        Placement p = t.groups().get(0).placement();
        assertEquals("explicit:0x2147483647", p.spec());
        assertEquals(0, p.nodeOf(Integer.MAX_VALUE - 1));
        assertEquals(Integer.MAX_VALUE, p.sameNodeCount(Run.of(0, Integer.MAX_VALUE, 1), 0));
    }

    @Test
    void leadingZerosAreDecimalNumbers() throws IOException {
        Trace t = read("mpimem-trace 1\nworld size=016 nodes=block:04\n"
                + "comm id=00000000001 call=MPI_Comm_split parent=00 members=00:008:002\nend comms=1 frees=0 groups=0\n");
        assertEquals(16, t.worldSize());
        assertEquals(1, t.comms().get(0).id());
        assertEquals("0:8:2", t.comms().get(0).members().toString());
    }

    @Test
    void aLoneCrInACommentIsPartOfTheCommentAndKeepsLineNumbers() {
        // a lone CR used to end the line: "shifted" below became a record, and line numbers moved on by one
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> read(
                "mpimem-trace 1\n# a comment\rshifted\nworld size=16 nodes=block:4\ncomm id=1 call=MPI_Comm_dup parent=0 members=0:8\n"));
        assertEquals("t.trace:4: MPI_Comm_dup 1 must have the members of its parent 0 (16 processes), has 8", e.getMessage());
    }

    @Test
    void crLfLineEndsAreLineEnds() throws IOException {
        Trace t = read("mpimem-trace 1\r\nworld size=16 nodes=block:4\r\n\r\ncomm id=1 call=MPI_Comm_dup parent=0 members=0:16\r\n"
                + "end comms=1 frees=0 groups=0");
        assertEquals(4, t.comms().get(0).line());
    }

    @Test
    void aLineWithoutEndIsRejectedAtItsLineNotReadIntoMemory() {
        // /dev/zero: NUL characters, valid UTF-8, no line end ever (was an OutOfMemoryError)
        Reader zero = new Reader() {
            public int read(char[] b, int off, int len) {
                java.util.Arrays.fill(b, off, off + len, '\0');
                return len;
            }

            public void close() {}
        };
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReader.read("/dev/zero", zero));
        assertEquals("/dev/zero:1: line longer than 67108864 characters (a record is one line; is this a trace?)", e.getMessage());
    }
}
