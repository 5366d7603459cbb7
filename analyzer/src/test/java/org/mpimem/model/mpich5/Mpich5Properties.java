package org.mpimem.model.mpich5;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mpimem.model.DesignProperties;
import org.mpimem.model.Mapping;
import org.mpimem.model.Select;
import org.mpimem.model.Table;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Any member list, and any chain of children of it, translates back through its group pmap
 * exactly; a pmap holds an array exactly when its lpids are not an arithmetic progression; the
 * run-compressed progression test agrees with the plain-array one.
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
}
