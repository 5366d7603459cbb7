package org.mpimem.measure;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.mpimem.charts.Charts;
import org.mpimem.trace.AtomicWrite;
import org.mpimem.trace.TraceWriter;

/**
 * One measured run's files in its folder: measure.{txt,csv,json,png,svg} and app.trace, each
 * written whole (temporary sibling, then rename). {@link #clear} removes what an earlier run left,
 * so that a folder never holds reports of another run than its logs'.
 */
public final class MeasureFiles {
    public static final List<String> REPORTS = List.of("measure.txt", "measure.csv", "measure.json", "measure.png", "measure.svg", "app.trace");

    private MeasureFiles() {
    }

    public static void write(Measurement m, Path dir) throws IOException {
        Files.createDirectories(dir);
        text(dir.resolve("app.trace"), w -> TraceWriter.writeValidated(m.trace(), w));
        reports(m, dir);
    }

    /** The reports alone: the trace they come from stays as it is (measure --remodel reads it). */
    public static void reports(Measurement m, Path dir) throws IOException {
        text(dir.resolve("measure.txt"), w -> MeasureText.write(m.comparison(), new PrintWriter(w)));
        text(dir.resolve("measure.csv"), w -> MeasureCsv.write(m.comparison(), new PrintWriter(w)));
        text(dir.resolve("measure.json"), w -> MeasureJson.write(m.comparison(), new PrintWriter(w)));
        var chart = MeasureChart.of(m.comparison());
        byte[] png = Charts.png(chart);
        AtomicWrite.write(dir.resolve("measure.png"), out -> out.write(png));
        text(dir.resolve("measure.svg"), w -> w.write(Charts.svg(chart)));
    }

    /** Removes the reports of an earlier run from {@code dir} (its logs are the next run's to replace). */
    public static void clear(Path dir, List<String> names) throws IOException {
        for (String n : names) Files.deleteIfExists(dir.resolve(n));
    }

    public interface Body {
        void write(Writer w) throws IOException;
    }

    public static void text(Path target, Body body) throws IOException {
        AtomicWrite.write(target, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            body.write(w);
            w.flush();
        });
    }
}
