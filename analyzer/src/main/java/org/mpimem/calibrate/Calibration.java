package org.mpimem.calibrate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /** The samples with the library that produced them (the program prints MPI_Get_library_version) and today's date (UTC). */
    public static Measured run(Launcher mpi, int maxWorld, Path dir, PrintStream progress)
            throws IOException, InterruptedException {
        String library = "unknown library";
        Path preload = Launcher.buildPreload(dir);
        Path exe = mpi.compile(dir, "calib_comms.c");
        List<Sample> out = new ArrayList<>();
        for (int p = 2; p <= maxWorld; p++) {
            progress.printf(java.util.Locale.ROOT, "calibrate: %s on %d processes%s%n", mpi.id(), p, p == maxWorld ? " (pattern sweep)" : "");
            List<String> cmd = mpi.command(p, preload, exe, p == maxWorld ? List.of("" + SWEEP_FROM, "" + p) : List.of());
            Launcher.Result r = Launcher.run(cmd);
            if (r.exit() != 0) throw new IOException(String.join(" ", cmd) + " exited with " + r.exit() + ":\n" + r.output());
            for (String line : r.output().split("\n")) {
                Sample s = Sample.parse(line, p);
                if (s != null) out.add(s);
                if (line.startsWith(LIBRARY)) library = Measured.shortName(line.substring(LIBRARY.length()));
            }
        }
        return new Measured(mpi.id(), library, java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString(), out);
    }
}
