package org.mpimem.profiles;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceValidator;
import org.mpimem.trace.TraceWriter;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MicroBenchmarksTest {

    static Trace valid(Trace t) throws Exception {
        TraceValidator.validate(t);
        Trace back = TraceReader.read("t", new StringReader(TraceWriter.toText(t)));
        assertTrue(back.sameContent(t), "round trip through the text format");
        return t;
    }

    static long[] ranks(long... r) {
        return r;
    }

    static long[] range(int from, int to, int step) {
        return LongStream.iterate(from, x -> x < to, x -> x + step).toArray();
    }

    @Test
    void oddEvenSplitsAreEvensThenOddsOfWorld() throws Exception {
        List<CommDef> c = valid(MicroBenchmarks.oddEvenSplits(10, 4, 3)).comms();
        assertEquals(6, c.size());
        for (int i = 0; i < 6; i += 2) {
            assertEquals(MpiCall.COMM_SPLIT, c.get(i).call());
            assertEquals(List.of(Trace.WORLD), c.get(i).parents());
            assertTrue(Arrays.equals(ranks(0, 2, 4, 6, 8), c.get(i).members().toArray()));
            assertTrue(Arrays.equals(ranks(1, 3, 5, 7, 9), c.get(i + 1).members().toArray()));
        }
    }

    @Test
    void dupsCopyWorld() throws Exception {
        List<CommDef> c = valid(MicroBenchmarks.dups(8, 4, 5)).comms();
        assertEquals(5, c.size());
        for (CommDef d : c) {
            assertEquals(MpiCall.COMM_DUP, d.call());
            assertTrue(Arrays.equals(range(0, 8, 1), d.members().toArray()));
        }
    }

    @Test
    void splitIntercommsPairLocalParitiesAcrossTheEvenOddIntercomm() throws Exception {
        List<CommDef> c = valid(MicroBenchmarks.splitIntercomms(16, 4, 2)).comms();
        assertEquals(3 + 4, c.size());
        CommDef ic = c.get(2);
        assertEquals(MpiCall.INTERCOMM_CREATE, ic.call());
        assertEquals(List.of(c.get(0).id(), c.get(1).id()), ic.parents());
        assertTrue(Arrays.equals(range(0, 16, 2), ic.local().toArray()));
        assertTrue(Arrays.equals(range(1, 16, 2), ic.remote().toArray()));
        for (int i = 3; i < 7; i += 2) {
            CommDef even = c.get(i), odd = c.get(i + 1);
            assertEquals(List.of(ic.id()), even.parents());
            assertTrue(even.isInter() && odd.isInter());
            assertTrue(Arrays.equals(ranks(0, 4, 8, 12), even.local().toArray()));
            assertTrue(Arrays.equals(ranks(1, 5, 9, 13), even.remote().toArray()));
            assertTrue(Arrays.equals(ranks(2, 6, 10, 14), odd.local().toArray()));
            assertTrue(Arrays.equals(ranks(3, 7, 11, 15), odd.remote().toArray()));
        }
        assertThrows(IllegalArgumentException.class, () -> MicroBenchmarks.splitIntercomms(3, 4, 1));
    }

    @Test
    void dupIntercommsCopyBothGroups() throws Exception {
        List<CommDef> c = valid(MicroBenchmarks.dupIntercomms(9, 4, 4)).comms();
        assertEquals(3 + 4, c.size());
        for (CommDef d : c.subList(3, 7)) {
            assertEquals(MpiCall.COMM_DUP, d.call());
            assertEquals(List.of(c.get(2).id()), d.parents());
            assertTrue(Arrays.equals(range(0, 9, 2), d.local().toArray()));
            assertTrue(Arrays.equals(range(1, 9, 2), d.remote().toArray()));
        }
    }

    @Test
    void randomReorderDupsArePermutationsOfWorldAllDistinctAndReproducible() throws Exception {
        Trace t = valid(MicroBenchmarks.randomReorderDups(64, 16, 20, 7));
        assertDistinctPermutations(t.comms(), range(0, 64, 1));
        assertTrue(t.sameContent(MicroBenchmarks.randomReorderDups(64, 16, 20, 7)), "same seed, same trace");
        assertFalse(t.sameContent(MicroBenchmarks.randomReorderDups(64, 16, 20, 8)), "another seed, other orders");
        // 3 processes have 5 non-identity orders: a sixth cannot be unique
        assertEquals(5, MicroBenchmarks.randomReorderDups(3, 1, 5, 1).comms().size());
        assertThrows(IllegalArgumentException.class, () -> MicroBenchmarks.randomReorderDups(3, 1, 6, 1));
    }

    @Test
    void spawnMergeThenReorderedDupsMixBothGroups() throws Exception {
        Trace t = valid(MicroBenchmarks.spawnMergeReorderedDups(12, 4, 8, 10, 3));
        assertEquals(2, t.groups().size());
        assertEquals(8, t.groups().get(1).size());
        List<CommDef> c = t.comms();
        assertEquals(MpiCall.COMM_SPAWN, c.get(0).call());
        CommDef merged = c.get(1);
        assertEquals(MpiCall.INTERCOMM_MERGE, merged.call());
        long[] expected = LongStream.concat(Arrays.stream(range(0, 12, 1)), LongStream.range(0, 8).map(r -> Members.gpid(1, (int) r))).toArray();
        assertTrue(Arrays.equals(expected, merged.members().toArray()));
        assertDistinctPermutations(c.subList(2, c.size()), expected);
        for (CommDef d : c.subList(2, c.size())) assertEquals(List.of(merged.id()), d.parents());
    }

    private static void assertDistinctPermutations(List<CommDef> comms, long[] of) {
        long[] sorted = of.clone();
        Arrays.sort(sorted);
        Set<List<Long>> orders = new HashSet<>();
        for (CommDef d : comms) {
            long[] m = d.members().toArray();
            assertFalse(Arrays.equals(of, m), "not the parent's order");
            assertTrue(orders.add(Arrays.stream(m).boxed().toList()), "order unique");
            long[] s = m.clone();
            Arrays.sort(s);
            assertTrue(Arrays.equals(sorted, s), "a permutation of the parent");
        }
    }

    @Test
    void regularBenchmarksStayCompressedAtFullMiraScale() throws Exception {
        int p = 786_432;
        for (Trace t : List.of(MicroBenchmarks.oddEvenSplits(p, 16, 100), MicroBenchmarks.dups(p, 16, 100),
                MicroBenchmarks.splitIntercomms(p, 16, 100), MicroBenchmarks.dupIntercomms(p, 16, 100))) {
            valid(t);
            for (CommDef d : t.comms()) {
                assertEquals(1, d.local().runCount(), t.source());
                if (d.isInter()) assertEquals(1, d.remote().runCount(), t.source());
            }
            assertTrue(TraceWriter.toText(t).length() < 20_000, t.source() + " is a few KB");
        }
        assertNotEquals(0, MicroBenchmarks.splitIntercomms(p, 16, 1).comms().size());
    }
}
