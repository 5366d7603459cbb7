package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.report.Extrapolation;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.InputException;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * Inputs of a few hundred bytes whose families stand for millions of copies: extrapolate used to
 * expand them (16 million copies ran out of the 1 GB heap after 147 s; three traces of 2^18 to
 * 2^20 copies too). They are now counted on their records and refused at once, with the reason.
 */
class FamilyInputTest {

    static Trace family(int copies, int size) throws Exception {
        String t = "mpimem-trace 1\nworld size=" + ((long) copies * size) + " nodes=block:16\ncomm id=1 call=MPI_Comm_split parent=0 members=0"
                + (size == 1 ? "" : ":" + size) + " copies=" + copies + " step=" + size + " color=0 colorstep=1\n"
                + "free id=1 call=MPI_Comm_free copies=" + copies + "\nend comms=1 frees=1 groups=0\n";
        return TraceReader.read("family-" + copies + "x" + size, new StringReader(t));
    }

    @Test
    void millionsOfCopiesAreRefusedAtOnce() throws Exception {
        for (int size : new int[] {1, 2})
            for (int copies : new int[] {1 << 20, 1 << 24}) {
                List<Trace> in = new ArrayList<>(List.of(family(copies / 4, size), family(copies / 2, size), family(copies, size)));
                long t0 = System.nanoTime();
                InputException e = assertThrows(InputException.class, () -> Extrapolator.extrapolate(in, new Scale(1L << 26, 16), null));
                assertTrue(e.getMessage().contains("events once their families are expanded") && e.getMessage().contains("smaller process counts"),
                        e.getMessage());
                assertTrue(System.nanoTime() - t0 < 2e9, "at once");
            }
    }

    @Test
    void familiesWithinTheBoundAreExtrapolated() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(family(4096, 2), family(8192, 2), family(16384, 2)), new Scale(1L << 26, 16), null);
        assertTrue(x.complete(), x.units().toString());
        assertTrue(x.trace().sameContent(family(1 << 25, 2)), x.trace().toString());
    }
}
