package org.mpimem.model;

import org.mpimem.trace.Members;

import java.util.Arrays;

/** Holder sets are sets: order does not matter, so long scattered lists are sorted into few runs. */
final class Holders {
    private static final int SORT_ABOVE_RUNS = 1024;

    private Holders() {}

    static Members normalize(Members m) {
        if (m.runCount() <= SORT_ABOVE_RUNS) return m;
        long[] a = m.toArray();
        Arrays.sort(a);
        Members.Builder b = new Members.Builder();
        for (long g : a) b.add(Members.groupOf(g), Members.rankOf(g));
        return b.build();
    }
}
