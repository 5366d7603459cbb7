package org.mpimem.model.ompi.contact;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * How far each process has got with each peer it has touched: added (proc and endpoints exist) or
 * connected (a message went). A process touches few peers in the collectives a trace implies
 * (logarithmically many per communicator), so each keeps a short sorted array, not a row of P.
 */
final class PeerTable {
    static final int NONE = 0, ADDED = 1, CONNECTED = 2;

    private final Map<Long, long[]> peers = new HashMap<>(); // process -> sorted (peer << 1 | connected), padded with Long.MAX_VALUE

    /** {@code p}'s state with {@code q}; a peer never touched is {@code untouched}. */
    int state(long p, long q, int untouched) {
        long[] a = peers.get(p);
        int i = a == null ? -1 : find(a, q);
        return i < 0 ? untouched : (a[i] & 1) == 1 ? CONNECTED : ADDED;
    }

    void set(long p, long q, int state) {
        long e = q << 1 | (state == CONNECTED ? 1 : 0);
        long[] a = peers.get(p);
        if (a == null) {
            a = new long[4];
            Arrays.fill(a, Long.MAX_VALUE);
            peers.put(p, a);
        }
        int i = find(a, q);
        if (i >= 0) {
            a[i] = e;
            return;
        }
        int at = -i - 1;
        if (a[a.length - 1] != Long.MAX_VALUE) {
            a = Arrays.copyOf(a, a.length * 2);
            Arrays.fill(a, a.length / 2, a.length, Long.MAX_VALUE);
            peers.put(p, a);
        }
        System.arraycopy(a, at, a, at + 1, a.length - at - 1);
        a[at] = e;
    }

    /** The index of {@code q}'s entry, or -(insertion point) - 1. */
    private static int find(long[] a, long q) {
        int lo = 0, hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            long v = a[mid] == Long.MAX_VALUE ? Long.MAX_VALUE : a[mid] >> 1;
            if (v < q) lo = mid + 1;
            else if (v > q) hi = mid - 1;
            else return mid;
        }
        return -lo - 1;
    }
}
