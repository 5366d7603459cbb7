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
    /** Strides up to this stay periodic even for a few elements: node roots of a small communicator recur. */
    private static final int SHORT_PERIOD = 1024;
    private static final int REDUCE_LIMIT = 1 << 16;
    private static final int CHECK_LIMIT = 1 << 16;
    /** Neighbours shorter than this together are merged into one pattern, one value per rank. */
    static final int MERGE_LIMIT = 1 << 13;
    /** Segments up to this long may be merged rank by rank even when they hold one value per rank. */
    private static final int SMALL = 64;

    private final int mergeLimit;
    /**
     * Exact: at 2^29 processes of 2^38 B each the sum passes a long. It is kept in a long and
     * spilled into {@code spilled} only when it would overflow, so a charge allocates nothing.
     */
    private long sum;
    private java.math.BigInteger spilled; // null until the first overflow

    private final int size;
    private final TreeMap<Integer, Seg> segs = new TreeMap<>();

    /** Ranks [key, hi) with value v[(p - key) mod |v|]; its extremes are cached until it changes. */
    private static final class Seg {
        int hi;
        long[] v;
        private boolean known;
        private int maxAt, minAt, period;

        Seg(int hi, long[] v) {
            set(hi, v);
        }

        void set(int hi, long[] v) {
            this.hi = hi;
            this.v = v;
            known = false;
            period = 0;
        }

        /**
         * The shortest period of the segment's values: |v| when v repeats inside the segment
         * (v is kept reduced), else the shortest period of its per-rank values, which need not
         * divide the length (a segment may end inside a period).
         */
        int period(int lo) {
            if (period == 0) period = v.length < hi - lo ? v.length : shortestPeriod(v, hi - lo);
            return period;
        }

        /** Every value raised by the same bytes: its pattern, period and extremes' offsets stay. */
        void shift(long bytes) {
            for (int i = 0; i < v.length; i++) v[i] += bytes;
        }

        /** Offset of the first highest (or lowest) value within the segment. */
        int extremeAt(int lo, boolean max) {
            if (!known) {
                int n = Math.min(v.length, hi - lo);
                maxAt = 0;
                minAt = 0;
                for (int i = 1; i < n; i++) {
                    if (v[i] > v[maxAt]) maxAt = i;
                    if (v[i] < v[minAt]) minAt = i;
                }
                known = true;
            }
            return max ? maxAt : minAt;
        }
    }

    CostVector(int size) {
        this(size, MERGE_LIMIT);
    }

    CostVector(int size, int mergeLimit) {
        this.size = size;
        this.mergeLimit = mergeLimit;
        segs.put(0, new Seg(size, new long[1]));
    }

    int size() {
        return size;
    }

    /** How many segments the ranks are cut into (what replay time and heap grow with). */
    int segments() {
        return segs.size();
    }

    void add(Run run, long bytes) {
        add(run, 1, 1, bytes);
    }

    /**
     * Adds {@code bytes} to the ranks of {@code block} and of its translates by k·delta, k < times
     * (the rows of a plane, the planes of a grid): one pass with period delta, not one per block.
     * Translates must not overlap: delta exceeds the block's span.
     */
    void add(Run block, int times, int delta, long bytes) {
        if (bytes == 0) return;
        Run b = block.ascending();
        if (times == 1 && b.count() > 1) {
            // a run is its first rank repeated with delta = stride
            times = b.count();
            delta = b.stride();
            b = new Run(b.group(), b.start(), 1, 1);
        }
        if (times == 1) delta = 1;
        if (times > 1 && delta <= b.last() - b.start()) throw new IllegalArgumentException("translates of " + block + " by " + delta + " overlap");
        if (times <= FEW && times > 1 && delta > SHORT_PERIOD) {
            for (int k = 0; k < times; k++) add(new Run(b.group(), b.start() + k * delta, b.count(), b.stride()), bytes);
            return;
        }
        int first = b.start();
        long last = b.last() + (long) (times - 1) * delta;
        if (first < 0 || last >= size) throw new IllegalArgumentException("run " + block + " x" + times + " outside ranks 0.." + (size - 1));
        // cover whole periods (up to delta after the last translate's start): translates of the
        // charge then leave translates of one segment, which coalesce
        int end = (int) Math.min(size, times <= FEW ? last + 1 : first + (long) times * delta);
        split(first);
        split(end);
        if (delta == 1 && b.count() == 1) {
            // every rank of [first, end) gains the same bytes: no segment inside changes its shape,
            // so no two of them merge now that did not before; only the two ends may
            for (Seg s : segs.subMap(first, true, end, false).values()) s.shift(bytes);
            addToSum(bytes, times);
            coalesce(first, first);
            coalesce(end, end);
            return;
        }
        for (Map.Entry<Integer, Seg> e : segs.subMap(first, true, end, false).entrySet()) {
            int lo = e.getKey();
            Seg s = e.getValue();
            int len = s.hi - lo;
            long q = lcm(s.v.length, delta);
            int period = q > len ? len : (int) q;
            long[] v = period != s.v.length ? tile(s.v, period) : s.v;
            for (int j = 0; j < b.count(); j++)
                for (int ph = Math.floorMod(first - lo + j * b.stride(), delta); ph < period; ph += delta) v[ph] += bytes;
            if (period == len) setRankByRank(s, s.hi, v);
            else s.set(s.hi, reduce(v));
        }
        addToSum(bytes, (long) b.count() * times); // < 2^62: both factors are ints
        coalesce(first, end);
    }

    /**
     * Adds {@code bytes} to every rank of {@code pieces} at once (a scattered holder set: one node
     * root per node of a randomly ordered communicator). The ranks they span are read out once,
     * changed and cut into patterns again ({@link Stretch}); one {@link #add} per piece would split
     * the segments at each piece and re-merge them rank by rank, again for every piece nearby.
     */
    void addEach(java.util.List<Piece> pieces, long bytes) {
        if (bytes == 0 || pieces.isEmpty()) return;
        int lo = Integer.MAX_VALUE;
        long hi = 0, n = 0;
        for (Piece p : pieces) {
            lo = Math.min(lo, p.first());
            hi = Math.max(hi, p.last() + 1);
            n += p.ranks();
        }
        if (lo < 0 || hi > size) throw new IllegalArgumentException("pieces " + pieces + " outside ranks 0.." + (size - 1));
        int end = (int) hi;
        split(lo);
        split(end);
        long[] values = new long[end - lo];
        Map<Integer, Seg> within = segs.subMap(lo, true, end, false);
        for (Map.Entry<Integer, Seg> e : within.entrySet()) {
            long[] v = e.getValue().v;
            for (int p = e.getKey(), i = 0; p < e.getValue().hi; p++, i = i + 1 == v.length ? 0 : i + 1) values[p - lo] = v[i];
        }
        within.clear();
        for (Piece p : pieces) p.addTo(values, lo, bytes);
        addToSum(bytes, n);
        for (Stretch.Part part : Stretch.cut(values)) segs.put(lo + part.from(), new Seg(lo + part.to(), part.pattern()));
        coalesce(lo, lo);
        coalesce(end, end);
    }

    /** Exact: the sum goes on in a BigInteger only once a long would overflow, so a charge allocates nothing. */
    private void addToSum(long bytes, long n) {
        try {
            sum = Math.addExact(sum, Math.multiplyExact(bytes, n));
        } catch (ArithmeticException overflow) {
            spilled = (spilled == null ? java.math.BigInteger.ZERO : spilled).add(java.math.BigInteger.valueOf(sum)).add(java.math.BigInteger.valueOf(bytes).multiply(java.math.BigInteger.valueOf(n)));
            sum = 0;
        }
    }

    long valueAt(int p) {
        Map.Entry<Integer, Seg> e = segs.floorEntry(p);
        long[] v = e.getValue().v;
        return v[(p - e.getKey()) % v.length];
    }

    /** Sum over all ranks (kept as charges arrive: each adds bytes times the ranks it touches). */
    java.math.BigInteger sum() {
        java.math.BigInteger s = java.math.BigInteger.valueOf(sum);
        return spilled == null ? s : spilled.add(s);
    }

    /** The rank with the highest (or lowest) value; the lowest such rank on ties. */
    int extreme(boolean max) {
        int best = 0;
        long bv = 0;
        boolean any = false;
        for (Map.Entry<Integer, Seg> e : segs.entrySet()) {
            Seg s = e.getValue();
            int at = s.extremeAt(e.getKey(), max);
            long x = s.v[at];
            if (!any || (max ? x > bv : x < bv)) {
                any = true;
                bv = x;
                best = e.getKey() + at;
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
        int shift = (x - lo) % s.v.length, rightLen = s.hi - x;
        // a right part shorter than the pattern needs only its own values
        long[] right = s.v.length - shift >= rightLen ? Arrays.copyOfRange(s.v, shift, shift + rightLen) : rotate(s.v, shift);
        segs.put(x, new Seg(s.hi, right));
        if (s.v.length > x - lo) setRankByRank(s, x, Arrays.copyOf(s.v, x - lo));
        else s.set(x, s.v);
    }

    /**
     * Sets {@code s} to ranks [lo, hi) with one value per rank {@code v}, reduced, with its period
     * known: one border scan gives both. The shortest period q of v is the shortest that divides
     * its length when it divides it at all, and no shorter period divides it otherwise (two
     * periods p and q with p + q <= |v| make gcd(p, q) a period: Fine and Wilf), so reduce(v) is
     * v cut to q when q divides |v|, v otherwise; the merges that follow then need no second scan.
     */
    private static void setRankByRank(Seg s, int hi, long[] v) {
        int n = v.length, q = shortestPeriod(v, n);
        s.set(hi, n % q == 0 && q < n ? Arrays.copyOf(v, q) : v);
        s.period = q;
    }

    /**
     * Merges neighbours in [from-1 segment, to] that one pattern describes, starting one segment
     * further left: a segment merged from pieces may now continue its left neighbour.
     */
    private void coalesce(int from, int to) {
        Map.Entry<Integer, Seg> at = segs.floorEntry(Math.max(0, from - 1)), before = segs.lowerEntry(at.getKey());
        if (before != null) at = before;
        int lo = at.getKey();
        Seg s = at.getValue();
        while (lo <= to) {
            Map.Entry<Integer, Seg> next = segs.higherEntry(lo);
            if (next == null) break;
            long[] merged = merge(lo, s, next.getKey(), next.getValue());
            if (merged != null) {
                s.set(next.getValue().hi, merged);
                segs.remove(next.getKey());
            } else {
                lo = next.getKey();
                s = next.getValue();
            }
        }
    }

    /**
     * The pattern of a segment (a ranks long, pattern x) followed by one (b ranks, pattern y), or
     * null: x continued over the second, y continued back over the first, or, when both are short
     * and neither is already a long list of one value per rank, their values rank by rank. The
     * last turns alternating node patterns (the first node of every row differs) into one pattern
     * that the following rows then continue. Never regrowing a per-rank list, nor unrolling a left
     * neighbour that already repeats, keeps a stretch from being copied at every charge beside it
     * (the frontier of a trace that creates one small communicator after another).
     */
    private long[] merge(int lo, Seg s, int mid, Seg n) {
        int a = mid - lo, b = n.hi - mid, px = s.period(lo), py = n.period(mid);
        long[] x = s.v, y = n.v;
        if (agree(x, px, a, y, py, b)) return px == x.length ? x : Arrays.copyOf(x, px);
        if (agree(y, py, -a, x, px, a)) return rotate(Arrays.copyOf(y, py), Math.floorMod(-a, py));
        if ((long) a + b > mergeLimit || perRank(a, x) || perRank(b, y) || 2 * x.length <= a) return null;
        long[] v = new long[a + b];
        for (int i = 0; i < a; i++) v[i] = x[i % x.length];
        for (int i = 0; i < b; i++) v[a + i] = y[i % y.length];
        return repeating(v);
    }

    private static boolean perRank(int len, long[] v) {
        return len > SMALL && v.length >= len;
    }

    /** Whether p[(shift + i) mod pn] = q[i mod qn] for i in [0, n), checking one common period at most. */
    private static boolean agree(long[] p, int pn, int shift, long[] q, int qn, int n) {
        int ip = Math.floorMod(shift, pn), iq = 0;
        if (n > 0 && p[ip] != q[0]) return false; // how most merges end (LSMS: 25 M of 27 M): no lcm needed
        long common = lcm(pn, qn);
        if (common > CHECK_LIMIT && n > CHECK_LIMIT) return false;
        int m = (int) Math.min(n, common);
        for (int i = 0; i < m; i++) {
            if (p[ip] != q[iq]) return false;
            if (++ip == pn) ip = 0;
            if (++iq == qn) iq = 0;
        }
        return true;
    }

    /** Copies, not a loop with a remainder per element: these run over long patterns at every split and merge. */
    private static long[] tile(long[] v, int period) {
        long[] t = new long[period];
        int n = Math.min(v.length, period);
        System.arraycopy(v, 0, t, 0, n);
        for (; n < period; n *= 2) System.arraycopy(t, 0, t, n, Math.min(n, period - n));
        return t;
    }

    private static long[] rotate(long[] v, int by) {
        long[] r = new long[v.length];
        System.arraycopy(v, by, r, 0, v.length - by);
        System.arraycopy(v, 0, r, v.length - by, by);
        return r;
    }

    /** The shortest period that reproduces v (a divisor of its length, so periods stay round). */
    static long[] reduce(long[] v) {
        int n = v.length;
        if (n == 1 || n > REDUCE_LIMIT) return v;
        // divisor by divisor while the tests end early (irregular values); once they have read
        // 2n values (a nearly periodic pattern read again for each divisor), one border scan
        // settles it: the shortest period, if it divides n, else none does (setRankByRank)
        long budget = 2L * n;
        for (int p = 1; p < n; p++) {
            if (n % p != 0) continue;
            int at = Arrays.mismatch(v, p, n, v, 0, n - p);
            if (at < 0) return Arrays.copyOf(v, p);
            if ((budget -= at + 1) < 0) {
                int q = shortestPeriod(v, n);
                return n % q == 0 && q < n ? Arrays.copyOf(v, q) : v;
            }
        }
        return v;
    }

    /** Values merged rank by rank, cut to their shortest period when it repeats at least twice. */
    static long[] repeating(long[] v) {
        int p = shortestPeriod(v, v.length);
        return 2 * p <= v.length ? Arrays.copyOf(v, p) : reduce(v);
    }

    /** The shortest p with v[i] = v[i - p] for i in [p, n): n minus the longest proper border (prefix function). */
    static int shortestPeriod(long[] v, int n) {
        if (n > REDUCE_LIMIT) return n;
        int[] border = new int[n];
        for (int i = 1; i < n; i++) {
            int k = border[i - 1];
            while (k > 0 && v[i] != v[k]) k = border[k - 1];
            border[i] = v[i] == v[k] ? k + 1 : 0;
        }
        return n - border[n - 1];
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
