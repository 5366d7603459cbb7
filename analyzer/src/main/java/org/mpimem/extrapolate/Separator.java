package org.mpimem.extrapolate;

import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The smallest process count a user could trace at (from the smallest traced one up to the
 * target; powers of two, 3 and 5 times them, squares and cubes) where two fitting laws that
 * disagree at the target give different values: the extra trace that settles which one holds. A
 * law with no integer value there counts as different: a trace there refutes it. With several
 * fitting laws the count named is the nearest that settles the target whatever value the trace
 * shows (the laws left, those giving that value, all agree there); failing that, the nearest that
 * removes one (three grid rules fitting 1, 2, 2 at 4, 8, 12: a trace at 5 leaves two that still
 * disagree, one at 6 settles it).
 */
final class Separator {
    private Separator() {}

    static Long find(List<Law> laws, List<LawFit.Point> points, Scale target) {
        long min = points.stream().mapToLong(p -> p.at().procs()).min().orElse(1);
        TreeSet<Long> candidates = new TreeSet<>();
        for (long b = 1; b <= target.procs(); b <<= 1) for (long m : new long[] {1, 3, 5}) candidates.add(b * m);
        for (long r = 2; r * r <= target.procs(); r++) {
            candidates.add(r * r);
            if (r * r * r <= target.procs()) candidates.add(r * r * r);
        }
        Long[] there = laws.stream().map(l -> l.at(target)).toArray(Long[]::new);
        Long removesOne = null;
        for (long p : candidates) {
            if (p < min || p > target.procs()) continue;
            final long q = p;
            if (points.stream().anyMatch(pt -> pt.at().procs() == q)) continue;
            Scale s = new Scale(p, target.ppn());
            boolean separates = false, settles = true;
            Long[] here = laws.stream().map(l -> l.at(s)).toArray(Long[]::new);
            if (java.util.Arrays.stream(here).allMatch(Objects::isNull)) continue; // a trace there refutes them all: it settles nothing
            for (int i = 0; i < laws.size(); i++)
                for (int j = i + 1; j < laws.size(); j++) {
                    if (Objects.equals(there[i], there[j]) || here[i] == null && here[j] == null) continue; // agree, or both refuted
                    if (Objects.equals(here[i], here[j])) settles = false;
                    else separates = true;
                }
            if (settles) return p;
            if (separates && removesOne == null) removesOne = p;
        }
        if (removesOne != null) return removesOne;
        return null;
    }
}
