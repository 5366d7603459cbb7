package org.mpimem.model.peers;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What {@link NodePeers} charges each holder (a period of nodes at a time over block and cyclic
 * placements, node by node over explicit ones) equals a per-process count: the fresh peers less
 * those of the holder's group on the holder's node. Regular member lists (a few runs, long enough
 * for the periods to repeat many times) and irregular ones (shuffled subsets), in two groups.
 */
class NodePeersProperties {

    @Property(tries = 400)
    void chargesEqualPerProcessCount(@ForAll @IntRange(min = 0, max = 2) int placement, @ForAll boolean regular, @ForAll long seed) {
        Random rnd = new Random(seed);
        int procs = regular ? 16 + rnd.nextInt(4000) : 4 + rnd.nextInt(200), ppn = 1 + rnd.nextInt(9);
        Placement[] pl = {placement(placement, procs, ppn, regular, rnd), placement(rnd.nextInt(3), procs, ppn, regular, rnd)};
        Members fresh = members(procs, regular, rnd), holders = members(procs, regular, rnd);
        Charges charges = new Charges();
        NodePeers.charge(fresh, holders, g -> pl[g], charges);
        Map<Long, Long> got = new HashMap<>();
        charges.emit((n, m) -> {
            for (int i = 0; i < m.size(); i++) got.merge(m.get(i), n, Long::sum);
        });
        Map<Long, Long> want = new HashMap<>();
        for (int i = 0; i < holders.size(); i++) {
            long x = holders.get(i);
            long local = 0;
            for (int k = 0; k < fresh.size(); k++) {
                long f = fresh.get(k);
                if (Members.groupOf(f) == Members.groupOf(x) && pl[Members.groupOf(f)].nodeOf(Members.rankOf(f)) == pl[Members.groupOf(x)].nodeOf(Members.rankOf(x))) local++;
            }
            if (fresh.size() - local > 0) want.put(x, fresh.size() - local);
        }
        assertEquals(want, got, "fresh " + fresh + " holders " + holders + " over " + pl[0] + " / " + pl[1]);
    }

    private static Placement placement(int kind, int procs, int ppn, boolean regular, Random rnd) {
        return switch (kind) {
            case 0 -> new Placement.Block(ppn);
            case 1 -> new Placement.Cyclic(1 + rnd.nextInt(1 + procs / ppn));
            default -> {
                List<Integer> node = new ArrayList<>(), count = new ArrayList<>();
                for (int placed = 0; placed < procs; ) {
                    int c = regular ? Math.min(procs - placed, 1 + rnd.nextInt(2 * ppn)) : 1;
                    node.add(rnd.nextInt(1 + procs / ppn));
                    count.add(c);
                    placed += c;
                }
                yield new Placement.Explicit(node.stream().mapToInt(Integer::intValue).toArray(), count.stream().mapToInt(Integer::intValue).toArray());
            }
        };
    }

    /** A set of processes: a few disjoint runs (either direction) or a shuffled subset, in group 0 and sometimes group 1. */
    private static Members members(int procs, boolean regular, Random rnd) {
        Members.Builder b = new Members.Builder();
        for (int g = 0; g < (rnd.nextInt(4) == 0 ? 2 : 1); g++) {
            if (!regular) {
                List<Integer> all = new ArrayList<>();
                for (int r = 0; r < procs; r++) if (rnd.nextInt(3) > 0) all.add(r);
                Collections.shuffle(all, rnd);
                for (int r : all) b.add(g, r);
                continue;
            }
            int runs = 1 + rnd.nextInt(4), from = 0;
            for (int k = 0; k < runs && from < procs; k++) {
                int to = k == runs - 1 ? procs : from + 1 + rnd.nextInt(procs - from);
                int start = from + rnd.nextInt(Math.max(1, (to - from) / 4)), stride = 1 + rnd.nextInt(k == 0 ? 40 : 6);
                int count = 1 + rnd.nextInt((to - 1 - start) / stride + 1);
                Run r = new Run(g, start, count, stride);
                b.add(rnd.nextBoolean() ? r : new Run(g, r.last(), count, -stride));
                from = to;
            }
        }
        return b.build();
    }
}
