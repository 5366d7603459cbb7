package org.mpimem.extrapolate;

import org.mpimem.extrapolate.laws.GridRules;
import org.mpimem.extrapolate.laws.Grids;
import java.io.StringReader;
import java.util.Locale;
import java.util.function.LongUnaryOperator;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * Generated applications that lay out a grid of rows(P) x P/rows(P) processes by one of the known grid rules, on one node:
 * row communicators split from WORLD (unit 1), a dup of the first row only (unit 2: its members are its parent's, one
 * event, no law of its own to doubt), the dup's free (unit 3) and the rows' frees (unit 4). The application's own trace at
 * any count is the oracle an extrapolation is checked against.
 */
final class GridApps {
    private GridApps() {}

    /** The rules: the family's squarest grid and Global Arrays', and the rivals outside it, each as the number of rows. */
    static final LongUnaryOperator[] RULES = {Grids::squarestShort, p -> p / Grids.gaColumns(p), GridRules::cp2kRows, p -> p / GridRules.cp2kRows(p),
            p -> GridRules.openMpiDims(p, 2)[1], p -> GridRules.openMpiDims(p, 2)[0], p -> GridRules.mpichDims3(p)[2], p -> GridRules.openMpiDims(p, 3)[0]};
    static final String[] NAMES = {"grid_short", "ga_grid_rows", "cp2k_rows", "cp2k_cols", "ompi_dims2_1", "ompi_dims2_0", "mpich_dims3_2", "ompi_dims3_0"};

    static Trace app(long p, LongUnaryOperator rows) throws Exception {
        long r = rows.applyAsLong(p), c = p / r;
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:%d%n", p, p));
        for (long i = 0; i < r; i++)
            b.append(String.format(Locale.ROOT, "comm id=%d call=MPI_Comm_split parent=0 members=%d:%d color=%d site=main@grid.c:10%n", i + 1, i * c, c, i));
        b.append(String.format(Locale.ROOT, "comm id=%d call=MPI_Comm_dup parent=1 members=0:%d site=main@grid.c:20%n", r + 1, c));
        b.append(String.format(Locale.ROOT, "free id=%d call=MPI_Comm_free%n", r + 1));
        for (long i = 0; i < r; i++) b.append(String.format(Locale.ROOT, "free id=%d call=MPI_Comm_free%n", i + 1));
        b.append(String.format(Locale.ROOT, "end comms=%d frees=%d groups=0%n", r + 1, r + 1));
        return TraceReader.read("grid-" + p, new StringReader(b.toString()));
    }
}
