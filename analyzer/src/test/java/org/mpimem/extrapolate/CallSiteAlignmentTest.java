package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceWriter;

/**
 * Alignment by call site: two lines of an application make the same call on the same parent (a dup
 * of the world), one log2(P) times in a loop, the other once. Only the site tells them apart; with it
 * each line is its own unit with its own count law, and the extrapolated trace is the traced one,
 * site by site.
 */
class CallSiteAlignmentTest {

    static Trace app(int procs) throws Exception {
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + procs + " nodes=block:4\n");
        int id = 0, levels = Integer.numberOfTrailingZeros(procs);
        for (int i = 0; i < levels; i++) b.append("comm id=").append(++id).append(" call=MPI_Comm_dup parent=0 members=0:")
                .append(procs).append(" site=setup_levels@/src/mg.c:41\n");
        b.append("comm id=").append(++id).append(" call=MPI_Comm_dup parent=0 members=0:").append(procs).append(" site=main@/src/mg.c:88\n");
        b.append("comm id=").append(++id).append(" call=MPI_Comm_split parent=").append(id - 1).append(" members=0:")
                .append(procs / 2).append(" color=0 key=0 site=main@/src/mg.c:90\n");
        b.append("end comms=").append(id).append(" frees=0 groups=0\n");
        return TraceReader.read("mg-" + procs, new StringReader(b.toString()));
    }

    @Test
    void eachSiteIsAlignedOnItsOwnAndKeepsItsSite() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(app(8), app(16), app(32)), new Scale(1024, 4), null);
        assertTrue(x.complete(), x.units().toString());
        Trace expected = app(1024);
        assertEquals(TraceWriter.toText(expected).replaceAll("(?m)^#.*\n", ""), TraceWriter.toText(x.trace()).replaceAll("(?m)^#.*\n", ""));
        assertEquals(10, x.trace().comms().stream().filter(d -> d.attrs().get("site").endsWith(":41")).count());
    }
}
