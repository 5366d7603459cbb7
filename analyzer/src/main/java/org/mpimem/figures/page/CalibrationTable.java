package org.mpimem.figures.page;

import org.mpimem.calibrate.CalibrationReport;
import org.mpimem.calibrate.Launcher;
import org.mpimem.calibrate.Measured;
import org.mpimem.calibrate.Predictor;
import org.mpimem.calibrate.Predictors;
import org.mpimem.calibrate.Row;
import org.mpimem.calibrate.SamplesCsv;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The models against the real libraries, per pattern and library: the slope measured by
 * scripts/calibrate (its committed samples, fitted again here), the slope of the model as it is
 * when the page is built (replaying the same creations), and the measured constant. Which
 * numbers are measured, on which library and day, and which are computed now, the intro says.
 */
public final class CalibrationTable {
    static final String RESOURCE = "/org/mpimem/calibration/";

    private CalibrationTable() {}

    /** The committed samples of {@code mpi}, or null when scripts/calibrate has not written them. */
    static Measured committed(String mpi) {
        try (InputStream in = CalibrationTable.class.getResourceAsStream(RESOURCE + mpi + ".csv")) {
            return in == null ? null : SamplesCsv.read("calibration/" + mpi + ".csv", new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static PageSection section() {
        List<String> cols = new ArrayList<>(List.of("pattern", "x"));
        Map<String, Map<String, List<String>>> cells = new LinkedHashMap<>(); // pattern -> library -> 4 cells
        List<String> sources = new ArrayList<>(), disagree = new ArrayList<>(), libraries = new ArrayList<>();
        for (Launcher l : Launcher.values()) {
            Measured m = committed(l.id());
            if (m == null) { sources.add(l.id() + ": not measured yet (run scripts/calibrate)"); continue; }
            String model = Predictors.defaultName(l.id());
            Predictor p = Predictors.byName(model);
            libraries.add(m.library());
            for (String c : List.of("measured b", "model b", "constant a", "agree")) cols.add(m.library() + ": " + c);
            sources.add(m.library() + " measured on " + m.date() + " (calibration/" + l.id() + ".csv, " + m.samples().size()
                    + " samples) against " + (p == null ? model + ", which does not exist yet" : model));
            for (Row r : Row.of(m.samples(), p)) {
                String b = CalibrationReport.num(r.measured().b()), mb = p == null ? "—" : CalibrationReport.num(r.model().b());
                String agree = p == null ? "no model yet" : r.agrees() ? "yes" : "no: measured " + b + " B, model " + mb + " B per " + (r.over().equals("P") ? "peer" : "rank");
                if (p != null && !r.agrees()) disagree.add(m.library() + " " + r.pattern());
                cells.computeIfAbsent(r.pattern() + "\u0000" + r.over(), k -> new LinkedHashMap<>())
                        .put(m.library(), List.of(b + (r.measured().exact() ? "" : " (not exact)"), mb, CalibrationReport.num(r.measured().a()), agree));
            }
        }
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<String>>> e : cells.entrySet()) {
            List<String> row = new ArrayList<>(List.of(e.getKey().split("\u0000")));
            // by library, in column order: a pattern one library lacks leaves its own cells empty, not its neighbour's
            for (String lib : libraries) row.addAll(e.getValue().getOrDefault(lib, List.of("—", "—", "—", "—")));
            rows.add(row);
        }
        return new PageSection("calibration", "The models against the real libraries", "Measured (scripts/calibrate, world rank 0's live "
                + "bytes under an allocation-counting preload, worlds 2..P oversubscribed on one node, fitted bytes = a + b·x by exact "
                + "least squares; x is the communicator's size n, or the world size P for init and dup-world): " + String.join("; ", sources)
                + ". Model b: computed now, when this page was built, by replaying the same creations through the model named. "
                + "Constant a: measured; what the model leaves out (communicator object, collectives' state). "
                + (disagree.isEmpty() ? "Every slope agrees." : disagree.size() + " slopes disagree, marked no: " + String.join(", ", disagree)
                + " (docs/calibration.md says why)."), cols, rows);
    }
}
