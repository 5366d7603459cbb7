package org.mpimem.account;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/**
 * A list of holders is charged as a set: whatever shape {@link Ledger#asSet} gives it, the same
 * processes. Oracle: the processes listed, one bit each. Every node's processes of a cyclic
 * placement (columns of stride d with d consecutive starts, in any order) become one block.
 */
class HoldersAsSetProperties {

    private static BitSet bits(Members m) {
        BitSet b = new BitSet();
        for (int i = 0; i < m.runCount(); i++) {
            Run r = m.run(i);
            for (int k = 0; k < r.count(); k++) b.set(r.rankAt(k));
        }
        return b;
    }

    @Property(tries = 300)
    void columnsOfACyclicPlacementAreOneBlock(@ForAll @IntRange(min = 65, max = 400) int d, @ForAll @IntRange(min = 2, max = 40) int c,
                                               @ForAll @IntRange(min = 0, max = 1000) int first, @ForAll long seed) {
        List<Run> runs = new ArrayList<>();
        for (int s = 0; s < d; s++) runs.add(new Run(0, first + s, c, d));
        Collections.shuffle(runs, new Random(seed));
        Members holders = Members.of(runs), set = Ledger.asSet(holders);
        assertEquals(bits(holders), bits(set));
        assertEquals(1, set.runCount(), "one block of " + d * c);
    }

    @Property(tries = 300)
    void anyListKeepsItsProcesses(@ForAll @IntRange(min = 65, max = 300) int runs, @ForAll long seed) {
        Random rnd = new Random(seed);
        List<Run> list = new ArrayList<>();
        BitSet used = new BitSet();
        for (int i = 0; i < runs; i++) { // disjoint runs in a scattered order, some strided: a set
            int stride = 1 + rnd.nextInt(4), count = 1 + rnd.nextInt(5), start = rnd.nextInt(5000);
            boolean free = true;
            for (int k = 0; k < count; k++) free &= !used.get(start + k * stride);
            if (!free) continue;
            for (int k = 0; k < count; k++) used.set(start + k * stride);
            list.add(new Run(0, start, count, stride));
        }
        if (list.isEmpty()) return;
        Members holders = Members.of(list);
        assertEquals(bits(holders), bits(Ledger.asSet(holders)));
    }
}
