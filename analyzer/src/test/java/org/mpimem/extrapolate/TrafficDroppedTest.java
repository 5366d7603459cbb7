package org.mpimem.extrapolate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;
import org.mpimem.trace.Traffic;

/**
 * Version 2 traces extrapolate as their communicators do: the laws are fitted to communicators,
 * so the traffic is dropped, and the report says how much, once. Trace diff's canonical order keeps it.
 */
class TrafficDroppedTest {

    private static Trace withTraffic(int procs) throws Exception {
        Trace t = OneNodeTest.app(procs, procs, false);
        List<Traffic> traffic = new ArrayList<>();
        traffic.add(new Traffic.Collective(0, "MPI_Bcast", 0, 4096, 0, 0));
        traffic.add(new Traffic.Sends(0, Members.range(0, 0, procs - 1), Members.range(0, 1, procs - 1), 0, 0));
        return t.withTraffic(traffic);
    }

    @Test
    void extrapolateSaysOnceHowManyTrafficRecordsItDropped() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(withTraffic(4), withTraffic(8), withTraffic(12)), new Scale(786_432, 16), null);
        assertTrue(x.complete(), x.units().toString());
        assertEquals(List.of(), x.trace().traffic());
        assertEquals(1, x.notes().stream().filter(n -> n.equals("traffic records are not extrapolated: 6 dropped")).count(), x.notes().toString());
    }

    @Test
    void withoutTrafficThereIsNoNote() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(List.of(OneNodeTest.app(4, 4, false), OneNodeTest.app(8, 8, false)), new Scale(64, 16), null);
        assertTrue(x.notes().stream().noneMatch(n -> n.contains("traffic")), x.notes().toString());
    }

    @Test
    void traceDiffsCanonicalOrderKeepsTheTraffic() throws Exception {
        Trace t = withTraffic(8);
        Trace c = new org.mpimem.extrapolate.align.SiteEvents(t).canonical(t);
        assertEquals(t.traffic(), c.traffic());
    }
}
