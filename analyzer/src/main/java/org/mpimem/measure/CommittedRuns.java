package org.mpimem.measure;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The real applications' measured runs committed under docs/calibration/apps/ (scripts/measure-apps),
 * as the jar carries them: {@code <app>-<mpi>-<transport>/measure.csv} and its {@code app.trace}.
 */
public final class CommittedRuns {
    public static final String RESOURCE = "/org/mpimem/calibration/apps/";
    /** Every run scripts/measure-apps makes, in its order; those not committed are skipped. */
    public static final List<String> RUNS = List.of("lammps-openmpi", "scalapack-openmpi", "scalapack-mpich", "qe-openmpi",
            "nwchem-openmpi", "nwchem-mpich");
    public static final List<String> TRANSPORTS = List.of("shm", "tcp");

    private CommittedRuns() {
    }

    /** Names of the committed runs ("lammps-openmpi-shm", ...). */
    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (String r : RUNS)
            for (String t : TRANSPORTS)
                if (CommittedRuns.class.getResource(RESOURCE + r + "-" + t + "/measure.csv") != null) out.add(r + "-" + t);
        return out;
    }

    /** The committed comparison, its window sites named from its trace. */
    public static Comparison sample(String name) {
        try (InputStream in = CommittedRuns.class.getResourceAsStream(RESOURCE + name + "/measure.csv")) {
            if (in == null) throw new IOException("no committed samples for " + name);
            Comparison c = MeasureCsv.read(new InputStreamReader(in, StandardCharsets.UTF_8), "calibration/apps/" + name + "/measure.csv");
            return c.withWindows(Measurement.model(trace(name), c.design()).windowSites());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static org.mpimem.trace.Trace trace(String name) throws IOException {
        try (InputStream in = CommittedRuns.class.getResourceAsStream(RESOURCE + name + "/app.trace")) {
            if (in == null) throw new IOException("no committed trace for " + name);
            return org.mpimem.trace.TraceReader.read("calibration/apps/" + name + "/app.trace", new InputStreamReader(in, StandardCharsets.UTF_8));
        }
    }
}
