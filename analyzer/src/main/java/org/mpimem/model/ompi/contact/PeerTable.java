package org.mpimem.model.ompi.contact;

import org.mpimem.trace.Members;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How far each process has got with each peer it has touched: added (proc and endpoints exist) or
 * connected (a message went). A process touches few peers in the collectives a trace implies
 * (logarithmically many per communicator), so each keeps a short sorted array of ints (a peer of
 * its own process group: rank << 1 | connected), not a row of P; peers of other groups (spawn,
 * connect) are rare and kept in a map.
 */
final class PeerTable {
    static final int NONE = 0, ADDED = 1, CONNECTED = 2;
    private static final int FREE = Integer.MAX_VALUE;

    private final List<int[][]> groups = new ArrayList<>(); // per group, per rank; null until touched
    private final Map<Long, Map<Long, Integer>> foreign = new HashMap<>();

    /** Process group {@code g} of {@code size} processes exists (groups come in order). */
    void addGroup(int g, int size) {
        while (groups.size() <= g) groups.add(null);
        groups.set(g, size <= Contacts.EXACT ? new int[size][] : null); // larger: the few touched go to the map
    }

    /** Whether {@code p} and {@code q} are kept in the map: other groups, or a group too large for rows. */
    private boolean mapped(long p, long q) {
        return Members.groupOf(p) != Members.groupOf(q) || groups.get(Members.groupOf(p)) == null;
    }

    /** {@code p}'s state with {@code q}; a peer never touched is {@code untouched}. */
    int state(long p, long q, int untouched) {
        if (mapped(p, q)) return foreign.getOrDefault(p, Map.of()).getOrDefault(q, untouched);
        int[] a = groups.get(Members.groupOf(p))[Members.rankOf(p)];
        int i = a == null ? -1 : find(a, Members.rankOf(q));
        return i < 0 ? untouched : (a[i] & 1) == 1 ? CONNECTED : ADDED;
    }

    void set(long p, long q, int state) {
        if (mapped(p, q)) {
            foreign.computeIfAbsent(p, k -> new HashMap<>()).put(q, state);
            return;
        }
        int[][] rows = groups.get(Members.groupOf(p));
        int r = Members.rankOf(p), e = Members.rankOf(q) << 1 | (state == CONNECTED ? 1 : 0);
        int[] a = rows[r];
        if (a == null) {
            a = new int[8];
            Arrays.fill(a, FREE);
            rows[r] = a;
        }
        int i = find(a, Members.rankOf(q));
        if (i >= 0) {
            a[i] = e;
            return;
        }
        int at = -i - 1;
        if (a[a.length - 1] != FREE) {
            a = Arrays.copyOf(a, a.length * 2);
            Arrays.fill(a, a.length / 2, a.length, FREE);
            rows[r] = a;
        }
        System.arraycopy(a, at, a, at + 1, a.length - at - 1);
        a[at] = e;
    }

    /** Every peer {@code p} has touched. */
    void forEach(long p, java.util.function.LongConsumer peer) {
        foreign.getOrDefault(p, Map.of()).keySet().forEach(peer::accept);
        int[][] rows = groups.get(Members.groupOf(p));
        int[] a = rows == null ? null : rows[Members.rankOf(p)];
        if (a == null) return;
        for (int e : a) if (e != FREE) peer.accept(Members.gpid(Members.groupOf(p), e >>> 1));
    }

    /** The index of rank {@code q}'s entry, or -(insertion point) - 1. */
    private static int find(int[] a, int q) {
        int lo = 0, hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int v = a[mid] == FREE ? Integer.MAX_VALUE : a[mid] >>> 1;
            if (v < q) lo = mid + 1;
            else if (v > q) hi = mid - 1;
            else return mid;
        }
        return -lo - 1;
    }
}
