package org.mpimem.extrapolate.laws;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The grid sides of rules the law family lacks ({@link GridRules}), each as a function of P, so a
 * fitted value can be tried against them ({@link Rivals}). The rest of the known grid rules are in
 * the family already: MPICH's MPI_Dims_create(P, 2) is the squarest grid (grid_long, grid_short
 * and so their transposes), Global Arrays' grid is ga_grid_rows/cols, and the fixed grids of
 * ScaLAPACK's test drivers (1 x N, 2 x N/2, N/2 x 2) are constants and multiples of P.
 */
enum RivalRule {
    CP2K_ROWS("cp2k_rows(P)", "CP2K's largest-gcd grid"), CP2K_COLS("cp2k_cols(P)", "CP2K's largest-gcd grid"),
    OMPI_DIMS2_0("ompi_dims2_0(P)", "Open MPI 4.1's MPI_Dims_create(P, 2)"), OMPI_DIMS2_1("ompi_dims2_1(P)", "Open MPI 4.1's MPI_Dims_create(P, 2)"),
    OMPI_DIMS3_0("ompi_dims3_0(P)", "Open MPI 4.1's MPI_Dims_create(P, 3)"), OMPI_DIMS3_1("ompi_dims3_1(P)", "Open MPI 4.1's MPI_Dims_create(P, 3)"),
    OMPI_DIMS3_2("ompi_dims3_2(P)", "Open MPI 4.1's MPI_Dims_create(P, 3)"),
    MPICH_DIMS3_0("mpich_dims3_0(P)", "MPICH's MPI_Dims_create(P, 3)"), MPICH_DIMS3_1("mpich_dims3_1(P)", "MPICH's MPI_Dims_create(P, 3)"),
    MPICH_DIMS3_2("mpich_dims3_2(P)", "MPICH's MPI_Dims_create(P, 3)");

    final String text;
    final String library;
    /** Every rule's side at a process count, kept for the few counts one extrapolation asks about (each is a divisor scan). */
    private static final Map<Long, long[]> SEEN = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, long[]> e) {
            return size() > 1024;
        }
    });

    RivalRule(String text, String library) {
        this.text = text;
        this.library = library;
    }

    long at(long p) {
        return SEEN.computeIfAbsent(p, RivalRule::all)[ordinal()];
    }

    private static long[] all(long p) {
        long rows = GridRules.cp2kRows(p);
        long[] o2 = GridRules.openMpiDims(p, 2), o3 = GridRules.openMpiDims(p, 3), m3 = GridRules.mpichDims3(p);
        return new long[] {rows, p / rows, o2[0], o2[1], o3[0], o3[1], o3[2], m3[0], m3[1], m3[2]};
    }
}
