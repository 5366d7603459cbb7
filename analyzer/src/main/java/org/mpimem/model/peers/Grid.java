package org.mpimem.model.peers;

import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.List;

/**
 * A 2-D process grid inside one process group: position (i, j) is process base + i·da + j·db,
 * i < na, j < nb. The A-lines (j fixed) are what a {@link Lattice} class saw first (a grid's
 * rows), the B-lines its columns. One axis's lines lie apart (outer stride above the inner
 * axis's span), so a rank has at most one position and a run's positions are found by
 * arithmetic: {@link #rects} maps a run to index rectangles without visiting its elements.
 */
record Grid(int group, int base, int da, int na, int db, int nb) {
    /** Index progressions (group 0 runs) i × j. */
    record Rect(Run i, Run j) {
        long size() {
            return (long) i.count() * j.count();
        }
    }

    Grid {
        if (da <= 0 || db <= 0 || na < 1 || nb < 1 || !(outerA(da, nb, db) || outerA(db, na, da)))
            throw new IllegalArgumentException("not a grid: " + base + " + i*" + da + " (" + na + ") + j*" + db + " (" + nb + ")");
    }

    /** Whether A's lines (stride da apart) lie outside one another's span along B. */
    private static boolean outerA(int da, int nb, int db) {
        return da > (long) (nb - 1) * db;
    }

    int at(long i, long j) {
        return Math.toIntExact(base + i * da + j * db);
    }

    Run aLine(int j) {
        return new Run(group, at(0, j), na, da);
    }

    Run bLine(int i) {
        return new Run(group, at(i, 0), nb, db);
    }

    /** The grid positions of {@code run}'s processes as disjoint rectangles, or null when the run crosses lines irregularly. */
    List<Rect> rects(Run run) {
        if (run.group() != group) return List.of();
        boolean aOut = outerA(da, nb, db);
        long outer = aOut ? da : db, inner = aOut ? db : da, no = aOut ? na : nb, ni = aOut ? nb : na;
        Run r = run.ascending();
        long x0 = (long) r.start() - base, s = r.stride(), n = r.count();
        long o0 = Math.floorDiv(x0, outer), o1 = Math.floorDiv(x0 + (n - 1) * s, outer);
        List<Rect> out = new ArrayList<>(3);
        if (n == 1 || s % outer == 0) { // one inner index, outer indices o0 + k·t
            long rem = x0 - o0 * outer, t = n == 1 ? 1 : s / outer;
            long kLo = o0 >= 0 ? 0 : Math.floorDiv(-o0 + t - 1, t), kHi = Math.min(n - 1, Math.floorDiv(no - 1 - o0, t));
            if (rem % inner == 0 && rem / inner < ni && kLo <= kHi) add(out, aOut, o0 + kLo * t, kHi - kLo + 1, t, rem / inner, 1, 1);
        } else if (s % inner == 0 && o0 == o1) { // inside one outer line
            long rem = x0 - o0 * outer, t = s / inner;
            if (o0 >= 0 && o0 < no && rem % inner == 0 && rem / inner < ni)
                add(out, aOut, o0, 1, 1, rem / inner, Math.min(n, (ni - 1 - rem / inner) / t + 1), t);
        } else if (s == inner && outer == ni * inner) { // the grid is one run: head, whole lines, tail
            if (Math.floorMod(x0, inner) != 0) return out;
            long p0 = Math.max(0, x0 / inner), p1 = Math.min(no * ni - 1, Math.floorDiv(x0, inner) + n - 1);
            if (p0 > p1) return out;
            long a = p0 / ni, b = p1 / ni;
            if (a == b) {
                add(out, aOut, a, 1, 1, p0 % ni, p1 - p0 + 1, 1);
                return out;
            }
            long fullFrom = p0 % ni == 0 ? a : a + 1, fullTo = p1 % ni == ni - 1 ? b : b - 1;
            if (fullFrom != a) add(out, aOut, a, 1, 1, p0 % ni, ni - p0 % ni, 1);
            if (fullFrom <= fullTo) add(out, aOut, fullFrom, fullTo - fullFrom + 1, 1, 0, ni, 1);
            if (fullTo != b) add(out, aOut, b, 1, 1, 0, p1 % ni + 1, 1);
        } else return null;
        return out;
    }

    private static void add(List<Rect> out, boolean aOut, long o, long on, long ot, long i, long in, long it) {
        Run outer = Run.of((int) o, (int) on, (int) ot), inner = Run.of((int) i, (int) in, (int) it);
        out.add(aOut ? new Rect(outer, inner) : new Rect(inner, outer));
    }
}
