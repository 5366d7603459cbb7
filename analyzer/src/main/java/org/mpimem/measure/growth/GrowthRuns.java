package org.mpimem.measure.growth;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.mpimem.measure.MeasureLaunch;
import org.mpimem.measure.MeasureRun;
import org.mpimem.measure.Measurement;
import org.mpimem.measure.NodeLayout;

/**
 * The runs of a growth measurement: every process count at every ppn, one at a time (they share
 * the machine's cores), each in {@code runs/<np>x<ppn>/} with its own logs and job id, the
 * application's output kept in that folder's app.out. A failed run stops the series: its status
 * is the caller's to report.
 */
public final class GrowthRuns {
    /** The application failed in one run: which, and with what status. */
    public static final class Failed extends Exception {
        public final int status;

        Failed(String what, int status) {
            super(what);
            this.status = status;
        }
    }

    private GrowthRuns() {
    }

    public static Path dir(Path out, int np, int ppn) {
        return out.resolve("runs").resolve(np + "x" + ppn);
    }

    /** Runs (unless {@code run} is null: the logs of an earlier series are compared again) and compares every point. */
    public static List<Growth.Point> measure(MeasureLaunch base, List<Integer> procs, List<Integer> ppns, List<String> hosts, MeasureRun run,
                                             List<String> app, Path out, PrintStream progress) throws IOException, InterruptedException, Failed {
        List<Growth.Point> points = new ArrayList<>();
        int total = procs.size() * ppns.size(), k = 0;
        for (int ppn : ppns)
            for (int np : procs) {
                NodeLayout nodes = hosts.isEmpty() ? NodeLayout.simulated(np, ppn) : NodeLayout.real(hosts, np, ppn);
                MeasureLaunch launch = base.on(np, nodes);
                Path dir = dir(out, np, ppn);
                k++;
                if (run != null) {
                    long t0 = System.nanoTime();
                    progress.printf(Locale.ROOT, "mpimem measure: run %d of %d: %d processes on %s%n", k, total, np, nodes.label());
                    int status = run.run(launch, app, dir.resolve("logs"), "mpimem-" + np + "x" + ppn + "-" + ProcessHandle.current().pid(),
                            dir.resolve("app.out"));
                    if (status != 0) throw new Failed(np + " processes on " + nodes.label() + " (its output: " + dir.resolve("app.out") + ")", status);
                    progress.printf(Locale.ROOT, "mpimem measure: run %d of %d done in %.1f s%n", k, total, (System.nanoTime() - t0) / 1e9);
                }
                Measurement m = Measurement.of(dir.resolve("logs"), Path.of(app.get(0)).getFileName().toString(), launch, progress);
                points.add(new Growth.Point(np, ppn, m.comparison()));
                org.mpimem.measure.MeasureFiles.write(m, dir);
            }
        return points;
    }
}
