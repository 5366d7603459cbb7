package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * MPI defines the members of a dup, a window's communicator and a topology made without reorder:
 * its parent's, in the parent's order. At 4, 6, 8 on one node a dup of WORLD has P members, which
 * 2·ga_grid_cols(P) fits too, so the dup was refused; its members are now its parent's, no law fitted.
 */
class ParentMembersTest {

    static Trace app(int procs, int ppn, String call, String extra) throws Exception {
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + procs + " nodes=block:" + ppn + "\n");
        b.append("comm id=1 call=").append(call).append(" parent=0 members=0:").append(procs).append(extra).append(" site=main@a.c:20\n");
        b.append("comm id=2 call=").append(call).append(" parent=1 members=0:").append(procs).append(extra).append(" site=main@a.c:30\n");
        b.append("comm id=3 call=MPI_Comm_dup parent=2 members=0:").append(procs).append(" site=main@a.c:40\n");
        b.append("end comms=3 frees=0 groups=0\n");
        return TraceReader.read("app-" + procs, new StringReader(b.toString()));
    }

    private static void exact(String call, String extra) throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(app(4, 4, call, extra), app(6, 6, call, extra), app(8, 8, call, extra)),
                new Scale(786_432, 16), null);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.trace().sameContent(app(786_432, 16, call, extra)), x.trace().events().toString());
    }

    @Test
    void aDupOfWorldTakesItsParentsMembers() throws Exception {
        exact("MPI_Comm_dup", "");
    }

    @Test
    void windowsAndIdupTakeTheirParentsMembers() throws Exception {
        exact("MPI_Win_create", "");
        exact("MPI_Comm_idup", "");
    }

    @Test
    void aCartCreateWithoutReorderTakesItsParentsMembers() throws Exception {
        exact("MPI_Cart_create", " reorder=0");
        exact("MPI_Dist_graph_create_adjacent", " reorder=1"); // reorder allowed, members unchanged in the trace
    }

    @Test
    void aReorderThatChangedTheMembersIsFittedByLaws() throws Exception {
        // reorder=1 moved rank 0 last: the members are no longer the parent's, so the laws give them, as before
        Extrapolation x = Extrapolator.extrapolate(List.of(rotated(8, 8), rotated(12, 12), rotated(16, 16)), new Scale(786_432, 16), null);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.trace().sameContent(rotated(786_432, 16)), x.trace().events().toString());
    }

    static Trace rotated(int procs, int ppn) throws Exception {
        String t = "mpimem-trace 1\nworld size=" + procs + " nodes=block:" + ppn + "\ncomm id=1 call=MPI_Cart_create parent=0 members=1:" + (procs - 1)
                + ",0 reorder=1 site=main@a.c:20\nend comms=1 frees=0 groups=0\n";
        return TraceReader.read("rot-" + procs, new StringReader(t));
    }
}
