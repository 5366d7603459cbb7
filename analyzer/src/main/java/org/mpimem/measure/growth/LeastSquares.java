package org.mpimem.measure.growth;

/**
 * Ordinary least squares for the few columns a growth fit has (at most four), by the normal
 * equations with partial pivoting. Columns are scaled to unit size first: bytes reach 10^9 and
 * counts 10^5, and an unscaled system loses the small terms. A column that the others explain
 * (rank deficiency: every run at one ppn makes "per node" a multiple of "per process") has no
 * solution here: {@link #solve} returns null and the caller drops that term.
 */
final class LeastSquares {
    private LeastSquares() {
    }

    /** Coefficients b minimising |X b - y|, or null when the columns of X are not independent. */
    static double[] solve(double[][] x, double[] y) {
        int n = x.length, k = x[0].length;
        double[] scale = new double[k];
        for (int j = 0; j < k; j++) {
            for (double[] row : x) scale[j] = Math.max(scale[j], Math.abs(row[j]));
            if (scale[j] == 0) return null;
        }
        double[][] a = new double[k][k + 1];
        for (int i = 0; i < n; i++)
            for (int p = 0; p < k; p++) {
                for (int q = 0; q < k; q++) a[p][q] += x[i][p] / scale[p] * x[i][q] / scale[q];
                a[p][k] += x[i][p] / scale[p] * y[i];
            }
        double trace = 0;
        for (int p = 0; p < k; p++) trace += a[p][p];
        for (int c = 0; c < k; c++) {
            int best = c;
            for (int r = c + 1; r < k; r++) if (Math.abs(a[r][c]) > Math.abs(a[best][c])) best = r;
            if (Math.abs(a[best][c]) < 1e-9 * trace) return null;
            double[] t = a[c]; a[c] = a[best]; a[best] = t;
            for (int r = 0; r < k; r++) {
                if (r == c) continue;
                double f = a[r][c] / a[c][c];
                for (int q = c; q <= k; q++) a[r][q] -= f * a[c][q];
            }
        }
        double[] b = new double[k];
        for (int p = 0; p < k; p++) b[p] = a[p][k] / a[p][p] / scale[p];
        return b;
    }
}
