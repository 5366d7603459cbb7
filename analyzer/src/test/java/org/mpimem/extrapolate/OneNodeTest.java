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
import org.mpimem.trace.TraceReader;

/**
 * LAMMPS with -partition 2xP/2, traced on one workstation (ppn = P at 4, 8, 12): the partitions'
 * P/2 fits as ppn/2 too, and every such field was refused at 786,432 with 16 per node. One-node
 * traces say nothing about ppn: the laws are in P (with a note), and only a split by node is
 * refused.
 */
class OneNodeTest {

    static Trace app(int procs, int ppn, boolean byNode) throws Exception {
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + procs + " nodes=block:" + ppn + "\n");
        b.append("comm id=1 call=MPI_Comm_split parent=0 members=0:").append(procs / 2).append(" color=0 site=lmp@/src/lammps.cpp:200\n");
        b.append("comm id=2 call=MPI_Comm_split parent=0 members=").append(procs / 2).append(':').append(procs / 2)
                .append(" color=1 site=lmp@/src/lammps.cpp:200\n");
        if (byNode) b.append("comm id=3 call=MPI_Comm_split_type parent=0 members=0:").append(procs).append(" site=lmp@/src/lammps.cpp:300\n");
        b.append("end comms=").append(byNode ? 3 : 2).append(" frees=0 groups=0\n");
        return TraceReader.read("lmp-" + procs, new StringReader(b.toString()));
    }

    @Test
    void oneNodeTracesExtrapolateInPToManyNodes() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(app(4, 4, false), app(8, 8, false), app(12, 12, false)), new Scale(786_432, 16), null);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.trace().sameContent(app(786_432, 16, false)));
        assertTrue(x.notes().stream().anyMatch(n -> n.contains("one node")), x.notes().toString());
    }

    @Test
    void aOneNodeTargetGetsNoNoteAboutOneTracedPpn() throws Exception {
        // the traces' ppn differ (4, 8, 12): "every trace has ppn=4" was printed for a one-node target
        Extrapolation x = Extrapolator.extrapolate(List.of(app(4, 4, false), app(8, 8, false), app(12, 12, false)), new Scale(16, 16), null);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.notes().stream().noneMatch(n -> n.contains("every trace has ppn")), x.notes().toString());
    }

    @Test
    void aSplitByNodeIsRefused() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(app(4, 4, true), app(8, 8, true), app(12, 12, true)), new Scale(786_432, 16), null);
        assertEquals(List.of(true, false), x.units().stream().map(UnitReport::exact).toList());
        assertTrue(x.units().get(1).reason().contains("one node"), x.units().get(1).reason());
    }
}
