package org.mpimem.extrapolate.laws;

/**
 * The two process-grid rules that real applications use to cut P processes into rows and
 * columns, as functions of P, so that the law family can name them (a grid side is not a root:
 * it is a divisor of P, which jumps as P's factors change).
 * <ul>
 * <li>the squarest grid: the short side is the largest divisor of P not above sqrt(P) (ScaLAPACK's
 * examples and testers, the built-in nwchem profile); the long side is P divided by it;</li>
 * <li>Global Arrays' "1:4" grid (its scalapack.F, FindGrid), which NWChem's diagonalisers use: the
 * columns are the largest divisor of P not above 2*floor(sqrt(P)), the rows P divided by them,
 * the two swapped when rows would outnumber columns.</li>
 * </ul>
 * Both are O(sqrt P) divisor scans: called per fitted law at a handful of scales, not per process.
 */
public final class Grids {
    private Grids() {}

    public static long floorSqrt(long p) {
        long r = (long) Math.sqrt((double) p);
        while (r * r > p) r--;
        while ((r + 1) * (r + 1) <= p) r++;
        return r;
    }

    /** The largest divisor of p not above {@code bound} (at least 1). */
    static long largestDivisorAtMost(long p, long bound) {
        for (long d = Math.min(bound, p); d > 1; d--) if (p % d == 0) return d;
        return 1;
    }

    /** The short side of the squarest grid of p processes. */
    public static long squarestShort(long p) {
        return largestDivisorAtMost(p, floorSqrt(p));
    }

    /** The columns (the long side) of Global Arrays' 1:4 grid of p processes. */
    public static long gaColumns(long p) {
        long c = largestDivisorAtMost(p, 2 * floorSqrt(p));
        return Math.max(c, p / c);
    }
}
