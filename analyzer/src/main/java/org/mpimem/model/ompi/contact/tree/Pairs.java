package org.mpimem.model.ompi.contact.tree;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * The application's own first messages: rank {@code from[i]} sent to rank {@code to[i]} (positions
 * in the members the exchange runs over). Both ends meet, so each pair is listed from both sides.
 * Equal only to itself: every traced batch of sends is new.
 */
public final class Pairs implements Exchange {
    private static final int[] NONE = {};
    private final Map<Integer, int[]> peers = new HashMap<>(); // only the ranks that took part: a job may be large, its sends few

    public Pairs(int[] from, int[] to) {
        if (from.length != to.length) throw new IllegalArgumentException(from.length + " senders, " + to.length + " receivers");
        Map<Integer, Integer> degree = new HashMap<>();
        for (int i = 0; i < from.length; i++) {
            degree.merge(from[i], 1, Integer::sum);
            degree.merge(to[i], 1, Integer::sum);
        }
        Map<Integer, Integer> at = new HashMap<>();
        degree.forEach((r, d) -> peers.put(r, new int[d]));
        for (int i = 0; i < from.length; i++) {
            peers.get(from[i])[at.merge(from[i], 1, Integer::sum) - 1] = to[i];
            peers.get(to[i])[at.merge(to[i], 1, Integer::sum) - 1] = from[i];
        }
        peers.values().forEach(Arrays::sort);
    }

    @Override
    public void peers(int rank, int n, IntConsumer out) {
        for (int q : peers.getOrDefault(rank, NONE)) out.accept(q);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        return Arrays.binarySearch(peers.getOrDefault(rank, NONE), peer) >= 0;
    }

    @Override
    public String toString() {
        return "Pairs(" + peers.values().stream().mapToInt(p -> p.length).sum() / 2 + ")";
    }
}
