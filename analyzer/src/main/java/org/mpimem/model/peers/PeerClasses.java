package org.mpimem.model.peers;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The process classes of {@link PeerUse}, found by the processes they hold without visiting every
 * class: a grid's column meets one class per row, and the classes that earlier columns cut down to
 * single processes (P of them at the end) must not be walked per column. Single-process classes
 * sit in a hash map (probed by the communicator's members, or walked, whichever is fewer); the
 * others in one tree per power of two of their span (highest minus lowest process), keyed by their
 * lowest process, so a span query asks each tree for keys at most one span width before its start.
 */
final class PeerClasses<K extends PeerClasses.Spanned> {
    /** A class as the index sees it: its lowest and highest process (gpid) and whether it is one process. */
    interface Spanned {
        long min();

        long max();

        boolean single();

        /** The spans to index it by, {lo, hi} pairs (a few held processes or runs), or null: its whole span. */
        default long[] pieces() {
            return null;
        }
    }

    /** Processes that have shared the same communicators; {@code seen}: the peers they share them with. */
    record Klass(Members holders, Members seen, long min, long max) implements Spanned {
        Klass(Members holders, Members seen) {
            this(holders, seen, bound(holders, true), bound(holders, false));
        }

        public boolean single() {
            return holders.size() == 1;
        }

        @Override
        public long[] pieces() {
            return PeerClasses.pieces(holders);
        }
    }

    private final Map<Long, K> single = new HashMap<>();
    private final List<TreeMap<Long, Piece<K>>> bySpan = new ArrayList<>();

    private int spread; // classes of more than one process

    void add(K k) {
        if (k.single()) {
            single.put(k.min(), k);
            return;
        }
        spread++;
        long[] p = spans(k);
        for (int i = 0; i < p.length; i += 2) {
            int b = bucket(p[i], p[i + 1]);
            while (bySpan.size() <= b) bySpan.add(new TreeMap<>());
            bySpan.get(b).put(p[i], new Piece<>(p[i + 1], k)); // a piece's lowest process is held by its class alone
        }
    }

    void remove(K k) {
        if (k.single()) {
            single.remove(k.min());
            return;
        }
        spread--;
        long[] p = spans(k);
        for (int i = 0; i < p.length; i += 2) bySpan.get(bucket(p[i], p[i + 1])).remove(p[i]);
    }

    private record Piece<K>(long max, K klass) {}

    private static long[] spans(Spanned k) {
        long[] p = k.pieces();
        return p != null ? p : new long[] {k.min(), k.max()};
    }

    private static int bucket(long lo, long hi) {
        return 64 - Long.numberOfLeadingZeros(hi - lo);
    }

    /**
     * A class of a few scattered processes (a LAMMPS verlet/split block's {j, j + N/3}) is indexed by
     * each process, a class of a few runs by each run: by its whole span, every later block would
     * find every earlier one (each spans the Rspace range) and a family of such blocks would cost O(P²).
     */
    static long[] pieces(Members m) {
        if (m.runCount() > PIECES) return null;
        int n = 0;
        for (Run r : m.runs()) n += r.count() <= PIECES ? r.count() : 1;
        if (n > PIECES || n <= 1 && m.runCount() == 1) return null;
        long[] p = new long[2 * n];
        int i = 0;
        for (Run r : m.runs()) {
            if (r.count() <= PIECES)
                for (int e = 0; e < r.count(); e++, i += 2) p[i] = p[i + 1] = Members.gpid(r.group(), r.rankAt(e));
            else {
                p[i++] = Members.gpid(r.group(), r.min());
                p[i++] = Members.gpid(r.group(), r.max());
            }
        }
        return p;
    }

    private static final int PIECES = 8;

    /** How many classes there are (what a replay's memory grows with). */
    int size() {
        return single.size() + spread;
    }

    /** Every class with a piece whose span meets a piece of m's and, for single processes, that m holds (a superset of those meeting m). */
    List<K> meeting(Members m) {
        List<K> out = new ArrayList<>();
        if (m.size() == 0) return out;
        long[] q = m.runCount() <= PIECES ? pieces(m) : null;
        if (q == null) q = new long[] {bound(m, true), bound(m, false)};
        java.util.Set<K> found = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (int b = 0; b < bySpan.size(); b++) {
            long width = b == 0 ? 0 : 1L << b; // spans in bucket b are below 2^b
            for (int i = 0; i < q.length; i += 2)
                for (Piece<K> p : bySpan.get(b).subMap(q[i] - width, true, q[i + 1], true).values())
                    if (p.max() >= q[i] && found.add(p.klass())) out.add(p.klass());
        }
        if (m.size() <= single.size()) {
            for (Run r : m.runs())
                for (int i = 0; i < r.count(); i++) {
                    K k = single.get(Members.gpid(r.group(), r.rankAt(i)));
                    if (k != null) out.add(k);
                }
        } else {
            for (K k : single.values()) if (PeerSets.contains(m, k.min())) out.add(k);
        }
        return out;
    }

    /** The lowest (or highest) gpid m holds: the ends of its span in the process order of the index. */
    static long bound(Members m, boolean lowest) {
        long b = lowest ? Long.MAX_VALUE : Long.MIN_VALUE;
        for (int i = 0; i < m.runCount(); i++) {
            Run r = m.run(i);
            b = lowest ? Math.min(b, Members.gpid(r.group(), r.min())) : Math.max(b, Members.gpid(r.group(), r.max()));
        }
        return b;
    }
}
