package org.mpimem.extrapolate;

import org.junit.jupiter.api.Test;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.report.MemoryShare;
import org.mpimem.model.Models;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The memory share of refused units costs the traces' length, not refused units times it: each
 * trace was replayed without each refused unit (NWChem from seven traces, 746 refused units: 111 s),
 * and a refused unit's share is still what goes with it, its refused children included.
 */
class RefusedShareCostTest {
    private static final SizeProfile SP = SizeProfiles.PAPER_2017;

    private static MemoryShare share() {
        return new MemoryShare(new Replayer(SP), Models.designs(SP).stream().map(m -> m.create(SP)).toList());
    }

    /** Traces at 8, 16, 32 of {@code body} (given P and a size that follows no law: 3, 5, 11). */
    private static List<Trace> traces(java.util.function.BiFunction<Integer, Integer, String> body) throws Exception {
        List<Trace> in = new ArrayList<>();
        int[] sizes = {3, 5, 11};
        int i = 0;
        for (int p : new int[] {8, 16, 32})
            in.add(TraceReader.read("p" + p, new StringReader("mpimem-trace 1\nworld size=" + p + " nodes=block:4\n" + body.apply(p, sizes[i++]))));
        return in;
    }

    @Test
    void fifteenHundredRefusedUnitsCostAFewReplays() throws Exception {
        int n = 1500; // before: 1,500 x 3 traces x 2 designs replays of 1,500 events, over 38 s CPU (stopped at 300 s)
        List<Trace> in = traces((p, size) -> {
            StringBuilder b = new StringBuilder();
            for (int k = 1; k <= n; k++) b.append(String.format(Locale.ROOT, "comm id=%d call=MPI_Comm_create parent=0 members=0:%d site=main@app.c:%d%n", k, size, k));
            return b.append("end comms=").append(n).append(" frees=0 groups=0\n").toString();
        });
        CpuTime.Timed<Extrapolation> x = CpuTime.of(() -> Extrapolator.extrapolate(in, new Scale(1024, 4), share()));
        assertEquals(n, x.value().refused());
        for (UnitReport u : x.value().units()) assertEquals(3, u.memoryShare().size(), u.site());
        assertTrue(x.seconds() < 20, String.format(Locale.ROOT, "%.1f s CPU", x.seconds())); // after: about 1 s
    }

    @Test
    void aRefusedUnitsShareHoldsItsRefusedChildren() throws Exception {
        // a create no law gives (3, 5, 11 members), a dup of it (refused with it), a dup of WORLD (written)
        List<Trace> in = traces((p, size) -> "comm id=1 call=MPI_Comm_create parent=0 members=0:" + size + " site=main@app.c:10\n"
                + "comm id=2 call=MPI_Comm_dup parent=1 members=0:" + size + " site=main@app.c:20\n"
                + "comm id=3 call=MPI_Comm_dup parent=0 members=0:" + p + " site=main@app.c:30\nend comms=3 frees=0 groups=0\n");
        Extrapolation x = Extrapolator.extrapolate(in, new Scale(1024, 4), share());
        UnitReport create = x.units().get(0), dup = x.units().get(1);
        assertEquals(2, x.refused(), x.units().toString());
        int childCarries = 0;
        for (int t = 0; t < 3; t++) {
            List<Double> parent = percents(create.memoryShare().get(t)), child = percents(dup.memoryShare().get(t));
            String both = create.memoryShare().get(t) + " against " + dup.memoryShare().get(t);
            for (int d = 0; d < parent.size(); d++) {
                // the most-loaded process may be outside the create (VC-VCRT: a dup of WORLD costs more than the create there)
                assertTrue(parent.get(d) >= child.get(d) && parent.get(d) < 100, both);
                if (child.get(d) > 0) {
                    childCarries++;
                    assertTrue(parent.get(d) > child.get(d), both); // the create's own bytes besides its dup's
                }
            }
        }
        assertTrue(childCarries > 0, "the dup carries bytes somewhere: " + dup.memoryShare());
    }

    private static List<Double> percents(String line) {
        List<Double> out = new ArrayList<>();
        Matcher m = Pattern.compile(" ([0-9.]+)%").matcher(line);
        while (m.find()) out.add(Double.parseDouble(m.group(1)));
        assertTrue(out.size() >= 2, line);
        return out;
    }
}
