package org.mpimem.survey;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.mpimem.charts.Charts;
import org.mpimem.charts.Line;
import org.mpimem.charts.LineChartSpec;
import org.mpimem.charts.Tick;
import org.mpimem.figures.Sink;
import org.mpimem.measure.growth.CommittedGrowth;
import org.mpimem.measure.growth.DesignInit;
import org.mpimem.measure.growth.Sample;
import org.mpimem.measure.growth.Terms;
import org.mpimem.model.init.InitStates;
import org.mpimem.report.Html;

/**
 * MPI_Init's growth as the installed libraries show it (docs/calibration/growth/, measured on
 * simulated nodes) beside what each design named after them charges: two charts (the measured
 * range; carried on to the survey's scale) and a table, plus what the designs' MPI_Init terms add
 * to every application's row of this survey. The paper's two designs are drawn for reference.
 */
final class GrowthSection {
    static final int[] SCALE = {8, 64, 1024, 16384, 131072, 786432};
    private static final List<String> PAPER = List.of("vc-vcrt", "av-rankmap");
    private static final double MIB = 1024.0 * 1024.0;

    private GrowthSection() {
    }

    /** Writes the charts and CSV into {@code sink}; returns the section, or "" when no series is committed. */
    static String write(Sink sink, int procs, int ppn) throws IOException {
        List<CommittedGrowth.Series> series = CommittedGrowth.committed();
        if (series.isEmpty()) return "";
        List<Line> range = new ArrayList<>(), scale = new ArrayList<>();
        List<List<String>> rows = new ArrayList<>();
        StringBuilder csv = new StringBuilder("library,design,ppn,measured_b_per_process,design_b_per_process,design_init_b_per_process_at_survey_scale\n");
        for (int i = 0; i < series.size(); i++) {
            CommittedGrowth.Series s = series.get(i);
            List<Sample> measured = CommittedGrowth.measured(s, "(MPI_Init)");
            Terms terms = Terms.fit(measured);
            long initAtScale = DesignInit.bytes(s.design(), procs, ppn)[1];
            for (int k : measured.stream().map(Sample::ppn).distinct().sorted().toList()) {
                List<Sample> at = measured.stream().filter(x -> x.ppn() == k).toList();
                double m = Terms.fit(at).perProcess();
                double d = designSlope(s.design(), at, k);
                double before = d - Terms.fit(at.stream().map(x -> new Sample(x.np(), k, InitStates.of(s.design()).bytes(x.np(), k))).toList()).perProcess();
                rows.add(List.of(s.library(), s.design(), "" + k, f1(m), f1(before), f1(d), String.format(Locale.ROOT, "%.2f", d / m)));
                csv.append(String.format(Locale.ROOT, "%s,%s,%d,%.2f,%.2f,%d%n", s.library(), s.design(), k, m, d, initAtScale));
                if (k == 2) {
                    range.add(line(s.library() + " measured, ppn 2", at, i, false));
                    range.add(line(s.design() + ", ppn 2", designSamples(s.design(), at, k), i, true));
                }
            }
            scale.add(scaled(s.library() + " measured law carried on", terms, i));
            scale.add(scaledDesign(s.design(), i, true));
        }
        for (int j = 0; j < PAPER.size(); j++) scale.add(scaledDesign(PAPER.get(j), series.size() + j, true));
        write(sink, "growth-measured", new LineChartSpec("MPI_Init's growth, measured on simulated nodes (2 per node) vs the designs",
                "processes in the job", "bytes per process above 8 processes", range, List.of(), List.of()));
        List<Tick> ticks = new ArrayList<>();
        for (int p : SCALE) ticks.add(new Tick(p, p >= 1024 ? (p / 1024) + "K" : "" + p));
        write(sink, "growth-scale", new LineChartSpec("MPI_Init's growth carried on to " + String.format(Locale.ROOT, "%,d", SCALE[SCALE.length - 1])
                + " processes, 16 per node", "processes in the job", "MiB per process above 8 processes", scale, List.of(), ticks));
        sink.write("growth.csv", csv.toString().getBytes(StandardCharsets.UTF_8));
        return html(rows, series, procs, ppn);
    }

