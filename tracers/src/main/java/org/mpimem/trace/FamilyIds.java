package org.mpimem.trace;

import java.util.BitSet;
import java.util.Map;
import java.util.TreeMap;

/**
 * The validator's record of the families seen so far, one entry a family whatever its size: which
 * ids it holds, which copies were freed and at which line (a family free frees a range, a single
 * free one copy), so that a trace of P singletons is checked in memory independent of P.
 */
final class FamilyIds {
    static final class Entry {
        final CommFamily family;
        final int line;
        final BitSet freed = new BitSet();
        /** first freed copy -> {one past the last copy of that free, its line}. */
        final TreeMap<Integer, int[]> frees = new TreeMap<>();

        Entry(CommFamily family, int line) {
            this.family = family;
            this.line = line;
        }

        /** The line copy {@code j} was freed at; -1 while it is live. */
        int freedAt(int j) {
            if (!freed.get(j)) return -1;
            return frees.floorEntry(j).getValue()[1];
        }

        /** Frees copies [from, to); the caller has checked they are live. */
        void free(int from, int to, int line) {
            freed.set(from, to);
            frees.put(from, new int[]{to, line});
        }
    }

    private final TreeMap<Integer, Entry> byFirst = new TreeMap<>();

    void add(CommFamily f, int line) {
        byFirst.put(f.firstId(), new Entry(f, line));
    }

    /** The family holding comm {@code id}, or null. */
    Entry holding(long id) {
        if (id < Integer.MIN_VALUE || id > Integer.MAX_VALUE) return null;
        Map.Entry<Integer, Entry> e = byFirst.floorEntry((int) id);
        return e != null && e.getValue().family.holds((int) id) ? e.getValue() : null;
    }

    /** The lowest id in [from, to] that a family holds, or -1. */
    long firstHeldIn(long from, long to) {
        Entry e = holding(from);
        if (e != null) return from;
        Integer next = from >= Integer.MAX_VALUE ? null : byFirst.ceilingKey((int) from + 1);
        return next != null && next <= to ? next : -1;
    }
}
