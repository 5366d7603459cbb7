package org.mpimem.measure.growth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The oracle: samples made from known terms. Exact samples give back their terms (every term at
 * two ppn values or more; per process plus a node's share per process at one ppn), and the
 * residual says how far a sample moved.
 */
class TermsProperties {

    private static List<Sample> samples(int c, int perProcess, int perNode, int perLocalPeer, List<Integer> ppns, int counts) {
        List<Sample> out = new ArrayList<>();
        for (int ppn : ppns)
            for (int k = 1; k <= counts; k++) {
                int np = ppn * 4 * (1 << k); // 8..256 processes per ppn 1: several counts, each a multiple of every ppn
                out.add(new Sample(np, ppn, c + (double) perProcess * np + (double) perNode * (np / ppn) + (double) perLocalPeer * (ppn - 1)));
            }
        return out;
    }

    @Property(tries = 300)
    void twoPpnValuesSeparateEveryTerm(@ForAll @IntRange(min = 0, max = 5_000_000) int c, @ForAll @IntRange(max = 4096) int perProcess,
                                       @ForAll @IntRange(max = 65536) int perNode, @ForAll @IntRange(max = 65536) int perLocalPeer,
                                       @ForAll @IntRange(min = 1, max = 8) int ppnA, @ForAll @IntRange(min = 1, max = 8) int ppnB,
                                       @ForAll @IntRange(min = 2, max = 5) int counts) {
        if (ppnA == ppnB) return;
        Terms t = Terms.fit(samples(c, perProcess, perNode, perLocalPeer, List.of(ppnA, ppnB), counts));
        assertEquals(perProcess, t.perProcess(), 1e-3);
        assertEquals(perNode, t.perNode(), 1e-2);
        assertEquals(perLocalPeer, t.perLocalPeer(), 1e-2);
        assertEquals(c, t.constant(), 1e-1 + 1e-9 * c);
        assertTrue(t.maxResidual() < 1, "exact samples lie on their terms: " + t.maxResidual());
    }

    @Property(tries = 300)
    void onePpnChargesANodesShareToEachProcess(@ForAll @IntRange(max = 100_000) int c, @ForAll @IntRange(max = 4096) int perProcess,
                                               @ForAll @IntRange(max = 65536) int perNode, @ForAll @IntRange(min = 1, max = 8) int ppn,
                                               @ForAll @IntRange(min = 2, max = 5) int counts) {
        Terms t = Terms.fit(samples(c, perProcess, perNode, 0, List.of(ppn), counts));
        assertTrue(!t.separatesNodes() && Double.isNaN(t.perLocalPeer()), "one ppn cannot tell per node from per process");
        assertEquals(perProcess + (double) perNode / ppn, t.perProcess(), 1e-3);
        assertEquals(t.perProcess(), t.growthPerProcess(ppn), 0);
    }

    @Property(tries = 200)
    void aMovedSampleShowsInTheResidualNotAsGrowth(@ForAll @IntRange(max = 4096) int perProcess, @ForAll @IntRange(min = 1000, max = 200_000) int oneTime,
                                                   @ForAll @IntRange(min = 0, max = 3) int at) {
        List<Sample> s = new ArrayList<>(samples(500_000, perProcess, 0, 0, List.of(2), 4));
        Sample moved = s.get(at);
        s.set(at, new Sample(moved.np(), moved.ppn(), moved.bytes() + oneTime));
        Terms t = Terms.fit(s);
        assertTrue(t.maxResidual() > oneTime / 4.0, "a one-time block at one count is not on any line: " + t.maxResidual());
    }

    @Property(tries = 50)
    void oneCountTellsNoGrowth(@ForAll @IntRange(max = 1_000_000) int bytes, @ForAll @IntRange(min = 1, max = 64) int np) {
        Terms t = Terms.fit(List.of(new Sample(np, 1, bytes)));
        assertTrue(Double.isNaN(t.perProcess()));
        assertEquals(bytes, t.constant(), 0);
    }
}
