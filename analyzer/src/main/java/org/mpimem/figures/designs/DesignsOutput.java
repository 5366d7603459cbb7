package org.mpimem.figures.designs;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.mpimem.charts.PanelGridSpec;
import org.mpimem.charts.Segment;
import org.mpimem.account.Category;
import org.mpimem.figures.page.PageSection;
import org.mpimem.figures.points.Point;
import org.mpimem.model.ModelSpec;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The designs figure drawn (a panel per application, a bar per design, stacked by category), as tidy CSV, and as the table beside it. */
public final class DesignsOutput {
    private DesignsOutput() {}

    private static List<String> apps(List<DesignsFigure.Cell> cells) {
        return cells.stream().map(DesignsFigure.Cell::app).distinct().toList();
    }

    private static List<ModelSpec> models(List<DesignsFigure.Cell> cells) {
        return cells.stream().map(DesignsFigure.Cell::model).distinct().toList();
    }

    /** An application's panel title; one with designs the budget stopped says how many, so an empty bar is not read as 0 B. */
    private static String panel(String app, List<DesignsFigure.Cell> cells) {
        long n = cells.stream().filter(c -> c.app().equals(app) && c.bytes() == null).count();
        return n == 0 ? app : app + " (" + n + " not run: time budget)";
    }

    public static PanelGridSpec chart(DesignsFigure f, List<DesignsFigure.Cell> cells) {
        List<ModelSpec> models = models(cells);
        List<String> bars = models.stream().map(ModelSpec::name).toList();
        List<Segment> segments = new ArrayList<>();
        for (String app : apps(cells))
            for (Category c : Category.values()) {
                double[] v = new double[models.size()];
                for (DesignsFigure.Cell cell : cells)
                    if (cell.app().equals(app) && cell.bytes() != null) v[models.indexOf(cell.model())] = cell.bytes().getOrDefault(c, 0L) / Point.MIB;
                if (used(cells, c)) segments.add(new Segment(panel(app, cells), c.label(), v));
            }
        return new PanelGridSpec(f.caption(), "MiB, process with the most bytes at the peak; each panel on its own scale", 2,
                apps(cells).stream().map(a -> panel(a, cells)).toList(), bars, segments);
    }

    /** Whether any replay charged the category: the legend lists only what is drawn. */
    private static boolean used(List<DesignsFigure.Cell> cells, Category c) {
        return cells.stream().anyMatch(x -> x.bytes() != null && x.bytes().getOrDefault(c, 0L) > 0);
    }

    public static String csv(List<DesignsFigure.Cell> cells) {
        StringWriter w = new StringWriter();
        try (CSVPrinter p = new CSVPrinter(w, CSVFormat.RFC4180.builder().setHeader("figure", "application", "model", "title",
                "category", "bytes", "seconds", "not_replayed").build())) {
            for (DesignsFigure.Cell c : cells) {
                if (c.bytes() == null) { p.printRecord(DesignsFigure.ID, c.app(), c.model().name(), c.model().title(), "", "", "", c.skipped()); continue; }
                for (Category k : Category.values())
                    p.printRecord(DesignsFigure.ID, c.app(), c.model().name(), c.model().title(), k.label(), c.bytes().getOrDefault(k, 0L),
                            String.format(Locale.ROOT, "%.3f", c.seconds()), "");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    public static PageSection table(DesignsFigure f, List<DesignsFigure.Cell> cells) {
        List<ModelSpec> models = models(cells);
        List<String> cols = new ArrayList<>(List.of("application"));
        models.forEach(m -> cols.add(m.name() + " (MiB)"));
        List<List<String>> rows = new ArrayList<>();
        java.util.Map<String, List<String>> skipped = new java.util.LinkedHashMap<>(); // application -> designs stopped
        java.util.Set<String> reasons = new java.util.LinkedHashSet<>();
        for (String app : apps(cells)) {
            String[] row = new String[models.size() + 1];
            row[0] = app;
            for (DesignsFigure.Cell c : cells) {
                if (!c.app().equals(app)) continue;
                long total = c.bytes() == null ? 0 : c.bytes().values().stream().mapToLong(Long::longValue).sum();
                row[models.indexOf(c.model()) + 1] = c.bytes() == null ? "not replayed" : String.format(Locale.ROOT, "%.1f", total / Point.MIB);
                if (c.bytes() != null) continue;
                skipped.computeIfAbsent(app, k -> new ArrayList<>()).add(c.model().name());
                reasons.add(c.skipped());
            }
            rows.add(Arrays.asList(row));
        }
        StringBuilder intro = new StringBuilder("The table beside ").append(DesignsFigure.ID).append(".png: MiB held by the process with the most "
                + "bytes at the trace's peak, all categories (node tables, kept groups and per-peer arrays included; by category in ")
                .append(DesignsFigure.ID).append(".csv). Designs: ");
        intro.append(String.join("; ", models.stream().map(m -> m.name() + " = " + m.title()).toList())).append('.');
        // said once per application, not once per cell: twelve identical sentences read as noise
        if (!skipped.isEmpty()) intro.append(" Not replayed: ").append(String.join("; ", skipped.entrySet().stream()
                        .map(e -> e.getKey() + " under " + String.join(", ", e.getValue())).toList())).append(" (")
                .append(String.join("; ", reasons)).append("). Their bars are empty and their panels say \"not run\": missing numbers, not zero bytes.");
        return new PageSection(DesignsFigure.ID + "-table", f.caption(), intro.toString(), cols, rows, DesignsFigure.ID);
    }
}
