package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Children nested under several parents, their number growing with P: Quantum ESPRESSO splits
 * each of its 2 k-point pools into P/2 singletons; a column-major grid splits each of its 4
 * columns. One index cannot describe them (the parent position goes 0, 0, 1, 1 at 4 and
 * 0, 0, 0, 0, 1, 1, 1, 1 at 8); a law per index can.
 */
class NestedChildrenTest {

    /** h parents (parent i = ranks i*P/h .. or i, i+h, ... when strided), each split into its members one by one. */
    static Trace app(int procs, int h, boolean strided, boolean unequal) throws Exception {
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + procs + " nodes=block:" + procs + "\n");
        int g = procs / h, id = 0;
        for (int i = 0; i < h; i++)
            b.append("comm id=").append(++id).append(" call=MPI_Comm_split parent=0 members=")
                    .append(strided ? i + ":" + g + ":" + h : i * g + ":" + g).append(" color=").append(i).append(" site=pools@/mp.f90:7\n");
        for (int i = 0; i < h; i++)
            for (int j = 0; j < (unequal && i == 1 ? g - 1 : g); j++)
                b.append("comm id=").append(++id).append(" call=MPI_Comm_split parent=").append(1 + i).append(" members=")
                        .append(strided ? i + h * j : i * g + j).append(" color=").append(j).append(" site=pools@/mp.f90:9\n");
        return TraceReader.read("pools-" + procs, new StringReader(b.append("end comms=").append(id).append(" frees=0 groups=0\n").toString()));
    }

    private static Extrapolation extrapolate(int h, boolean strided, boolean unequal, int target) throws Exception {
        return Extrapolator.extrapolate(List.of(app(8, h, strided, unequal), app(16, h, strided, unequal), app(24, h, strided, unequal)),
                new Scale(target, target), null);
    }

    @Test
    void twoPoolsOfPOver2SingletonsExtrapolateExactly() throws Exception {
        Extrapolation x = extrapolate(2, false, false, 64);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.trace().sameContent(app(64, 2, false, false)));
        assertEquals("(2) parents x (P/2) children each", x.units().get(1).countLaw());
    }

    @Test
    void stridedParentsGiveTheChildrenAStepInEachIndex() throws Exception {
        Extrapolation x = extrapolate(4, true, false, 96);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.trace().sameContent(app(96, 4, true, false)));
        assertTrue(String.join("; ", x.units().get(1).fieldLaws().get(0)).contains("run 0 start = i*(1) + j*(4)"), x.units().get(1).fieldLaws().toString());
    }

    @Test
    void parentsWithUnequalChildrenAreRefusedWithTheReason() throws Exception {
        Extrapolation x = extrapolate(2, false, true, 64);
        UnitReport u = x.units().get(1);
        assertEquals(UnitReport.Status.REFUSED, u.status());
        assertTrue(u.reason().contains("as children of each parent: the parents make unequal numbers of children at P=8 ppn=8 (4, 3)"), u.reason());
    }
    @Test
    void eachParentsChildrenAreOneFamilySoTheTargetTraceStaysSmall() throws Exception {
        Extrapolation x = extrapolate(2, false, false, 786432);
        assertTrue(x.complete(), x.units().toString());
        // the 2 pools (one family) + one family of singletons per pool, not 786,432 records
        assertEquals(3, x.trace().records().size(), x.trace().records().toString());
        assertEquals(786434, x.trace().events().size());
    }
}
