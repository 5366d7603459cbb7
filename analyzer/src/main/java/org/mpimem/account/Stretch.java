package org.mpimem.account;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Per-rank values of a stretch of ranks cut into the patterns of {@link CostVector}'s segments:
 * one pattern when the stretch repeats; otherwise runs of one value kept apart from the irregular
 * parts, which become per-rank lists of a bounded length, so a later charge of one rank in them
 * copies a short list, not the stretch.
 */
final class Stretch {
    /** A run of one value this long or longer is a segment of its own. */
    static final int RUN = 64;
    /** Irregular values are cut into per-rank lists about this long. */
    static final int CHUNK = 128;

    /** Ranks [from, to) of the stretch with value pattern[(p - from) mod |pattern|]. */
    record Part(int from, int to, long[] pattern) {}

    private Stretch() {}

    static List<Part> cut(long[] v) {
        int n = v.length;
        List<Part> out = new ArrayList<>();
        int p = CostVector.shortestPeriod(v, n);
        if (2 * p <= n) {
            out.add(new Part(0, n, Arrays.copyOf(v, p)));
            return out;
        }
        int chunk = 0; // start of the irregular part not yet cut
        for (int i = 0; i < n; ) {
            int j = i + 1;
            while (j < n && v[j] == v[i]) j++;
            if (j - i >= RUN) {
                irregular(v, chunk, i, out);
                out.add(new Part(i, j, new long[]{v[i]}));
                chunk = j;
            } else if (j - chunk >= CHUNK) {
                irregular(v, chunk, j, out);
                chunk = j;
            }
            i = j;
        }
        irregular(v, chunk, n, out);
        return out;
    }

    private static void irregular(long[] v, int from, int to, List<Part> out) {
        if (to > from) out.add(new Part(from, to, CostVector.repeating(Arrays.copyOfRange(v, from, to))));
    }
}
