package org.mpimem.cli.measure;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.mpimem.charts.Charts;
import org.mpimem.cli.io.AtomicFile;
import org.mpimem.measure.MeasureLaunch;
import org.mpimem.measure.MeasureRun;
import org.mpimem.measure.growth.Growth;
import org.mpimem.measure.growth.GrowthChart;
import org.mpimem.measure.growth.GrowthCsv;
import org.mpimem.measure.growth.GrowthJson;
import org.mpimem.measure.growth.GrowthRuns;
import org.mpimem.measure.growth.GrowthText;
import org.mpimem.trace.InputException;
import org.mpimem.trace.TempNames;

/** {@code measure --procs ... --ppn ...}: the runs of a growth measurement, then its fit and reports. */
final class MeasureGrowth {
    static final List<String> REPORTS = List.of("growth.txt", "growth.json", "growth.png", "growth.svg", "growth-slopes.csv",
            "growth-terms.csv", "growth-samples.csv");

    /** What {@code measure} was given that a growth measurement reads (null: not given). */
    record Options(List<Integer> procs, Integer np, List<Integer> ppn, Path hostfile, Path out, boolean fromLogs, List<String> app) {}

    /** How the command reports an application that failed, and the exit status it then returns. */
    interface AppFailed {
        int report(String where, int status);
    }

    private final Options c;
    private final MeasureLaunch launch;
    private final AppFailed appFailed;

    MeasureGrowth(Options c, MeasureLaunch launch, AppFailed appFailed) {
        this.c = c;
        this.launch = launch;
        this.appFailed = appFailed;
    }

