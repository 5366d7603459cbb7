package org.mpimem.account;

import org.mpimem.trace.Run;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Bytes per process over the ranks [0, size) of one process group, without a per-process array:
 * the ranks are cut into segments, each holding a periodic pattern (value at rank p =
 * {@code v[(p - lo) mod v.length]}). Adding bytes to a strided run raises the touched segments'
 * period to lcm(period, stride); a regular trace keeps a handful of short segments at any scale.
 * When a period would exceed its segment, the segment stores one value per rank: irregular
 * holdings cost memory in proportion to their irregularity.
 */
final class CostVector {
    private static final int FEW = 8;
    private static final int REDUCE_LIMIT = 1 << 16;

    private final int size;
    private final TreeMap<Integer, Seg> segs = new TreeMap<>();

    private static final class Seg {
        int hi;
        long[] v;

        Seg(int hi, long[] v) {
            this.hi = hi;
            this.v = v;
        }
    }

    CostVector(int size) {
        this.size = size;
        segs.put(0, new Seg(size, new long[1]));
    }

    int size() {
        return size;
    }

    void add(Run run, long bytes) {
        if (bytes == 0) return;
        Run r = run.ascending();
        if (r.count() <= FEW && r.count() > 1) {
            for (int i = 0; i < r.count(); i++) add(new Run(r.group(), r.rankAt(i), 1, 1), bytes);
            return;
        }
        int first = r.start(), end = r.last() + 1, d = r.stride();
        if (first < 0 || end > size) throw new IllegalArgumentException("run " + run + " outside ranks 0.." + (size - 1));
        split(first);
        split(end);
        for (Map.Entry<Integer, Seg> e : segs.subMap(first, true, end, false).entrySet()) {
            int lo = e.getKey();
            Seg s = e.getValue();
            int len = s.hi - lo;
            long q = lcm(s.v.length, d);
            int period = q > len ? len : (int) q;
            if (period != s.v.length) s.v = tile(s.v, period);
            for (int ph = Math.floorMod(first - lo, d); ph < period; ph += d) s.v[ph] += bytes;
            s.v = reduce(s.v);
        }
        coalesce(first, end);
    }

    long valueAt(int p) {
        Map.Entry<Integer, Seg> e = segs.floorEntry(p);
        long[] v = e.getValue().v;
        return v[(p - e.getKey()) % v.length];
    }

    /** Sum over all ranks. */
    long sum() {
        long t = 0;
        for (Map.Entry<Integer, Seg> e : segs.entrySet()) {
            long[] v = e.getValue().v;
            int len = e.getValue().hi - e.getKey();
            long full = len / v.length, rest = len % v.length, per = 0, tail = 0;
            for (int i = 0; i < v.length; i++) {
                per += v[i];
                if (i < rest) tail += v[i];
            }
            t += full * per + tail;
        }
        return t;
    }

    /** The rank with the highest (or lowest) value; the lowest such rank on ties. */
    int extreme(boolean max) {
        int best = 0;
        long bv = 0;
        boolean any = false;
        for (Map.Entry<Integer, Seg> e : segs.entrySet()) {
            long[] v = e.getValue().v;
            int n = Math.min(v.length, e.getValue().hi - e.getKey());
            for (int i = 0; i < n; i++) {
                if (!any || (max ? v[i] > bv : v[i] < bv)) {
                    any = true;
                    bv = v[i];
                    best = e.getKey() + i;
                }
            }
        }
        return best;
    }

    /** Cuts the segment containing x so that a segment starts at x. */
    private void split(int x) {
        if (x >= size || segs.containsKey(x)) return;
        Map.Entry<Integer, Seg> e = segs.floorEntry(x);
        int lo = e.getKey();
        Seg s = e.getValue();
        long[] right = rotate(s.v, (x - lo) % s.v.length);
        segs.put(x, new Seg(s.hi, right));
        s.hi = x;
        if (s.v.length > x - lo) s.v = reduce(Arrays.copyOf(s.v, x - lo));
    }

    /** Merges neighbours in [from-1 segment, to] that continue each other's pattern. */
    private void coalesce(int from, int to) {
        Integer lo = segs.floorKey(Math.max(0, from - 1));
        while (lo != null && lo <= to) {
            Seg s = segs.get(lo);
            Map.Entry<Integer, Seg> next = segs.higherEntry(lo);
            if (next == null) break;
            Seg n = next.getValue();
            if (n.v.length == s.v.length && Arrays.equals(n.v, rotate(s.v, (next.getKey() - lo) % s.v.length))
                    && (s.hi - lo) >= s.v.length) {
                s.hi = n.hi;
                segs.remove(next.getKey());
            } else {
                lo = next.getKey();
            }
        }
    }

    private static long[] tile(long[] v, int period) {
        long[] t = new long[period];
        for (int i = 0; i < period; i++) t[i] = v[i % v.length];
        return t;
    }

    private static long[] rotate(long[] v, int by) {
        if (by == 0) return v.clone();
        long[] r = new long[v.length];
        for (int i = 0; i < v.length; i++) r[i] = v[(i + by) % v.length];
        return r;
    }

    /** The shortest period that reproduces v. */
    private static long[] reduce(long[] v) {
        int n = v.length;
        if (n == 1 || n > REDUCE_LIMIT) return v;
        for (int p = 1; p < n; p++) {
            if (n % p != 0) continue;
            boolean ok = true;
            for (int i = p; i < n && ok; i++) ok = v[i] == v[i - p];
            if (ok) return Arrays.copyOf(v, p);
        }
        return v;
    }

    private static long lcm(long a, long b) {
        long x = a, y = b;
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        return a / x * b;
    }
}
