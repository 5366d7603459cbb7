package org.mpimem.extrapolate;

import java.util.List;
import java.util.TreeSet;

/**
 * The smallest process count a user could trace at (from the smallest traced one up to the
 * target; powers of two, 3 and 5 times them, squares and cubes) where two fitting laws give
 * different values: the extra trace that settles which one holds.
 */
final class Separator {
    private Separator() {}

    static Long find(Law x, Law y, List<LawFit.Point> points, Scale target) {
        long min = points.stream().mapToLong(p -> p.at().procs()).min().orElse(1);
        TreeSet<Long> candidates = new TreeSet<>();
        for (long b = 1; b <= target.procs(); b <<= 1) for (long m : new long[] {1, 3, 5}) candidates.add(b * m);
        for (long r = 2; r * r <= target.procs(); r++) {
            candidates.add(r * r);
            if (r * r * r <= target.procs()) candidates.add(r * r * r);
        }
        for (long p : candidates) {
            if (p < min || p > target.procs()) continue;
            final long q = p;
            if (points.stream().anyMatch(pt -> pt.at().procs() == q)) continue;
            Scale s = new Scale(p, target.ppn());
            Long a = x.at(s), b = y.at(s);
            if (a != null && b != null && !a.equals(b)) return p;
        }
        return null;
    }
}
