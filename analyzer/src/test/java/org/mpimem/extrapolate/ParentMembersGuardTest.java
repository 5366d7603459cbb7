package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

/**
 * The shared-property guard and what MPI defines: traced only at powers of two (1024, 2048, 4096, what users run), a unit
 * whose values change with P is refused for a target that is not one, since pow2floor(P) agrees with P at every trace. A
 * dup, a window's communicator and a topology made without reorder have their parent's members by MPI's definition, whatever
 * rule gives P: no law is fitted for them and the guard has nothing to doubt, so they are written at any target, while a
 * split of P/2 in the same traces is refused by the guard (or an estimate with --estimate-shared, and a dup of it too).
 */
class ParentMembersGuardTest {

    static Trace app(int procs, int ppn) throws Exception {
        String t = "mpimem-trace 1\nworld size=" + procs + " nodes=block:" + ppn + "\n"
                + "comm id=1 call=MPI_Comm_dup parent=0 members=0:" + procs + " site=main@a.c:10\n"
                + "comm id=2 call=MPI_Win_allocate parent=1 members=0:" + procs + " site=main@a.c:20\n"
                + "comm id=3 call=MPI_Cart_create parent=0 members=0:" + procs + " reorder=0 site=main@a.c:30\n"
                + "comm id=4 call=MPI_Comm_split parent=0 members=0:" + procs / 2 + " color=0 site=main@a.c:40\n"
                + "comm id=5 call=MPI_Comm_dup parent=4 members=0:" + procs / 2 + " site=main@a.c:50\n"
                + "end comms=5 frees=0 groups=0\n";
        return TraceReader.read("app-" + procs, new StringReader(t));
    }

    private static List<Trace> traced(int... counts) throws Exception {
        List<Trace> l = new java.util.ArrayList<>();
        for (int p : counts) l.add(app(p, 16));
        return l;
    }

    @Test
    void dupsWindowsAndTopologiesOfWorldAreWrittenAtTargetsThatAreNoPowerOfTwo() throws Exception {
        // at powers of two the P/2 split is refused anyway (pow2floor(P)/2 fits too); at multiples of 1024, by the guard
        for (List<Trace> in : List.of(traced(1024, 2048, 4096), traced(1024, 3072, 5120)))
            for (long target : new long[] {786_433, 3_000, 1_000_000}) {
                Extrapolation x = Extrapolator.extrapolate(in, new Scale(target, 8), null);
                List<UnitReport> u = x.units();
                assertEquals(5, u.size(), u.toString());
                for (int i = 0; i < 3; i++) assertTrue(u.get(i).exact(), target + ": " + u.get(i).site() + " " + u.get(i).status() + " " + u.get(i).reason());
                assertEquals(UnitReport.Status.REFUSED, u.get(3).status(), "the P/2 split");
                assertEquals(UnitReport.Status.REFUSED, u.get(4).status(), "the split's dup has no parent at the target");
                for (TraceEvent e : x.trace().events())
                    if (e instanceof TraceEvent.Created c) assertEquals(target, c.comm().local().size(), c.comm().call() + " has all the target's processes");
            }
        UnitReport split = Extrapolator.extrapolate(traced(1024, 3072, 5120), new Scale(1_000_000, 16), null).units().get(3);
        assertTrue(split.reason().startsWith("every traced count is a multiple of 1024, and the target is not"), split.reason());
    }

    @Test
    void withEstimateSharedOnlyTheSplitIsAnEstimate() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(traced(1024, 3072, 5120), new Scale(1_000_000, 16), null, false, true);
        assertEquals(List.of(true, true, true, false, false), x.units().stream().map(UnitReport::exact).toList());
        assertEquals(UnitReport.Status.ESTIMATE, x.units().get(3).status());
        // the split's dup doubts no law of its own, but takes the members of an estimate: an estimate too
        assertEquals(UnitReport.Status.ESTIMATE, x.units().get(4).status());
        assertTrue(x.units().get(4).evidence().contains("its parent is an estimate"), x.units().get(4).evidence());
        assertEquals(2, x.estimated());
    }
}