    private static String html(List<List<String>> rows, List<CommittedGrowth.Series> series, int procs, int ppn) {
        StringBuilder b = new StringBuilder("<h2 id=\"growth\">What MPI_Init keeps as the job grows</h2>\n<p>")
                .append(Html.esc("Measured with mpimem measure --procs 8,16,32,64 --ppn 2,4 on nodes simulated on one machine (scripts/measure-growth; "
                        + "the fewest bytes any process kept after MPI_Init) beside the design named after each library. The designs of "
                        + "installed libraries now charge what MPI_Init keeps per process of the job, per node and per local peer: UCX endpoints "
                        + "to every process under MPICH, PMIx's per-node data and local peers' endpoints under Open MPI (categories endpoints, "
                        + "address, node-tables; each term named and cited in docs/growth-facts.md); the paper's designs do not. Simulated nodes "
                        + "share one machine: UCX's endpoints are its shared-memory ones (over tcp about 590 B per process instead of 681 B).")).append("</p>\n")
                .append("<div class=\"grid\"><figure><a href=\"growth-measured.svg\"><img src=\"growth-measured.png\" alt=\"MPI_Init growth measured\"></a></figure>")
                .append("<figure><a href=\"growth-scale.svg\"><img src=\"growth-scale.png\" alt=\"MPI_Init growth at scale\"></a></figure></div>\n")
                .append(Html.table(List.of("library", "design", "ppn", "measured B per added process", "design's before its MPI_Init terms",
                        "design's now", "now / measured"), rows))
                .append("<p>");
        List<String> added = new ArrayList<>();
        for (CommittedGrowth.Series s : series)
            added.add(String.format(Locale.ROOT, "%s %.2f MiB", s.design(), DesignInit.bytes(s.design(), procs, ppn)[1] / MIB));
        b.append(Html.esc(String.format(Locale.ROOT, "What the MPI_Init terms add to every application's row of this survey (%,d processes, "
                + "%d per node): %s per process. Beyond the measured counts the laws are carried on: MPICH's ucp_ep_t chunks (393,216 B per "
                + "1,489 endpoints) are a constant below 1,490 processes, so no run here shows them as growth, and the design charges them "
                + "(about 264 B per process at scale). Data: ", procs, ppn, String.join(", ", added)))).append(Html.link("growth.csv", "growth.csv")).append(".</p>\n");
        return b.toString();
    }

    private static double designSlope(String design, List<Sample> at, int ppn) {
        return Terms.fit(designSamples(design, at, ppn)).perProcess();
    }

    private static List<Sample> designSamples(String design, List<Sample> at, int ppn) {
        return at.stream().map(x -> new Sample(x.np(), ppn, DesignInit.bytes(design, x.np(), ppn)[0])).toList();
    }

    private static Line line(String name, List<Sample> s, int family, boolean dashed) {
        List<Sample> sorted = s.stream().sorted(java.util.Comparator.comparingInt(Sample::np)).toList();
        double[] x = new double[sorted.size()], y = new double[sorted.size()];
        for (int i = 0; i < sorted.size(); i++) {
            x[i] = sorted.get(i).np();
            y[i] = sorted.get(i).bytes() - sorted.get(0).bytes();
        }
        return new Line(name, x, y, family, dashed);
    }

    private static Line scaled(String name, Terms t, int family) {
        double[] x = new double[SCALE.length], y = new double[SCALE.length];
        for (int i = 0; i < SCALE.length; i++) {
            x[i] = SCALE[i];
            y[i] = (at(t, SCALE[i]) - at(t, SCALE[0])) / MIB;
        }
        return new Line(name, x, y, family, false);
    }

    private static double at(Terms t, int np) {
        return t.constant() + t.perProcess() * np + (t.separatesNodes() ? t.perNode() * np / 16.0 + t.perLocalPeer() * 15 : 0);
    }

    private static Line scaledDesign(String design, int family, boolean dashed) {
        double[] x = new double[SCALE.length], y = new double[SCALE.length];
        double base = DesignInit.bytes(design, SCALE[0], 16)[0];
        for (int i = 0; i < SCALE.length; i++) {
            x[i] = SCALE[i];
            y[i] = (DesignInit.bytes(design, SCALE[i], 16)[0] - base) / MIB;
        }
        return new Line(design, x, y, family, dashed);
    }

    private static String f1(double v) {
        return String.format(Locale.ROOT, "%,.1f", v);
    }

    private static void write(Sink sink, String name, LineChartSpec spec) throws IOException {
        sink.write(name + ".png", Charts.png(spec));
        sink.write(name + ".svg", Charts.svg(spec).getBytes(StandardCharsets.UTF_8));
    }
}
