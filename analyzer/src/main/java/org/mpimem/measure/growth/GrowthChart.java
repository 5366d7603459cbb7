package org.mpimem.measure.growth;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import org.mpimem.charts.Line;
import org.mpimem.charts.LineChartSpec;

/**
 * Growth as a reader sees it: bytes per process added since the smallest count, against the
 * process count, measured beside modelled, for MPI_Init and for the application's communicator
 * sites together. Plotted above the smallest count because MPI_Init's constant (about a megabyte)
 * would flatten any growth on an axis from zero.
 */
public final class GrowthChart {
    private GrowthChart() {
    }

    public static LineChartSpec of(Growth g) {
        List<Line> lines = new ArrayList<>();
        List<Integer> ppns = new ArrayList<>(new TreeSet<>(g.points().stream().map(Growth.Point::ppn).toList()));
        for (int i = 0; i < ppns.size(); i++) {
            int ppn = ppns.get(i);
            boolean dashed = i % 2 == 1;
            add(lines, "MPI_Init measured, ppn " + ppn, g.init().measured(), ppn, 0, dashed);
            add(lines, "MPI_Init modelled, ppn " + ppn, g.init().modelled(), ppn, 1, dashed);
            if (g.sites().size() > 1) {
                add(lines, "communicators measured, ppn " + ppn, communicators(g, ppn, true), ppn, 2, dashed);
                add(lines, "communicators modelled, ppn " + ppn, communicators(g, ppn, false), ppn, 3, dashed);
            }
        }
        return new LineChartSpec(g.app() + ": growth per process, measured (" + g.library() + ") vs modelled (" + g.design() + "), " + g.nodes(),
                "processes in the job", "bytes per process above the smallest count", lines, List.of(), List.of());
    }

    private static void add(List<Line> lines, String name, List<Sample> samples, int ppn, int family, boolean dashed) {
        List<Sample> s = samples.stream().filter(x -> x.ppn() == ppn).sorted(java.util.Comparator.comparingInt(Sample::np)).toList();
        if (s.size() < 2) return;
        double[] x = new double[s.size()], y = new double[s.size()];
        for (int i = 0; i < s.size(); i++) {
            x[i] = s.get(i).np();
            y[i] = s.get(i).bytes() - s.get(0).bytes();
        }
        lines.add(new Line(name, x, y, family, dashed));
    }

    /** The communicator sites' bytes summed per run (each site's least-keeping process). */
    private static List<Sample> communicators(Growth g, int ppn, boolean measured) {
        List<Sample> out = new ArrayList<>();
        for (Growth.Point p : g.points()) {
            if (p.ppn() != ppn) continue;
            double sum = 0;
            for (SiteGrowth s : g.sites().subList(1, g.sites().size()))
                for (Sample v : measured ? s.measured() : s.modelled())
                    if (v.np() == p.np() && v.ppn() == ppn) sum += v.bytes();
            out.add(new Sample(p.np(), ppn, sum));
        }
        return out;
    }
}
