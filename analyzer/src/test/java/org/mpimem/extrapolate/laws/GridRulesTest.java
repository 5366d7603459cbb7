package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rival grid rules are the libraries' own: MPI_Dims_create as Debian's MPICH 4.0.2 and Open MPI 4.1.4 return it for
 * P = 1..1200 (realapps/gcdgrid/dims-*.txt), and CP2K's largest-gcd grid as its source and the issue give it.
 */
class GridRulesTest {
    private static List<long[]> table(String name) throws Exception {
        Path p = Path.of(GridRulesTest.class.getResource("/realapps/gcdgrid/" + name).toURI());
        return Files.readAllLines(p).stream().map(l -> Arrays.stream(l.trim().split(" +")).mapToLong(Long::parseLong).toArray()).toList();
    }

    @Test
    void openMpisDimsCreateIsItsGreedyFactorAssignmentInTwoAndThreeDimensions() throws Exception {
        for (long[] row : table("dims-openmpi-4.1.4.txt")) {
            long p = row[0];
            assertArrayEquals(new long[] {row[1], row[2]}, GridRules.openMpiDims(p, 2), "P=" + p);
            assertArrayEquals(new long[] {row[3], row[4], row[5]}, GridRules.openMpiDims(p, 3), "P=" + p);
            assertEquals(row[1], RivalRule.OMPI_DIMS2_0.at(p));
            assertEquals(row[5], RivalRule.OMPI_DIMS3_2.at(p));
        }
    }

    @Test
    void mpichsDimsCreateIsTheSquarestGridInTwoDimensionsAndTheSmallestSpreadInThree() throws Exception {
        for (long[] row : table("dims-mpich-4.0.2.txt")) {
            long p = row[0];
            Scale s = new Scale(p, 1);
            assertArrayEquals(new long[] {row[1], row[2]}, new long[] {Basis.GRID_LONG.at(s), Basis.GRID_SHORT.at(s)}, "P=" + p);
            assertArrayEquals(new long[] {row[3], row[4], row[5]}, GridRules.mpichDims3(p), "P=" + p);
        }
    }

    @Test
    void cp2ksGridTakesTheLargestGcdTiesToMoreRows() {
        // the figures: 2 x 6 at 12, 3 x 2 at 6 and 6 x 5 at 30 (every pair has gcd 1: the larger i), 512 x 1536 at 786,432
        long[][] want = {{4, 2}, {6, 3}, {8, 2}, {12, 2}, {16, 4}, {18, 3}, {20, 2}, {24, 4}, {28, 2}, {30, 6}, {32, 4}, {36, 6}, {768, 16}, {786_432, 512}};
        for (long[] w : want) assertEquals(w[1], GridRules.cp2kRows(w[0]), "P=" + w[0]);
        assertEquals(1536, RivalRule.CP2K_COLS.at(786_432));
    }
}
