package org.mpimem.extrapolate.laws;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Process-grid rules real libraries use that the law family does not have ({@link Basis} has the
 * squarest grid, which is MPICH's MPI_Dims_create(P, 2), and Global Arrays' 1:4 grid). They are
 * not laws a value is fitted to, but rivals ({@link Rivals}): where one fits every trace as well
 * as the chosen law and gives another value at the target, the traces cannot tell which rule the
 * application follows, so nothing there is confirmed. Each is an O(sqrt P) divisor scan or prime
 * factorisation, called per fitted law at a handful of scales.
 */
public final class GridRules {
    private GridRules() {}

    /**
     * CP2K's rows (cp2k 2023.1 src/cp_blacs_env.F, cp_blacs_env_create, BLACS_GRID_SQUARE): of the pairs i x P/i with i up
     * to ceil(sqrt P), the one with the largest gcd(i, P/i), ties to the larger i ({@code >=}); i rows. 2 x 6 at 12.
     */
    public static long cp2kRows(long p) {
        long rows = 1, best = -1, top = Grids.floorSqrt(p);
        if (top * top < p) top++;
        for (long i = 1; i <= top; i++)
            if (p % i == 0 && gcd(i, p / i) >= best) {
                rows = i;
                best = gcd(i, p / i);
            }
        return rows;
    }

    /**
     * Open MPI 4.1's MPI_Dims_create (ompi/mpi/c/dims_create.c, assignnodes): P's prime factors, largest first, each
     * multiplied into the smallest dimension (the first of equals), then sorted in decreasing order. Not the most balanced:
     * 12 x 6 at 72 where MPICH gives 9 x 8 (both libraries as Debian 12 installs them, P = 1..1200, agree with this).
     */
    public static long[] openMpiDims(long p, int n) {
        long[] bins = new long[n];
        Arrays.fill(bins, 1);
        List<Long> f = primeFactors(p);
        for (int j = f.size() - 1; j >= 0; j--) {
            int min = 0;
            for (int i = 1; i < n; i++) if (bins[i] < bins[min]) min = i;
            bins[min] *= f.get(j);
        }
        return descending(bins);
    }

    /**
     * MPICH 4.0.2's MPI_Dims_create(P, 3) as it behaves (every P = 1..1200 checked against Debian's libmpich): the
     * factorisation a >= b >= c with the smallest a - c, ties to the larger a (10 x 6 x 6 at 360, not 9 x 8 x 5).
     */
    public static long[] mpichDims3(long p) {
        long[] best = null;
        List<Long> ds = divisors(p);
        for (long a : ds)
            for (long b : ds) {
                if (b > a || (p / a) % b != 0 || p / a / b > b) continue;
                long c = p / a / b;
                if (best == null || a - c < best[0] - best[2] || a - c == best[0] - best[2] && a > best[0]) best = new long[] {a, b, c};
            }
        return best;
    }

    /** The divisors of p, ascending. */
    static List<Long> divisors(long p) {
        List<Long> low = new ArrayList<>(), high = new ArrayList<>();
        for (long d = 1; d * d <= p; d++)
            if (p % d == 0) {
                low.add(d);
                if (d * d != p) high.add(0, p / d);
            }
        low.addAll(high);
        return low;
    }

    static List<Long> primeFactors(long p) {
        List<Long> f = new ArrayList<>();
        for (long d = 2; d * d <= p; d++) while (p % d == 0) {
            f.add(d);
            p /= d;
        }
        if (p > 1) f.add(p);
        return f;
    }

    private static long[] descending(long[] v) {
        long[] s = v.clone();
        Arrays.sort(s);
        for (int i = 0; i < s.length / 2; i++) { long t = s[i]; s[i] = s[s.length - 1 - i]; s[s.length - 1 - i] = t; }
        return s;
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
