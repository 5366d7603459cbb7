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

/**
 * Quantum ESPRESSO splits through its own wrapper (mp_comm_split), so every split has one call
 * site: the world split into one image of P, then into P singletons, is one block of 1 + P events
 * at every scale, which no law describes. Cut into its two calls (the second repeats colour 0 on
 * the same parent), each call has a law, and the trace at 28 is the real one (traced at 8, 12, 24:
 * at 8, 12, 16 P is also 4*floor(sqrt P), GridLawTest, and at 8, 12, 20 pow2ceil(P)/2 + 4).
 */
class WrapperSiteTest {

    static Trace app(int procs) throws Exception {
        String site = " site=mp_comm_split@/src/mp.f90:120\n";
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + procs + " nodes=block:" + procs + "\n");
        b.append("comm id=1 call=MPI_Comm_split parent=0 members=0:").append(procs).append(" color=0").append(site);
        for (int r = 0; r < procs; r++) b.append("comm id=").append(r + 2).append(" call=MPI_Comm_split parent=0 members=").append(r)
                .append(" color=").append(r).append(site);
        b.append("end comms=").append(procs + 1).append(" frees=0 groups=0\n");
        return TraceReader.read("qe-" + procs, new StringReader(b.toString()));
    }

    @Test
    void twoCallsBehindOneWrapperGetALawEach() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(app(8), app(12), app(24)), new Scale(28, 28), null);
        assertTrue(x.complete(), x.units().toString());
        assertEquals(2, x.units().size());
        assertTrue(x.trace().sameContent(app(28)));
    }

    @Test
    void aLoopOfOneShapeStaysOneUnit() throws Exception {
        // P singletons alone: one call, one unit whose count law is P
        Extrapolation x = Extrapolator.extrapolate(List.of(app(8), app(12), app(24)).stream().map(WrapperSiteTest::tail).toList(),
                new Scale(28, 28), null);
        assertEquals(1, x.units().size());
        assertTrue(x.complete(), x.units().toString());
    }

    private static Trace tail(Trace t) {
        return new Trace(t.source(), t.world(), t.events().subList(1, t.events().size()));
    }
}
