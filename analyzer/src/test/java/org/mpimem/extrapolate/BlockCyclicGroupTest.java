package org.mpimem.extrapolate;

import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Check;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * Issue 29 item 5: GROMACS 2022.5 with separate PME ranks interleaves them with the particle-particle ranks, so its
 * PP group is block-cyclic ({@code 0:3,4:3,8:3,...}, 3 of every 4 ranks) with a number of runs growing with P. It was
 * refused as "random or data-dependent order"; as block-cyclic runs (blocks = P/4, 4 apart) it is a law like any other.
 * The generator is the application: mdrun -npme P/(b+1) makes these communicators in this order (traced with Debian's
 * gmx_mpi at 8..24, docs/extrapolate.md).
 */
class BlockCyclicGroupTest {

    /** k blocks of b PP ranks, each followed by one PME rank: the split by duty, the PP group's dup, its split into singletons, frees. */
    static Trace mdrun(int k, int b, boolean singletons) throws Exception {
        int p = k * (b + 1), id = 0;
        StringBuilder t = new StringBuilder("mpimem-trace 1\nworld size=" + p + " nodes=block:" + p + "\n");
        StringBuilder pp = new StringBuilder();
        for (int i = 0; i < k; i++) pp.append(i > 0 ? "," : "").append(i * (b + 1)).append(':').append(b);
        t.append("comm id=").append(++id).append(" call=MPI_Comm_split parent=0 members=").append(pp).append(" color=1 site=duty@/domdec.cpp:1581\n");
        t.append("comm id=").append(++id).append(" call=MPI_Comm_split parent=0 members=").append(k == 1 ? Integer.toString(b) : b + ":" + k + ":" + (b + 1))
                .append(" color=2 site=duty@/domdec.cpp:1581\n");
        t.append("comm id=").append(++id).append(" call=MPI_Comm_dup parent=1 members=").append(pp).append(" site=state@/domdec.cpp:900\n");
        if (singletons)
            for (int j = 0; j < k * b; j++)
                t.append("comm id=").append(++id).append(" call=MPI_Comm_split parent=1 members=").append(j / b * (b + 1) + j % b)
                        .append(" color=").append(j).append(" site=nodecomm@/gmx_setup.cpp:40\n");
        int frees = 0;
        for (int c = 4; c <= id; c++, frees++) t.append("free id=").append(c).append(" call=MPI_Comm_free\n");
        t.append("free id=3 call=MPI_Comm_free\n");
        frees++;
        return TraceReader.read("mdrun-" + p, new StringReader(t.append("end comms=").append(id).append(" frees=").append(frees).append(" groups=0\n").toString()));
    }

    private static Extrapolation extrapolate(List<Integer> ks, int target, int b, boolean singletons) throws Exception {
        List<Trace> traces = new ArrayList<>();
        for (int k : ks) traces.add(mdrun(k, b, singletons));
        return Extrapolator.extrapolate(traces, Check.scaleOf(mdrun(target, b, singletons)), null);
    }

    @Test
    void threeOfEveryFourRanksExtrapolateExactlyToAHeldOutCountAndBeyond() throws Exception {
        // traced at P=8, 12, 16, 24, 28; the real P=20 held out (without 28, floor(sqrt(P)) fits 8, 12, 16 too when 24 is held out)
        Extrapolation x = extrapolate(List.of(2, 3, 4, 6, 7), 5, 3, true);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.trace().sameContent(mdrun(5, 3, true)));
        assertEquals(0, Check.of(x, mdrun(5, 3, true)).count(Check.Verdict.WRONG));
        UnitReport duty = x.units().get(0);
        assertTrue(duty.fieldLaws().get(0).contains("run 0 blocks = P/4") && duty.fieldLaws().get(0).contains("run 0 block stride = 4"),
                duty.fieldLaws().toString());
        assertEquals(UnitReport.Status.CONFIRMED, duty.status(), duty.evidence());
        Extrapolation far = extrapolate(List.of(2, 3, 4, 6, 7), 256, 3, true); // P=1024
        assertTrue(far.complete() && far.trace().sameContent(mdrun(256, 3, true)), far.units().toString());
    }

    @Test
    void oneBlockAtTheSmallestCountStillFits() throws Exception {
        // at P=4 the PP group is one run (0:3) and the PME group one rank: no stride between blocks is seen there
        Extrapolation x = extrapolate(List.of(1, 2, 3, 4), 8, 3, false);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.trace().sameContent(mdrun(8, 3, false)));
    }

    /** Any block b of every b + 1 ranks, traced at any four block counts: what is written at any other count is the real trace, and nothing is refused as irregular. */
    @Property(tries = 60)
    void everyWrittenBlockCyclicGroupIsTheRealOne(@ForAll @IntRange(min = 2, max = 7) int b, @ForAll @IntRange(min = 2, max = 5) int k0,
                                                   @ForAll @IntRange(min = 1, max = 3) int d, @ForAll @IntRange(min = 2, max = 40) int target) throws Exception {
        List<Integer> ks = List.of(k0, k0 + d, k0 + 2 * d, k0 + 3 * d);
        if (ks.contains(target)) return;
        Trace real = mdrun(target, b, false);
        Extrapolation x = extrapolate(ks, target, b, false);
        Check c = Check.of(x, real);
        assertEquals(0, c.count(Check.Verdict.WRONG), "b=" + b + " k=" + ks + " -> " + target);
        assertTrue(!x.complete() || x.trace().sameContent(real), "b=" + b + " k=" + ks + " -> " + target);
        // refused only as a regular unit, where a further trace settles it (P/3 and grid_long(P) both give 3, 4, 5, 6 at 9, 12,
        // 15, 18; every trace a multiple of 12 and the target not), never as irregular
        assertTrue(x.units().stream().noneMatch(u -> u.status() == UnitReport.Status.IRREGULAR), x.units().get(0).reason());
    }
}
