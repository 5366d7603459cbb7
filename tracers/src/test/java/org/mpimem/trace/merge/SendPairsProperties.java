package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Members;

/**
 * The pair compression of send records round-trips: any set of (from, to) pairs over several
 * process groups comes back pair for pair from the two compressed lists, and a regular offset
 * class (a ring, a halo) is a few runs however many processes it pairs.
 */
class SendPairsProperties {

    @Property(tries = 500)
    void anySetOfPairsComesBackPairForPair(@ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int n) {
        Random rnd = new Random(seed);
        Set<List<Long>> want = new HashSet<>();
        List<long[]> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long from = Members.gpid(rnd.nextInt(3), rnd.nextInt(64)), to = Members.gpid(rnd.nextInt(3), rnd.nextInt(64));
            if (want.add(List.of(from, to))) pairs.add(new long[] {from, to});
        }
        Members[] lists = SendPairs.compress(pairs);
        assertEquals(pairs.size(), lists[0].size());
        assertEquals(pairs.size(), lists[1].size());
        Set<List<Long>> got = new HashSet<>();
        for (int i = 0; i < lists[0].size(); i++) got.add(List.of(lists[0].get(i), lists[1].get(i)));
        assertEquals(want, got);
    }

    @Property(tries = 100)
    void aRingOrHaloOffsetIsAFewRuns(@ForAll @IntRange(min = 2, max = 100_000) int procs, @ForAll @IntRange(min = 1, max = 1000) int offset) {
        List<long[]> pairs = new ArrayList<>();
        for (int r = procs - 1; r >= 0; r--) pairs.add(new long[] {Members.gpid(0, r), Members.gpid(0, (r + offset) % procs)});
        Members[] lists = SendPairs.compress(pairs);
        assertEquals(1, lists[0].runCount());
        assertTrue(lists[1].runCount() <= 2, lists[1].toString());
    }
}
