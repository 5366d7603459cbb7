package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;

/**
 * The functions of the scale a law may be a multiple of, simplest first. Each is defined only
 * where it is an exact integer (log2 P needs a power of two, sqrt P a square), because process
 * grids and trees are built from such exact values; a basis undefined at the target cannot give
 * the target's value. The last ones are process-grid sides ({@link Grids}): a rounded root and the
 * divisors of P two grid rules choose, which jump with P's factors where a root is smooth.
 */
enum Basis {
    ONE("1"), PROCS("P"), NODES("P/ppn"), PPN("ppn"), LOG2("log2(P)"), SQRT("sqrt(P)"), CBRT("cbrt(P)"),
    POW2_FLOOR("pow2floor(P)"), POW2_CEIL("pow2ceil(P)"), FLOOR_SQRT("floor(sqrt(P))"),
    GRID_SHORT("grid_short(P)"), GRID_LONG("grid_long(P)"), GA_GRID_ROWS("ga_grid_rows(P)"), GA_GRID_COLS("ga_grid_cols(P)");

    final String text;

    Basis(String text) {
        this.text = text;
    }

    /** The basis at scale {@code s}, or -1 where it is not an exact integer. */
    long at(Scale s) {
        long p = s.procs();
        return switch (this) {
            case ONE -> 1;
            case PROCS -> p;
            case NODES -> p % s.ppn() == 0 ? p / s.ppn() : -1;
            case PPN -> s.ppn();
            case LOG2 -> Long.bitCount(p) == 1 ? Long.numberOfTrailingZeros(p) : -1;
            case SQRT -> root(p, 2);
            case CBRT -> root(p, 3);
            case POW2_FLOOR -> Long.highestOneBit(p);
            case POW2_CEIL -> Long.bitCount(p) == 1 ? p : Long.highestOneBit(p) << 1;
            case FLOOR_SQRT -> Grids.floorSqrt(p);
            case GRID_SHORT -> Grids.squarestShort(p);
            case GRID_LONG -> p / Grids.squarestShort(p);
            case GA_GRID_ROWS -> p / Grids.gaColumns(p);
            case GA_GRID_COLS -> Grids.gaColumns(p);
        };
    }

    /**
     * Whether laws a*basis + b are tried, not only a*basis. A grid side or rounded root jumps with
     * P's factors, so through three traces some a*side + b fits values of another shape by
     * coincidence (P/12 - 1 at 768, 1536, 3072 is also 8*grid_short(P) - 129): applications use a
     * side as it is or scaled, so only multiples are tried.
     */
    boolean takesIntercept() {
        return ordinal() < FLOOR_SQRT.ordinal();
    }

    /** Whether the law depends on ppn: such laws are told apart only by traces at two ppn values. */
    boolean usesPpn() {
        return this == NODES || this == PPN;
    }

    private static long root(long p, int k) {
        long r = Math.round(Math.pow(p, 1.0 / k));
        for (long c = Math.max(0, r - 1); c <= r + 1; c++) {
            long v = 1;
            for (int i = 0; i < k; i++) v *= c;
            if (v == p) return c;
        }
        return -1;
    }
}
