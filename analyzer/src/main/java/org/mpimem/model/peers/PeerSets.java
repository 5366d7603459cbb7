package org.mpimem.model.peers;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;
import org.mpimem.trace.RunArithmetic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Set algebra on member lists without duplicates (in any order) for {@link PeerUse}, answered on
 * their runs: two runs are arithmetic progressions, so their common part is one progression
 * (gcd and the Chinese remainder theorem) and a run minus a progression is at most a few runs.
 * A regular list costs O(runs), whatever P. Where the runs are many (irregular lists, e.g. a
 * random reorder), comparing every pair would be quadratic, so above {@link #PAIR_LIMIT} pairs
 * the elements are sorted and merged instead: O(n log n), the cost of the list itself.
 */
public final class PeerSets {
    /** Above this many run pairs (or pieces), a question is answered on sorted elements. */
    static final long PAIR_LIMIT = 1 << 14;

    private PeerSets() {}

    /** The processes in both runs, as one ascending run, or null. */
    static Run common(Run a, Run b) {
        long first = RunArithmetic.firstCommon(a, b);
        if (first < 0) return null;
        long period = Math.abs((long) a.stride()) / gcd(Math.abs((long) a.stride()), Math.abs((long) b.stride())) * Math.abs((long) b.stride());
        long hi = Math.min(a.max(), b.max());
        int count = (int) ((hi - first) / period + 1);
        return new Run(a.group(), (int) first, count, count == 1 ? 1 : (int) period);
    }

    /** {@code r} without the processes of {@code u}: the removed ones are every k-th of r, so the rest is a prefix, a suffix and the middle as k-1 progressions or as the gaps, whichever is fewer. */
    static List<Run> minus(Run r, Run u) {
        Run cut = common(r, u);
        if (cut == null) return List.of(r);
        Run a = r.ascending();
        long s = a.stride();
        int i0 = (int) ((cut.start() - (long) a.start()) / s), c = cut.count(), k = c == 1 ? 1 : (int) (cut.stride() / s);
        int last = i0 + (c - 1) * k;
        List<Run> out = new ArrayList<>();
        if (i0 > 0) out.add(new Run(a.group(), a.start(), i0, a.stride()));
        if (c > 1 && k > 1) {
            if (k - 1 <= c - 1)
                for (int j = 1; j < k; j++) out.add(new Run(a.group(), a.rankAt(i0 + j), c - 1, (int) (k * s)));
            else
                for (int j = 0; j < c - 1; j++) out.add(new Run(a.group(), a.rankAt(i0 + j * k + 1), k - 1, a.stride()));
        }
        if (last < a.count() - 1) out.add(new Run(a.group(), a.rankAt(last + 1), a.count() - 1 - last, a.stride()));
        return out;
    }

    static long commonCount(Members a, Members b) {
        if (pairs(a, b) > PAIR_LIMIT) return sortedCommon(a, b, null);
        long n = 0;
        for (Run x : a.runs())
            for (Run y : b.runs()) n += RunArithmetic.intersectionCount(x, y);
        return n;
    }

    public static Members intersect(Members a, Members b) {
        if (pairs(a, b) > PAIR_LIMIT) return sortedBuild(a, b, true);
        Members.Builder out = new Members.Builder();
        for (Run x : a.runs())
            for (Run y : b.runs()) {
                Run c = common(x, y);
                if (c != null) out.add(c);
            }
        return out.build();
    }

    public static Members minus(Members a, Members b) {
        if (b.size() == 0) return a;
        if (pairs(a, b) > PAIR_LIMIT) return sortedBuild(a, b, false);
        Members.Builder out = new Members.Builder();
        List<Run> bs = b.runs();
        for (Run x : a.runs()) {
            List<Run> pieces = List.of(x);
            for (Run y : bs) {
                List<Run> next = new ArrayList<>();
                for (Run p : pieces) next.addAll(minus(p, y));
                pieces = next;
                if (pieces.isEmpty()) break;
                if ((long) pieces.size() * bs.size() > PAIR_LIMIT) return sortedBuild(a, b, false);
            }
            pieces.forEach(out::add);
        }
        return out.build();
    }

    /** a then the processes of b that a lacks (a set again). */
    public static Members union(Members a, Members b) {
        return concat(a, minus(b, a));
    }

    /** a then b, for sets known disjoint (b computed as something minus a): union without its minus. */
    static Members concat(Members a, Members b) {
        if (b.size() == 0) return a;
        Members.Builder out = new Members.Builder();
        a.runs().forEach(out::add);
        b.runs().forEach(out::add);
        return out.build();
    }

    static boolean containsAll(Members outer, Members inner) {
        return commonCount(outer, inner) == inner.size();
    }

    public static boolean contains(Members set, long p) {
        int g = Members.groupOf(p), rank = Members.rankOf(p);
        for (int i = 0; i < set.runCount(); i++) {
            Run r = set.run(i);
            if (r.group() == g && r.contains(rank)) return true;
        }
        return false;
    }

    private static long pairs(Members a, Members b) {
        return (long) a.runCount() * b.runCount();
    }

    private static Members sortedBuild(Members a, Members b, boolean keepCommon) {
        Members.Builder out = new Members.Builder();
        sortedCommon(a, b, (p, inB) -> {
            if (inB == keepCommon) out.add(Members.groupOf(p), Members.rankOf(p));
        });
        return out.build();
    }

    private interface Visit {
        void element(long gpid, boolean inB);
    }

    /** Walks a's elements in ascending order, saying of each whether b has it; returns how many it has. */
    private static long sortedCommon(Members a, Members b, Visit visit) {
        long[] x = a.toArray(), y = b.toArray();
        Arrays.sort(x);
        Arrays.sort(y);
        long n = 0;
        for (int i = 0, j = 0; i < x.length; i++) {
            while (j < y.length && y[j] < x[i]) j++;
            boolean in = j < y.length && y[j] == x[i];
            if (in) n++;
            if (visit != null) visit.element(x[i], in);
        }
        return n;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
