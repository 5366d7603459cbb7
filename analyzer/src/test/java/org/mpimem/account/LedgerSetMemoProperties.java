package org.mpimem.account;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.mpimem.trace.Members;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The ledger remembers the set it made of the last holder list: charging one list object again
 * and again (a communicator's mapping, tables and node tables), alternating with others, and
 * releasing some, leaves every process with the bytes a plain per-process array adds up.
 */
class LedgerSetMemoProperties {
    private static final int SIZE = 300;

    @Property(tries = 300)
    void repeatedHolderListsChargeTheirOwnProcesses(@ForAll long seed, @ForAll @Size(min = 1, max = 40) List<@IntRange(min = 0, max = 3) Integer> picks) {
        Random r = new Random(seed);
        List<Members> pool = new ArrayList<>();
        for (int k = 0; k < 4; k++) pool.add(randomOrder(r, k == 3)); // the last: ascending runs, kept as given
        Ledger ledger = new Ledger();
        ledger.addGroup(0, SIZE);
        long[] plain = new long[SIZE];
        List<long[]> held = new ArrayList<>(); // {handle, pool index, bytes}
        for (int pick : picks) {
            Members m = pool.get(pick);
            long bytes = 1 + r.nextInt(1000);
            held.add(new long[]{ledger.charge(Category.LUT, bytes, m), pick, bytes});
            add(plain, m, bytes);
            if (r.nextInt(4) == 0) {
                long[] h = held.remove(r.nextInt(held.size()));
                ledger.release(h[0]);
                add(plain, pool.get((int) h[1]), -h[2]);
            }
        }
        for (int i = 0; i < SIZE; i++) assertEquals(plain[i], ledger.total(0, i), "rank " + i);
    }

    private static Members randomOrder(Random r, boolean ascending) {
        List<Integer> ranks = new ArrayList<>();
        for (int i = 0; i < SIZE; i++) if (r.nextInt(3) > 0) ranks.add(i);
        if (!ascending) Collections.shuffle(ranks, r);
        Members.Builder b = new Members.Builder();
        for (int x : ranks) b.add(0, x);
        return b.build();
    }

    private static void add(long[] plain, Members m, long bytes) {
        for (int i = 0; i < m.size(); i++) plain[m.rank(i)] += bytes;
    }
}
