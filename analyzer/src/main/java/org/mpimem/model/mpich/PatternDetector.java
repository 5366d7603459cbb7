package org.mpimem.model.mpich;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/**
 * MPICH's {@code detect_regular_model} (ch4i_comm.c:53-110, unchanged 2016-2024), evaluated on
 * run-compressed arrays so that a regular 786,432-element array costs O(runs), not O(n).
 * Only the ranks of {@link Members} are read; their process groups are ignored.
 */
public final class PatternDetector {
    private PatternDetector() {}

    public static Pattern detect(Members a) {
        int n = a.size();
        if (n == 0) return Pattern.DIRECT;
        int off = a.rank(0);
        int bs = identityPrefix(a, off);
        if (bs == n) return Pattern.offset(off);
        long st = (long) a.rank(bs) - off;
        if (st <= bs) return Pattern.IRREGULAR;
        Pattern p = Pattern.stride((int) st, bs, off);
        return matches(a, p, bs) ? p : Pattern.IRREGULAR;
    }

    /** Brute force over a plain array: the oracle the run-compressed version is tested against. */
    public static Pattern detect(int[] a) {
        int n = a.length;
        if (n == 0) return Pattern.DIRECT;
        int off = a[0];
        int bs = 1;
        while (bs < n && a[bs] == off + bs) bs++;
        if (bs == n) return Pattern.offset(off);
        long st = (long) a[bs] - a[0];
        if (st <= bs) return Pattern.IRREGULAR;
        for (int i = bs; i < n; i++)
            if (a[i] != off + i + (long) (i / bs) * (st - bs)) return Pattern.IRREGULAR;
        return Pattern.stride((int) st, bs, off);
    }

    /** Length of the longest prefix with a[i] = off + i. */
    private static int identityPrefix(Members a, int off) {
        int len = 0;
        for (int k = 0; k < a.runCount(); k++) {
            Run r = a.run(k);
            if (r.start() != off + len) return len;
            if (r.count() == 1 || r.stride() == 1) {
                len += r.count();
                continue;
            }
            return len + 1;
        }
        return len;
    }

    /** Checks elements from index {@code from} against {@code p}, piecewise within blocks. */
    private static boolean matches(Members a, Pattern p, int from) {
        int bs = p.blocksize();
        for (int k = a.runIndexOf(from); k < a.runCount(); k++) {
            Run r = a.run(k);
            int base = a.runOffset(k);
            int j = Math.max(0, from - base);
            while (j < r.count()) {
                long i = base + j;
                if (r.rankAt(j) != p.at(i)) return false;
                if (bs == 1) {
                    // p is linear with slope stride: the rest of the run matches iff its stride is that slope
                    if (j + 1 < r.count() && r.stride() != p.stride()) return false;
                    break;
                }
                // within a block p rises by 1: the run must too, up to the block end
                int inBlock = (int) Math.min(r.count() - j, bs - i % bs);
                if (inBlock > 1 && r.stride() != 1) return false;
                j += inBlock;
            }
        }
        return true;
    }
}
