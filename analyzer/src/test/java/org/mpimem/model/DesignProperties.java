package org.mpimem.model;

import org.mpimem.model.mpich.PatternDetector;
import org.mpimem.model.scan.Select;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Random parents (regular and irregular, one or two process groups) and random children: every
 * derived mapping translates to the parent's lookup at each position (Table II, any cell), and a
 * rank map ends in a table only when its contents are irregular (the post-pass).
 */
public class DesignProperties {

    @Property(tries = 1500)
    void derivedMappingsTranslateExactly(@ForAll("lists") List<Long> parentList, @ForAll("seeds") long seed) {
        Members parentMembers = build(parentList);
        Random rnd = new Random(seed);
        for (Models which : Models.values()) {
            Design d = which.create(SizeProfiles.PAPER_2017);
            Mapping parent = d.fromProcesses(parentMembers, false);
            check(parent, parentMembers);
            // three generations of children, each a random or regular selection of its parent
            Mapping cur = parent;
            Members curMembers = parentMembers;
            for (int gen = 0; gen < 3 && curMembers.size() > 0; gen++) {
                Members positions = childPositions(curMembers.size(), rnd);
                Members expected = Select.of(curMembers, positions);
                Mapping child = d.derive(cur, positions, false);
                check(child, expected);
                checkTableOnlyWhenIrregular(child, expected);
                cur = child;
                curMembers = expected;
            }
        }
    }

    private static void check(Mapping m, Members expected) {
        assertEquals(expected.size(), m.size());
        for (int r = 0; r < expected.size(); r++) assertEquals(expected.get(r), m.lookup(r), "rank " + r + " mode " + m.mode());
    }

    private static void checkTableOnlyWhenIrregular(Mapping m, Members expected) {
        String mode = m.mode();
        if (mode.equals("VCRT")) return;
        int[] ranks = new int[expected.size()];
        for (int i = 0; i < ranks.length; i++) ranks[i] = expected.rank(i);
        if (mode.startsWith("LUT"))
            assertTrue(!PatternDetector.detect(ranks).isRegular() || !expected.singleGroup(), "LUT with regular contents " + expected);
        if (mode.equals("MLUT")) assertTrue(!expected.singleGroup(), "MLUT of one process group");
        if (!mode.startsWith("LUT") && !mode.equals("MLUT")) assertTrue(m.tables().isEmpty());
    }

    public static Members childPositions(int n, Random rnd) {
        Members.Builder b = new Members.Builder();
        switch (rnd.nextInt(5)) {
            case 0 -> { int off = rnd.nextInt(n), len = 1 + rnd.nextInt(n - off); for (int i = 0; i < len; i++) b.add(0, off + i); }
            case 1 -> { int st = 1 + rnd.nextInt(3), off = rnd.nextInt(Math.min(n, st)); for (int i = off; i < n; i += st) b.add(0, i); }
            case 2 -> { int bs = 1 + rnd.nextInt(3), st = bs + 1 + rnd.nextInt(3);
                        for (int i = 0; i < n; i++) if (i % st < bs) b.add(0, i); }
            case 3 -> { for (int i = n - 1; i >= 0; i--) b.add(0, i); }
            default -> { List<Integer> l = new ArrayList<>(); for (int i = 0; i < n; i++) if (rnd.nextBoolean()) l.add(i);
                         if (l.isEmpty()) l.add(0); Collections.shuffle(l, rnd); l.forEach(i -> b.add(0, i)); }
        }
        return b.build();
    }

    /** A member list from packed gpids (shared with the other designs' properties). */
    public static Members build(List<Long> l) {
        Members.Builder b = new Members.Builder();
        for (long g : l) b.add(Members.groupOf(g), Members.rankOf(g));
        return b.build();
    }

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs();
    }

    @Provide
    Arbitrary<List<Long>> lists() {
        Arbitrary<List<Long>> oneGroup = Arbitraries.integers().between(0, 200).list().ofMinSize(1).ofMaxSize(40).uniqueElements()
                .map(l -> l.stream().map(r -> Members.gpid(0, r)).toList());
        Arbitrary<List<Long>> regular = Arbitraries.integers().between(1, 4).flatMap(st -> Arbitraries.integers().between(1, 40)
                .map(n -> { List<Long> l = new ArrayList<>(); for (int i = 0; i < n; i++) l.add(Members.gpid(0, 3 + i * st)); return l; }));
        Arbitrary<List<Long>> twoGroups = Arbitraries.integers().between(0, 30).list().ofMinSize(1).ofMaxSize(20).uniqueElements()
                .map(l -> { List<Long> out = new ArrayList<>(); for (int i = 0; i < l.size(); i++) out.add(Members.gpid(i % 3 == 0 ? 1 : 0, l.get(i))); return out.stream().distinct().toList(); });
        return Arbitraries.oneOf(List.of(oneGroup, regular, twoGroups));
    }
}
