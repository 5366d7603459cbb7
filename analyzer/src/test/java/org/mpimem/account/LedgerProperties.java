package org.mpimem.account;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.mpimem.trace.Members;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Charges to holder lists in any order (shuffled, many runs, two process groups) and their
 * releases leave every process with exactly what a plain per-process array says; this covers
 * the ledger's re-ordering of long irregular lists into ascending runs.
 */
class LedgerProperties {
    private static final int[] SIZES = {300, 120};

    /** One charge: holder processes as (group, rank) in list order, bytes, and whether it is released later. */
    record Charge(List<long[]> holders, long bytes, boolean released) {}

    @Property(tries = 200)
    void chargesAndReleasesEqualPlainArrays(@ForAll("charges") List<Charge> charges) {
        Ledger ledger = new Ledger();
        long[][] plain = new long[SIZES.length][];
        for (int g = 0; g < SIZES.length; g++) {
            ledger.addGroup(g, SIZES[g]);
            plain[g] = new long[SIZES[g]];
        }
        List<Long> toRelease = new ArrayList<>();
        for (Charge c : charges) {
            Members.Builder b = new Members.Builder();
            for (long[] p : c.holders()) b.add((int) p[0], (int) p[1]);
            long h = ledger.charge(Category.MAPPING, c.bytes(), b.build());
            if (c.released()) toRelease.add(h);
            else for (long[] p : c.holders()) plain[(int) p[0]][(int) p[1]] += c.bytes();
        }
        toRelease.forEach(ledger::release);
        for (int g = 0; g < SIZES.length; g++)
            for (int r = 0; r < SIZES[g]; r++) {
                assertEquals(plain[g][r], ledger.bytes(g, r, Category.MAPPING), "group " + g + " rank " + r);
                assertEquals(plain[g][r], ledger.total(g, r), "total, group " + g + " rank " + r);
            }
    }

    @Provide
    Arbitrary<List<Charge>> charges() {
        Arbitrary<Charge> one = Combinators.combine(Arbitraries.longs().between(0, Long.MAX_VALUE),
                        Arbitraries.integers().between(1, 420), Arbitraries.integers().between(0, 2),
                        Arbitraries.longs().between(1, 1000), Arbitraries.of(true, false))
                .as((seed, n, shape, bytes, released) -> new Charge(holders(new Random(seed), n, shape), bytes, released));
        return one.list().ofMinSize(1).ofMaxSize(12);
    }

    /** Distinct processes: shuffled (many runs), ascending, or shuffled blocks of ascending runs. */
    private static List<long[]> holders(Random rnd, int n, int shape) {
        List<long[]> all = new ArrayList<>();
        for (int g = 0; g < SIZES.length; g++)
            for (int r = 0; r < SIZES[g]; r++) all.add(new long[]{g, r});
        Collections.shuffle(all, rnd);
        List<long[]> pick = new ArrayList<>(all.subList(0, Math.min(n, all.size())));
        if (shape >= 1) pick.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        if (shape == 2) { // ascending blocks of 5, the blocks shuffled: many ascending runs out of order
            List<List<long[]>> blocks = new ArrayList<>();
            for (int i = 0; i < pick.size(); i += 5) blocks.add(pick.subList(i, Math.min(i + 5, pick.size())));
            Collections.shuffle(blocks, rnd);
            List<long[]> out = new ArrayList<>();
            blocks.forEach(out::addAll);
            return out;
        }
        return pick;
    }
}
