package org.mpimem.extrapolate.target;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The ids of one site's communicators at the target, in order, as ranges of consecutive ids: a
 * family of P singletons is one range, not P boxed ids, so a site of 45 million communicators
 * (NWChem's BLACS grids at 786,432) costs a few words. Position lookups are O(log ranges).
 */
final class IdRanges extends AbstractList<Integer> {
    /** first[i], the first id of range i; at[i], the position of that id in the list. */
    private final List<Integer> first = new ArrayList<>();
    private final List<Long> at = new ArrayList<>();
    private long size;

    static IdRanges of(int id) {
        IdRanges r = new IdRanges();
        r.addRange(id, 1);
        return r;
    }

    void addRange(int id, int n) {
        int last = first.size() - 1;
        if (last >= 0 && (long) first.get(last) + (size - at.get(last)) == id) {
            size += n; // continues the last range
            return;
        }
        first.add(id);
        at.add(size);
        size += n;
    }

    /** Appends every range of {@code o}, range by range. */
    void addAll(IdRanges o) {
        for (int k = 0; k < o.first.size(); k++) {
            long end = k + 1 < o.at.size() ? o.at.get(k + 1) : o.size;
            addRange(o.first.get(k), (int) (end - o.at.get(k)));
        }
    }

    @Override
    public boolean add(Integer id) {
        addRange(id, 1);
        return true;
    }

    @Override
    public Integer get(int position) {
        if (position < 0 || position >= size) throw new IndexOutOfBoundsException(position + " of " + size);
        int k = range(position);
        return (int) (first.get(k) + (position - at.get(k)));
    }

    /** Whether positions [position, position + n) hold consecutive ids (one free record can free them). */
    boolean consecutive(long position, long n) {
        if (position < 0 || n < 1 || position + n > size) return false;
        int k = range(position);
        long end = k + 1 < at.size() ? at.get(k + 1) : size;
        return position + n <= end;
    }

    private int range(long position) {
        int k = Collections.binarySearch(at, position);
        return k >= 0 ? k : -k - 2;
    }

    @Override
    public int size() {
        return Math.toIntExact(size);
    }
}
