package org.mpimem.model.mpich5;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mpimem.model.DesignProperties;
import org.mpimem.model.Mapping;
import org.mpimem.model.peers.PeerSets;
import org.mpimem.model.scan.Select;
import org.mpimem.model.Table;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Any member list, and any chain of children of it, translates back through its group pmap
 * exactly; a pmap holds an array exactly when its lpids are not an arithmetic progression; the
 * run-compressed progression test agrees with the plain-array one. Over several worlds, each
 * viewer is charged the array exactly when the lpids in its own numbering of the worlds
 * (MPIR_LPID_FROM(index it gave the world, rank), numbered in the order it met them) are no progression.
 */
class Mpich5Properties {
    private static final Mpich5Design D = new Mpich5Design(SizeProfiles.require(SizeProfiles.MPICH_5_OFI));

    @Property(tries = 1500)
    void everyMemberListTranslatesBackThroughThePmap(@ForAll("lists") List<Long> list, @ForAll long seed) {
        Members members = DesignProperties.build(list);
        Mapping m = D.fromProcesses(members, false);
        check(m, members);
        Random rnd = new Random(seed);
        Members cur = members;
        for (int gen = 0; gen < 3; gen++) {
            Members positions = positions(cur.size(), rnd);
            Members expected = Select.of(cur, positions);
            m = D.derive(m, positions, false);
            check(m, expected);
            cur = expected;
        }
    }

    @Property(tries = 800)
    void everyViewerPaysForTheArrayExactlyWhenItsLpidsAreNoProgression(@ForAll("spanning") List<Long> list, @ForAll long seed) {
        Members members = DesignProperties.build(list);
        Random rnd = new Random(seed);
        Mpich5Design d = new Mpich5Design(SizeProfiles.require(SizeProfiles.MPICH_5_OFI));
        Map<Long, List<Integer>> viewers = meetInRandomOrders(d, members.groups(), rnd);
        Mapping m = d.fromProcesses(members, false);
        Members cur = members;
        for (int gen = 0; gen <= 3; gen++) {
            if (gen > 0) {
                Members positions = positions(cur.size(), rnd);
                cur = Select.of(cur, positions);
                m = d.derive(m, positions, false);
            }
            for (int r = 0; r < cur.size(); r++) assertEquals(cur.get(r), m.lookup(r));
            for (Map.Entry<Long, List<Integer>> v : viewers.entrySet()) {
                long[] lpids = new long[cur.size()];
                for (int i = 0; i < lpids.length; i++) {
                    long p = cur.get(i);
                    lpids[i] = ((long) v.getValue().indexOf(Members.groupOf(p)) << 32) | Members.rankOf(p);
                }
                long expected = 48 + (Progression.of(lpids) == null ? 8L * lpids.length : 0);
                long paid = m.tables().stream().filter(t -> t.within() == null || PeerSets.contains(t.within(), v.getKey()))
                        .mapToLong(Table::bytes).sum();
                assertEquals(expected, paid, "viewer " + v + " " + m.mode() + " " + cur);
            }
        }
    }

    /**
     * One viewer process per world (rank 500) meets one fresh process of each other world in a
     * random order; returns each viewer's numbering (own world first, then the order it met them).
     */
    private static Map<Long, List<Integer>> meetInRandomOrders(Mpich5Design d, int[] worlds, Random rnd) {
        Map<Long, List<Integer>> out = new LinkedHashMap<>();
        for (int w : worlds) {
            List<Integer> others = new ArrayList<>();
            for (int u : worlds) if (u != w) others.add(u);
            Collections.shuffle(others, rnd);
            Members viewer = Members.range(w, 500, 1);
            for (int u : others) d.meet(viewer, Members.range(u, 600 + w, 1));
            List<Integer> order = new ArrayList<>(List.of(w));
            order.addAll(others);
            out.put(viewer.get(0), order);
        }
        return out;
    }

