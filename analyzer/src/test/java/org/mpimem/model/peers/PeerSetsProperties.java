package org.mpimem.model.peers;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The run algebra of {@link PeerSets} equals a plain per-process reference (a sorted set of
 * packed process ids) on random sets: runs of any stride and direction, two process groups,
 * single processes, and sets with enough runs to take the sorted-elements path.
 */
class PeerSetsProperties {

    @Property(tries = 400)
    void runAlgebraEqualsPerProcessSets(@ForAll @IntRange(min = 0, max = 3) int shapeA, @ForAll @IntRange(min = 0, max = 3) int shapeB,
                                        @ForAll long seed) {
        Random rnd = new Random(seed);
        TreeSet<Long> ra = new TreeSet<>(), rb = new TreeSet<>();
        Members a = randomSet(shapeA, rnd, ra), b = randomSet(shapeB, rnd, rb);
        TreeSet<Long> both = new TreeSet<>(ra);
        both.retainAll(rb);
        TreeSet<Long> aOnly = new TreeSet<>(ra);
        aOnly.removeAll(rb);
        TreeSet<Long> any = new TreeSet<>(ra);
        any.addAll(rb);
        String at = a + " | " + b;
        assertEquals(both.size(), PeerSets.commonCount(a, b), "common count " + at);
        assertEquals(both, elements(PeerSets.intersect(a, b)), "intersect " + at);
        assertEquals(aOnly, elements(PeerSets.minus(a, b)), "minus " + at);
        assertEquals(any, elements(PeerSets.union(a, b)), "union " + at);
        assertEquals(ra.containsAll(rb), PeerSets.containsAll(a, b), "containsAll " + at);
    }

    /** The elements of a set, checking that it holds none twice. */
    static TreeSet<Long> elements(Members m) {
        TreeSet<Long> s = new TreeSet<>();
        for (long p : m.toArray()) assertEquals(true, s.add(p), "duplicate " + p + " in " + m);
        return s;
    }

    /** shape 0: a few runs of any stride; 1: many single processes (sorted path); 2: one world-like run; 3: a shuffled subset. */
    static Members randomSet(int shape, Random rnd, TreeSet<Long> ref) {
        int span = 40 + rnd.nextInt(400);
        List<Run> runs = new ArrayList<>();
        switch (shape) {
            case 0 -> {
                for (int i = rnd.nextInt(6); i >= 0; i--) {
                    int stride = (1 + rnd.nextInt(7)) * (rnd.nextInt(4) == 0 ? -1 : 1), count = 1 + rnd.nextInt(30);
                    int start = rnd.nextInt(span) + (stride < 0 ? (count - 1) * -stride : 0);
                    runs.add(new Run(rnd.nextInt(5) == 0 ? 1 : 0, start, count, stride));
                }
            }
            case 1 -> {
                for (int i = 0; i < 300; i++) runs.add(new Run(0, rnd.nextInt(span * 4), 1, 1));
            }
            case 2 -> runs.add(new Run(0, rnd.nextInt(3), span, 1 + rnd.nextInt(2)));
            default -> {
                List<Integer> all = new ArrayList<>();
                for (int r = 0; r < span; r++) if (rnd.nextBoolean()) all.add(r);
                Collections.shuffle(all, rnd);
                for (int r : all) runs.add(new Run(0, r, 1, 1));
            }
        }
        Members.Builder b = new Members.Builder();
        for (Run r : runs) {
            List<Long> ps = new ArrayList<>();
            for (int i = 0; i < r.count(); i++) ps.add(Members.gpid(r.group(), r.rankAt(i)));
            if (ps.stream().anyMatch(ref::contains)) continue; // keep it a set
            ref.addAll(ps);
            b.add(r);
        }
        return b.build();
    }
}
