package org.mpimem.trace.merge;

import java.util.HashMap;
import java.util.Map;

/**
 * One process's lids to what the walk knows of them. Lids are the tracer's counters, small and
 * dense, and the walk looks one up for every record of every process (10^7 times at 262,144
 * processes): an array, where a map boxed each lid; a lid outside it (a damaged log's) goes to a map.
 */
final class LidMap<V> {
    private static final int ARRAY = 1 << 16;
    private Object[] small = new Object[16];
    private Map<Integer, V> large;

    @SuppressWarnings("unchecked")
    V get(int lid) {
        if (lid >= 0 && lid < ARRAY) return lid < small.length ? (V) small[lid] : null;
        return large == null ? null : large.get(lid);
    }

    void put(int lid, V v) {
        if (lid >= 0 && lid < ARRAY) {
            if (lid >= small.length) small = java.util.Arrays.copyOf(small, Math.min(ARRAY, Math.max(2 * small.length, lid + 1)));
            small[lid] = v;
        } else {
            if (large == null) large = new HashMap<>();
            large.put(lid, v);
        }
    }

    V remove(int lid) {
        V v = get(lid);
        if (lid >= 0 && lid < ARRAY) {
            if (lid < small.length) small[lid] = null;
        } else if (large != null) large.remove(lid);
        return v;
    }
}
