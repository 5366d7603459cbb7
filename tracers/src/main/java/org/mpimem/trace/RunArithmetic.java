package org.mpimem.trace;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Set questions about member lists answered on their runs, without expanding them: two runs are
 * arithmetic progressions, so their common elements are found with gcd and the Chinese remainder
 * theorem. When a question would compare more than {@link #PAIR_LIMIT} pairs of runs (irregular
 * lists), it falls back to one {@link BitSet} per process group. The {@code first*} methods walk
 * elements and are meant for error messages only.
 */
public final class RunArithmetic {

    /** Above this many run pairs, a question is answered with bit sets instead. */
    static final long PAIR_LIMIT = 1_000_000;

    private RunArithmetic() {
    }

    /** Number of processes in both runs (0 for different groups). */
    public static long intersectionCount(Run a, Run b) {
        long first = firstCommon(a, b);
        if (first < 0) return 0;
        long hi = Math.min(a.max(), b.max());
        return (hi - first) / lcm(step(a), step(b)) + 1;
    }

    /** The lowest rank in both runs, or -1 if they share none. */
    public static long firstCommon(Run a, Run b) {
        if (a.group() != b.group()) return -1;
        long lower = Math.max(a.min(), b.min()), hi = Math.min(a.max(), b.max());
        if (lower > hi) return -1;
        long d1 = step(a), d2 = step(b);
        long g = gcd(d1, d2);
        long diff = (long) b.min() - a.min();
        if (Math.floorMod(diff, g) != 0) return -1;
        // x = a.min + d1*k with (d1/g) k = diff/g (mod d2/g); the solutions repeat every lcm
        long m = d2 / g;
        long k = m == 1 ? 0 : Math.floorMod(diff / g, m) * inverse((d1 / g) % m, m) % m;
        long x = a.min() + d1 * k, period = d1 * m;
        if (x < lower) x += (lower - x + period - 1) / period * period;
        return x <= hi ? x : -1;
    }

    /** Whether some process appears twice in {@code m}. */
    static boolean hasDuplicates(Members m, long pairLimit) {
        int n = m.runCount();
        if ((long) n * n > pairLimit) return firstDuplicate(m) != null;
        List<Run> runs = m.runs();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (firstCommon(runs.get(i), runs.get(j)) >= 0) return true;
        return false;
    }

    /** Whether every process of {@code child} is in {@code parent}, which has no duplicates. */
    static boolean isSubset(Members child, Members parent, long pairLimit) {
        if ((long) child.runCount() * parent.runCount() > pairLimit) return firstNotIn(child, parent) < 0;
        List<Run> pr = parent.runs();
        for (Run c : child.runs()) {
            long in = 0;
            for (Run p : pr) in += intersectionCount(c, p);
            if (in != c.count()) return false;
        }
        return true;
    }

    /** Whether {@code a} and {@code b} share no process. */
    static boolean disjoint(Members a, Members b, long pairLimit) {
        if ((long) a.runCount() * b.runCount() > pairLimit) return firstIn(a, b) < 0;
        List<Run> br = b.runs();
        for (Run x : a.runs())
            for (Run y : br)
                if (firstCommon(x, y) >= 0) return false;
        return true;
    }

    /** Positions {first, second} of the first element (in list order) seen before, or null. */
    static int[] firstDuplicate(Members m) {
        Map<Integer, BitSet> seen = new HashMap<>();
        for (int k = 0; k < m.runCount(); k++) {
            Run r = m.run(k);
            BitSet bits = seen.computeIfAbsent(r.group(), g -> new BitSet());
            for (int j = 0; j < r.count(); j++) {
                int rank = r.rankAt(j);
                if (bits.get(rank)) {
                    int second = m.runOffset(k) + j;
                    return new int[] {indexOf(m, Members.gpid(r.group(), rank)), second};
                }
                bits.set(rank);
            }
        }
        return null;
    }

    /** Position in {@code m} of its first element that {@code other} lacks, or -1. */
    static int firstNotIn(Members m, Members other) {
        return firstWhere(m, bits(other), false);
    }

    /** Position in {@code m} of its first element that {@code other} has too, or -1. */
    static int firstIn(Members m, Members other) {
        return firstWhere(m, bits(other), true);
    }

    /** Position of the first occurrence of {@code gpid} in {@code m}, or -1. */
    static int indexOf(Members m, long gpid) {
        int group = Members.groupOf(gpid), rank = Members.rankOf(gpid);
        for (int k = 0; k < m.runCount(); k++) {
            Run r = m.run(k);
            if (r.group() == group && r.contains(rank)) return m.runOffset(k) + (rank - r.start()) / r.stride();
        }
        return -1;
    }

    private static int firstWhere(Members m, Map<Integer, BitSet> set, boolean wanted) {
        BitSet none = new BitSet();
        for (int k = 0; k < m.runCount(); k++) {
            Run r = m.run(k);
            BitSet bits = set.getOrDefault(r.group(), none);
            for (int j = 0; j < r.count(); j++)
                if (bits.get(r.rankAt(j)) == wanted) return m.runOffset(k) + j;
        }
        return -1;
    }

    private static Map<Integer, BitSet> bits(Members m) {
        Map<Integer, BitSet> set = new HashMap<>();
        for (int k = 0; k < m.runCount(); k++) {
            Run r = m.run(k).ascending();
            BitSet bits = set.computeIfAbsent(r.group(), g -> new BitSet());
            if (r.stride() == 1) bits.set(r.start(), r.start() + r.count());
            else for (int j = 0; j < r.count(); j++) bits.set(r.rankAt(j));
        }
        return set;
    }

    private static long step(Run r) {
        return Math.abs((long) r.stride());
    }

    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    private static long lcm(long a, long b) {
        return a / gcd(a, b) * b;
    }

    /** The inverse of {@code a} modulo {@code m}, for coprime a and m > 1 (extended Euclid). */
    private static long inverse(long a, long m) {
        long r0 = m, r1 = a, t0 = 0, t1 = 1;
        while (r1 != 0) {
            long q = r0 / r1, r = r0 - q * r1, t = t0 - q * t1;
            r0 = r1;
            r1 = r;
            t0 = t1;
            t1 = t;
        }
        return Math.floorMod(t0, m);
    }
}