    Integer call() throws Exception {
        List<Integer> procs = c.procs() != null ? c.procs() : c.np() != null ? List.of(c.np()) : null;
        if (procs == null) throw new InputException("--ppn and --hostfile go with --procs N,N,... (the process counts to measure)");
        if (c.procs() != null && c.np() != null) throw new InputException("--np and --procs: give one (--procs for several counts)");
        List<Integer> ppns = c.ppn() == null ? List.of(2) : c.ppn();
        for (int k : ppns) if (k < 1) throw new InputException("--ppn must be at least 1, not " + k);
        // each (count, ppn) has one folder of its own: a value given twice would measure into it twice
        once("--procs", procs);
        once("--ppn", ppns);
        for (int n : procs)
            for (int k : ppns)
                if (n < 1 || n % k != 0) throw new InputException("--procs " + n + " is not a positive multiple of --ppn " + k);
        List<String> hosts = c.hostfile() == null ? List.of() : hosts(c.hostfile());
        int most = 0;
        for (int n : procs) for (int k : ppns) most = Math.max(most, n / k);
        if (c.hostfile() != null && hosts.size() < most)
            throw new InputException(c.hostfile() + ": " + hosts.size() + " host(s), and the largest run needs " + most + " nodes");
        Files.createDirectories(c.out());
        List<Growth.Point> points;
        if (c.fromLogs()) points = GrowthRuns.measure(launch, procs, ppns, hosts, null, c.app(), c.out(), System.err);
        else {
            org.mpimem.measure.MeasureFiles.clear(c.out(), REPORTS);
            if (Files.exists(c.out().resolve("runs"))) TempNames.deleteTree(c.out().resolve("runs"));
            Path build = Files.createTempDirectory("mpimem-measure");
            try {
                MeasureRun run = MeasureRun.prepare(launch, hosts.isEmpty(), build, System.err);
                points = GrowthRuns.measure(launch, procs, ppns, hosts, run, c.app(), c.out(), System.err);
            } catch (GrowthRuns.Failed f) {
                return appFailed.report(" in the run of " + f.getMessage(), f.status);
            } finally {
                TempNames.deleteTree(build);
            }
        }
        Growth g = Growth.of(hosts.isEmpty() ? "simulated nodes" : "the nodes of " + c.hostfile(), points);
        write(g);
        GrowthText.write(g, new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
        System.err.println("mpimem measure: wrote " + c.out() + "/growth.{txt,json,png,svg}, growth-{slopes,terms,samples}.csv; each run's reports in "
                + c.out() + "/runs/");
        return 0;
    }

    private void write(Growth g) throws Exception {
        write(g, c.out(), name -> true);
    }

    /** The growth reports {@code keep} names, into {@code o}. */
    private static void write(Growth g, Path o, java.util.function.Predicate<String> keep) throws Exception {
        if (keep.test("growth.txt")) AtomicFile.write(o.resolve("growth.txt"), w -> GrowthText.write(g, new PrintWriter(w)));
        if (keep.test("growth.json")) AtomicFile.write(o.resolve("growth.json"), w -> GrowthJson.write(g, new PrintWriter(w)));
        if (keep.test("growth-slopes.csv")) AtomicFile.write(o.resolve("growth-slopes.csv"), w -> GrowthCsv.slopes(g, w));
        if (keep.test("growth-terms.csv")) AtomicFile.write(o.resolve("growth-terms.csv"), w -> GrowthCsv.terms(g, w));
        if (keep.test("growth-samples.csv")) AtomicFile.write(o.resolve("growth-samples.csv"), w -> GrowthCsv.samples(g, w));
        var chart = GrowthChart.of(g);
        if (keep.test("growth.png")) AtomicFile.write(o.resolve("growth.png"), Charts.png(chart));
        if (keep.test("growth.svg")) AtomicFile.write(o.resolve("growth.svg"), w -> w.write(Charts.svg(chart)));
    }

    /**
     * {@code measure --remodel} of a growth series: today's design beside every run's measurement
     * (runs/<np>x<ppn>/measure.csv and app.trace, the measured columns kept), and the fit again. It
     * rewrites the reports the folder has (a committed series keeps only its text and CSV files).
     */
    static int remodel(Path out) throws Exception {
        List<Growth.Point> points = new ArrayList<>();
        List<Path> runs;
        try (var s = Files.list(out.resolve("runs"))) {
            runs = s.filter(d -> d.getFileName().toString().matches("\\d+x\\d+")).sorted(java.util.Comparator
                    .comparingInt((Path d) -> part(d, 1)).thenComparingInt(d -> part(d, 0))).toList();
        }
        if (runs.isEmpty()) throw new InputException(out.resolve("runs") + ": no runs (<np>x<ppn> folders) to remodel");
        for (Path d : runs) {
            org.mpimem.measure.Measurement m = org.mpimem.measure.Measurement.remodel(d);
            if (Files.exists(d.resolve("measure.txt"))) org.mpimem.measure.MeasureFiles.reports(m, d);
            else org.mpimem.measure.MeasureFiles.text(d.resolve("measure.csv"), w -> org.mpimem.measure.MeasureCsv.write(m.comparison(), new PrintWriter(w)));
            points.add(new Growth.Point(part(d, 0), part(d, 1), m.comparison()));
        }
        String where = Files.exists(out.resolve("growth.txt")) && Files.readString(out.resolve("growth.txt")).lines().findFirst().orElse("").contains(" on the nodes of ")
                ? Files.readString(out.resolve("growth.txt")).lines().findFirst().get().replaceAll(".* on (the nodes of [^;]*);.*", "$1") : "simulated nodes";
        Growth g = Growth.of(where, points);
        write(g, out, name -> Files.exists(out.resolve(name)) || !Files.exists(out.resolve("growth-samples.csv")));
        GrowthText.write(g, new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
        System.err.println("mpimem measure: remodelled " + runs.size() + " runs in " + out + "/runs/ and the growth reports beside them");
        return 0;
    }

    private static int part(Path run, int i) {
        return Integer.parseInt(run.getFileName().toString().split("x")[i]);
    }

    private static void once(String option, List<Integer> values) {
        for (int i = 0; i < values.size(); i++)
            if (values.indexOf(values.get(i)) != i) throw new InputException(option + " " + values.get(i) + " is given twice");
    }

    private static List<String> hosts(Path file) throws java.io.IOException {
        List<String> out = new ArrayList<>();
        int line = 0;
        for (String l : Files.readAllLines(file)) {
            line++;
            String h = l.replaceAll("#.*", "").strip();
            if (h.isEmpty()) continue;
            if (!h.matches("[A-Za-z0-9._-]+")) throw new InputException(file + ":" + line + ": not a host name: " + h);
            out.add(h);
        }
        return out;
    }
}
