package org.mpimem.measure.growth;

import java.util.List;

/**
 * Bytes per process as {@code constant + perProcess·P + perNode·N + perLocalPeer·(ppn - 1)}, fitted
 * by least squares over samples at process counts P on N = P/ppn nodes. Per node and per local
 * peer need at least two ppn values (with one, N is a multiple of P and the two cannot be told
 * apart): they are NaN when the samples cannot separate them, and every growth is then charged
 * per process. {@code maxResidual}: the largest |sample - fit|, in bytes: the evidence that the
 * terms describe every sample (one-time state landing at some counts and not others shows here).
 */
public record Terms(double constant, double perProcess, double perNode, double perLocalPeer, double maxResidual, int points) {

    /** Growth per added process at a fixed ppn: the per-process term and a node's share per process. */
    public double growthPerProcess(int ppn) {
        return perProcess + (Double.isNaN(perNode) ? 0 : perNode / ppn);
    }

    public boolean separatesNodes() {
        return !Double.isNaN(perNode);
    }

    /** The terms that best fit {@code samples}: the most the samples can tell apart. */
    public static Terms fit(List<Sample> samples) {
        long counts = samples.stream().mapToInt(Sample::np).distinct().count();
        long ppns = samples.stream().mapToInt(Sample::ppn).distinct().count();
        if (counts < 2) {
            double mean = samples.stream().mapToDouble(Sample::bytes).average().orElse(Double.NaN);
            return new Terms(mean, Double.NaN, Double.NaN, Double.NaN, residual(samples, mean, 0, 0, 0), samples.size());
        }
        if (ppns >= 2) {
            double[] b = solve(samples, 4);
            if (b != null) return terms(samples, b[0], b[1], b[2], b[3]);
            b = solve(samples, 3);
            if (b != null) return terms(samples, b[0], b[1], b[2], Double.NaN);
        }
        double[] b = solve(samples, 2);
        return terms(samples, b[0], b[1], Double.NaN, Double.NaN);
    }

    private static Terms terms(List<Sample> s, double c, double p, double n, double l) {
        return new Terms(c, p, n, l, residual(s, c, p, zero(n), zero(l)), s.size());
    }

    private static double zero(double v) {
        return Double.isNaN(v) ? 0 : v;
    }

    /** Columns: 1, P, N, ppn - 1 (the first {@code k}). */
    private static double[] solve(List<Sample> s, int k) {
        double[][] x = new double[s.size()][];
        double[] y = new double[s.size()];
        for (int i = 0; i < s.size(); i++) {
            Sample v = s.get(i);
            double[] row = {1, v.np(), v.nodes(), v.ppn() - 1};
            x[i] = java.util.Arrays.copyOf(row, k);
            y[i] = v.bytes();
        }
        return LeastSquares.solve(x, y);
    }

    private static double residual(List<Sample> s, double c, double p, double n, double l) {
        double worst = 0;
        for (Sample v : s) worst = Math.max(worst, Math.abs(v.bytes() - (c + p * v.np() + n * v.nodes() + l * (v.ppn() - 1))));
        return worst;
    }
}
