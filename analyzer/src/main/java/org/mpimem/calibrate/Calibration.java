package org.mpimem.calibrate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.time.Duration;

/**
 * Runs the calibration program on worlds 2..maxWorld under the preload, the pattern sweep
 * (parents of {@value #SWEEP_FROM}..maxWorld ranks) in the largest world, and collects world rank 0's samples.
 */
public final class Calibration {
    /** Smallest parent of the sweep: below it a half or a cart column has one rank (a different code path, no node_comm). */
    public static final int SWEEP_FROM = 4;
    private static final String LIBRARY = "calib-library ";

    private Calibration() {
    }

    public static List<Sample> measure(Launcher mpi, int maxWorld, Path dir, PrintStream progress)
            throws IOException, InterruptedException {
        return run(mpi, maxWorld, dir, progress).samples();
    }

    public static Measured run(Launcher mpi, int maxWorld, Path dir, PrintStream progress) throws IOException, InterruptedException {
        return run(mpi, new Launch(mpi.launcher(), null), maxWorld, dir, progress);
    }

    /**
     * How to launch: the program (the MPI's own launcher unless replaced) and the time one launch may
     * take (null: {@link #expected} times {@value #TIMEOUT_FACTOR}).
     */
    public record Launch(String program, Duration timeout) {
        Duration timeout(int world, boolean sweep) {
            return timeout != null ? timeout : expected(world, sweep).multipliedBy(TIMEOUT_FACTOR);
        }
    }

    static final int TIMEOUT_FACTOR = 4;

    /**
     * About what one launch takes on 2 oversubscribed cores (MPICH busy-polls), from runs on a loaded
     * machine: start-up plus a second or two (world 7: 1.2 s); the sweep, one parent size after another
     * with every rank spinning, about P^2/2 s (world 8: 36 s).
     */
    static Duration expected(int world, boolean sweep) {
        return Duration.ofSeconds(sweep ? 5 + (long) world * world / 2 : 5 + 2L * world);
    }

    /**
     * The samples with the library that produced them (the program prints MPI_Get_library_version) and today's date (UTC).
     * A launch that gives no sample, or too few points for a fit, is refused with what the launcher printed:
     * an empty table would pass for a measurement.
     */
    public static Measured run(Launcher mpi, Launch launch, int maxWorld, Path dir, PrintStream progress)
            throws IOException, InterruptedException {
        String library = "unknown library";
        Path preload = Launcher.buildPreload(dir);
        Path exe = mpi.compile(dir, "calib_comms.c");
        List<Sample> out = new ArrayList<>();
        for (int p = 2; p <= maxWorld; p++) {
            Duration limit = launch.timeout(p, p == maxWorld);
            List<String> cmd = mpi.command(launch.program(), p, preload, exe, p == maxWorld ? List.of("" + SWEEP_FROM, "" + p) : List.of());
            progress.printf(Locale.ROOT, "calibrate: %s world %d of 2..%d%s (at most %d s): %s%n", mpi.id(), p, maxWorld,
                    p == maxWorld ? ", pattern sweep" : "", limit.toSeconds(), String.join(" ", cmd));
            long t0 = System.nanoTime();
            Launcher.Result r = Launcher.run(cmd, limit);
            if (r.exit() != 0) throw new LaunchFailure(String.join(" ", cmd) + " exited with " + r.exit(), r.output());
            int before = out.size();
            for (String line : r.output().split("\n")) {
                Sample s = Sample.parse(line, p);
                if (s != null) out.add(s);
                if (line.startsWith(LIBRARY)) library = Measured.shortName(line.substring(LIBRARY.length()));
            }
            if (out.size() == before)
                throw new LaunchFailure(String.join(" ", cmd) + " exited with 0 but gave no sample (no 'calib' line: did it run the program?)", r.output());
            progress.printf(Locale.ROOT, "calibrate: %s world %d: %d samples in %.1f s%n", mpi.id(), p, out.size() - before, (System.nanoTime() - t0) / 1e9);
        }
        FitPoints.require(out);
        return new Measured(mpi.id(), library, java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString(), out);
    }
}
