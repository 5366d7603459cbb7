package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.CallOrder;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * One split of P processes into P singletons (BLACS' scope communicators, NWChem traced at 8 and
 * 12), written in the order the merge of real logs gave: by column of a P/4 x 4 grid, so 0, 4, 1,
 * 5, ... at 8 and 0, 4, 8, 1, ... at 12, and freed in that order. The order within one call is the
 * merge's, not the application's; put in the call's canonical order (colour; frees in the order of
 * creation) the split and its frees extrapolate exactly.
 */
class CallOrderTest {

    static Trace app(int procs) throws Exception {
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + procs + " nodes=block:" + procs + "\n");
        b.append("comm id=1 call=MPI_Comm_dup parent=0 members=0:").append(procs).append(" site=grid@/blacs.c:10\n");
        int id = 1;
        for (int c = 0; c < 4; c++)
            for (int r = 0; r < procs / 4; r++) {
                int rank = r * 4 + c;
                b.append("comm id=").append(++id).append(" call=MPI_Comm_split parent=1 members=").append(rank).append(" color=")
                        .append(rank).append(" site=grid@/blacs.c:12\n");
            }
        for (int c = 0; c < 4; c++) // and freed in the merge's order too
            for (int r = 0; r < procs / 4; r++) b.append("free id=").append(2 + r * 4 + c).append(" call=MPI_Comm_free\n");
        b.append("end comms=").append(id).append(" frees=").append(procs).append(" groups=0\n");
        return TraceReader.read("blacs-" + procs, new StringReader(b.toString()));
    }

    @Test
    void theCommunicatorsOfOneCallAreAlignedInTheirCanonicalOrder() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(app(8), app(12), app(24)), new Scale(28, 28), null);
        assertTrue(x.complete(), x.units().toString());
        Trace truth = app(28);
        assertEquals(List.of(), SiteComparison.wrongSites(x.trace(), truth));
        assertEquals(SiteComparison.sites(truth), SiteComparison.sites(x.trace()));
        assertEquals(truth.events().size(), x.trace().events().size());
    }

    @Test
    void consecutiveCallsOnOneParentAreNotMixed() throws Exception {
        // two splits of the world: the second repeats colour 0, so it is a new call and stays after the first
        String t = "mpimem-trace 1\nworld size=4 nodes=block:4\ncomm id=1 call=MPI_Comm_split parent=0 members=2:2 color=1\n"
                + "comm id=2 call=MPI_Comm_split parent=0 members=0:2 color=0\ncomm id=3 call=MPI_Comm_split parent=0 members=0:4 color=0\n"
                + "end comms=3 frees=0 groups=0\n";
        List<org.mpimem.trace.TraceEvent> e = CallOrder.canonical(TraceReader.read("t", new StringReader(t)));
        assertEquals(List.of(2, 1, 3), e.stream().map(x -> ((org.mpimem.trace.TraceEvent.Created) x).comm().id()).toList());
    }
}
