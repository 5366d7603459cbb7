package org.mpimem.model.peers;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.model.peers.PeerClasses.Klass;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The class index finds every class that holds a member of the query, whatever the classes' and
 * the query's shapes (contiguous runs, strided runs, a few scattered processes as LAMMPS
 * verlet/split's blocks leave, many singles), after classes are added, removed and added again,
 * and never a class that was removed. The oracle: every live class, intersected with the query.
 */
class PeerClassesProperties {

    @Property(tries = 300)
    void meetingFindsEveryClassHoldingAMember(@ForAll @IntRange(min = 0, max = 3) int queryShape, @ForAll long seed) {
        Random rnd = new Random(seed);
        List<Klass> all = classes(rnd);
        PeerClasses<Klass> index = new PeerClasses<>();
        List<Klass> live = new ArrayList<>();
        for (Klass k : all) {
            index.add(k);
            live.add(k);
        }
        Collections.shuffle(live, rnd);
        for (int i = live.size() / 3; i > 0; i--) index.remove(live.remove(live.size() - 1));
        assertEquals(live.size(), index.size(), "class count");
        for (int q = 0; q < 5; q++) {
            Members m = PeerSetsProperties.randomSet(queryShape, rnd, new TreeSet<>());
            List<Klass> found = index.meeting(m);
            IdentityHashMap<Klass, Boolean> seen = new IdentityHashMap<>();
            for (Klass k : found) assertTrue(seen.put(k, true) == null, "found twice: " + k.holders());
            for (Klass k : all) {
                boolean alive = live.stream().anyMatch(l -> l == k);
                if (!alive) assertTrue(!seen.containsKey(k), "a removed class found: " + k.holders());
                else if (PeerSets.intersect(k.holders(), m).size() > 0)
                    assertTrue(seen.containsKey(k), "class " + k.holders() + " meets " + m + " but was not found");
            }
        }
    }

    /** Disjoint classes over processes 0..n-1 of group 0: contiguous blocks, strided interleavings, scattered few, singles. */
    private static List<Klass> classes(Random rnd) {
        int n = 50 + rnd.nextInt(500);
        int[] label = new int[n];
        int next = 0;
        for (int p = 0; p < n; ) {
            int len = Math.min(n - p, 1 + rnd.nextInt(60));
            int shape = rnd.nextInt(4), ways = 1 + rnd.nextInt(4), base = next;
            for (int i = 0; i < len; i++)
                label[p + i] = switch (shape) {
                    case 0 -> base; // one contiguous run
                    case 1 -> base + i % ways; // interleaved strided runs
                    case 2 -> base + rnd.nextInt(Math.max(1, len / 2)); // a few scattered processes each
                    default -> base + i; // singles
                };
            next = base + (shape == 0 ? 1 : shape == 1 ? ways : len);
            p += len;
        }
        List<List<Integer>> held = new ArrayList<>();
        for (int i = 0; i < next; i++) held.add(new ArrayList<>());
        for (int p = 0; p < n; p++) held.get(label[p]).add(p);
        // blocks of a later segment join earlier labels now and then: classes spread over the range (verlet/split)
        List<Klass> out = new ArrayList<>();
        for (List<Integer> h : held) {
            if (h.isEmpty()) continue;
            Members.Builder b = new Members.Builder();
            for (int p : h) b.add(new Run(0, p, 1, 1));
            Members m = b.build();
            out.add(new Klass(m, m));
        }
        return spread(out, rnd);
    }

    /** Merges random pairs of classes far apart, as a verlet/split block joins a Kspace process to two Rspace ones. */
    private static List<Klass> spread(List<Klass> in, Random rnd) {
        List<Klass> out = new ArrayList<>(in);
        for (int i = rnd.nextInt(Math.max(1, out.size() / 2)); i > 0 && out.size() > 1; i--) {
            Klass a = out.remove(rnd.nextInt(out.size())), b = out.remove(rnd.nextInt(out.size()));
            Members u = PeerSets.union(a.holders(), b.holders());
            out.add(new Klass(u, u));
        }
        return out;
    }
}
