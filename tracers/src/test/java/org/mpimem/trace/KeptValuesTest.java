package org.mpimem.trace;

import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The reader keeps a repeated site once, also when it first appears after more distinct values than its table holds. */
class KeptValuesTest {
    @Test
    void aSiteFirstSeenLateIsStillKeptOnce() throws Exception {
        int n = 70_000; // more records, each with its own id, than the table of kept values holds
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=4 nodes=block:2\n");
        for (int i = 1; i <= n; i++) b.append("comm id=").append(i).append(" call=MPI_Comm_dup parent=0 members=0:4 site=main@app.c:10\n");
        b.append("comm id=").append(n + 1).append(" call=MPI_Comm_dup parent=0 members=0:4 site=late@app.c:20\n");
        b.append("comm id=").append(n + 2).append(" call=MPI_Comm_dup parent=0 members=0:4 site=late@app.c:20\n");
        b.append("end comms=").append(n + 2).append(" frees=0 groups=0\n");
        List<TraceEvent> events = TraceReader.read("kept", new StringReader(b.toString())).records();
        CommDef x = ((TraceEvent.Created) events.get(n)).comm(), y = ((TraceEvent.Created) events.get(n + 1)).comm();
        assertEquals("late@app.c:20", y.attrs().get("site"));
        assertSame(x.attrs().get("site"), y.attrs().get("site"));
    }
}
