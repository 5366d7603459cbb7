package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** parent=self: each process's own MPI_COMM_SELF, so whatever is made from it has one process per side. */
class SelfParentTest {
    private static final String HEAD = "mpimem-trace 1\nworld size=4 nodes=block:2\n";

    private static Trace read(String records, int comms) throws Exception {
        return TraceReader.read("t.trace", new StringReader(HEAD + records + "\nend comms=" + comms + " frees=0 groups=0\n"));
    }

    @Test
    void selfParentsAreReadWrittenAndReadBackUnchanged() throws Exception {
        Trace t = read("""
                comm id=1 call=MPI_Comm_dup parent=self members=1
                comm id=2 call=MPI_Intercomm_create parent=self,self local=0 remote=3
                comm id=3 call=MPI_Comm_accept parent=self local=2 remote=1""", 3);
        assertEquals(List.of(Trace.SELF, Trace.SELF), t.comms().get(1).parents());
        String text = TraceWriter.toText(t);
        assertEquals(true, text.contains("comm id=2 call=MPI_Intercomm_create parent=self,self local=0 remote=3"), text);
        assertEquals(true, TraceReader.read("again", new StringReader(text)).sameContent(t));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "comm id=1 call=MPI_Comm_dup parent=self members=0:2 | t.trace:3: MPI_Comm_dup 1: made from self (MPI_COMM_SELF), its members must be one process, has 2",
            "comm id=1 call=MPI_Intercomm_create parent=0,self local=0:4:1 remote=1 | t.trace:3: MPI_Intercomm_create 1: local and remote groups overlap: rank 1 is in both (local position 1, remote position 0)",
            "comm id=1 call=MPI_Intercomm_create parent=self,self local=0 remote=1:2 | t.trace:3: MPI_Intercomm_create 1: made from self (MPI_COMM_SELF), its remote group must be one process, has 2",
            "comm id=1 call=MPI_Intercomm_merge parent=self members=0 | t.trace:3: MPI_Intercomm_merge 1: parent self (MPI_COMM_SELF) is not an intercommunicator",
            "comm id=1 call=MPI_Comm_dup parent=self local=0 remote=1 | t.trace:3: MPI_Comm_dup 1 is an intercommunicator but its parent self (MPI_COMM_SELF) is an intracommunicator",
            "comm id=1 call=MPI_Comm_dup parent=-1 members=0 | t.trace:3: comm 1: bad number '-1' in parent= (expected an integer >= 0)"})
    void whatSelfCannotMakeIsRejectedWithTheLineAndReason(String record, String message) {
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> read(record, 1));
        assertEquals(message, e.getMessage());
    }
}