    @Property(tries = 1500)
    void compressedProgressionAgreesWithTheArray(@ForAll("lists") List<Long> list) {
        Members m = DesignProperties.build(list);
        assertArrayEquals(Progression.of(m.toArray()), Progression.of(m));
    }

    private static void check(Mapping m, Members expected) {
        assertEquals(expected.size(), m.size());
        for (int r = 0; r < expected.size(); r++) assertEquals(expected.get(r), m.lookup(r), "rank " + r + " " + m.mode());
        boolean regular = Progression.of(expected.toArray()) != null;
        long bytes = m.tables().stream().mapToLong(Table::bytes).sum();
        assertEquals(regular ? 48 : 48 + 8L * expected.size(), bytes, m.mode() + " " + expected);
    }

    private static Members positions(int n, Random rnd) {
        Members.Builder b = new Members.Builder();
        switch (rnd.nextInt(4)) {
            case 0 -> { int off = rnd.nextInt(n), len = 1 + rnd.nextInt(n - off); b.add(new Run(0, off, len, 1)); }
            case 1 -> { int st = 1 + rnd.nextInt(3), off = rnd.nextInt(Math.min(n, st)); b.add(new Run(0, off, (n - off + st - 1) / st, st)); }
            case 2 -> b.add(new Run(0, n - 1, n, -1));
            default -> { List<Integer> l = new ArrayList<>(); for (int i = 0; i < n; i++) if (rnd.nextBoolean()) l.add(i);
                         if (l.isEmpty()) l.add(rnd.nextInt(n)); java.util.Collections.shuffle(l, rnd); l.forEach(i -> b.add(0, i)); }
        }
        return b.build();
    }

    @Provide
    Arbitrary<List<Long>> lists() {
        Arbitrary<List<Long>> any = Arbitraries.integers().between(0, 200).list().ofMinSize(1).ofMaxSize(40).uniqueElements()
                .map(l -> l.stream().map(r -> Members.gpid(0, r)).toList());
        Arbitrary<List<Long>> progression = Arbitraries.integers().between(-4, 4).filter(s -> s != 0).flatMap(st -> Arbitraries.integers().between(1, 40)
                .map(n -> { List<Long> l = new ArrayList<>(); for (int i = 0; i < n; i++) l.add(Members.gpid(0, 200 + i * st)); return l; }));
        Arbitrary<List<Long>> twoWorlds = Arbitraries.integers().between(0, 30).list().ofMinSize(1).ofMaxSize(20).uniqueElements()
                .map(l -> { List<Long> out = new ArrayList<>(); for (int i = 0; i < l.size(); i++) out.add(Members.gpid(i % 3 == 0 ? 1 : 0, l.get(i))); return out.stream().distinct().toList(); });
        return Arbitraries.oneOf(List.of(any, progression, twoWorlds));
    }

    /** Lists over 2 to 4 worlds: one process per world with a common rank step (a progression of stride ~2^32 in some numberings), or any. */
    @Provide
    Arbitrary<List<Long>> spanning() {
        Arbitrary<List<Long>> perWorld = Arbitraries.integers().between(2, 4).flatMap(k -> Arbitraries.shuffle(List.of(0, 1, 2, 3))
                .flatMap(perm -> Arbitraries.integers().between(-3, 3).map(e -> {
                    List<Long> l = new ArrayList<>();
                    for (int i = 0; i < k; i++) l.add(Members.gpid(perm.get(i), 50 + i * e));
                    return l;
                })));
        Arbitrary<List<Long>> any = Arbitraries.integers().between(0, 4 * 40 - 1).list().ofMinSize(2).ofMaxSize(30).uniqueElements()
                .map(l -> l.stream().map(x -> Members.gpid(x % 4, x / 4)).toList())
                .filter(l -> l.stream().map(Members::groupOf).distinct().count() > 1);
        return Arbitraries.oneOf(List.of(perWorld, any));
    }
}
