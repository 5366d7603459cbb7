package org.mpimem.classify;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.mpimem.report.Html;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Table I as a console table, CSV (counts of user-visible communicators per column) or Markdown, with notes. */
public final class ClassificationReport {
    public enum Format { TEXT, CSV, MARKDOWN }

    private static final String LEGEND = "x: a user-visible communicator of this kind; x* (Irreg.): only internal communicators "
            + "(node_comm, node_roots_comm) need a lookup table in AV-Rankmap.";

    private ClassificationReport() {}

    public static void write(List<Classification> rows, Format f, Writer w) throws IOException {
        switch (f) {
            case TEXT -> text(rows, w);
            case CSV -> csv(rows, w);
            case MARKDOWN -> markdown(rows, w);
        }
        w.flush();
    }

    private static List<String> header() {
        List<String> h = new ArrayList<>(List.of("Application"));
        for (Column c : Column.values()) h.add(c.header());
        h.add("Comms");
        return h;
    }

    private static List<String> cells(Classification c) {
        List<String> r = new ArrayList<>(List.of(c.application()));
        for (Column col : Column.values()) r.add(c.cell(col));
        r.add(Integer.toString(c.comms()));
        return r;
    }

    private static void text(List<Classification> rows, Writer w) throws IOException {
        List<List<String>> all = new ArrayList<>();
        all.add(header());
        rows.forEach(c -> all.add(cells(c)));
        int[] width = new int[all.get(0).size()];
        for (List<String> r : all) for (int i = 0; i < r.size(); i++) width[i] = Math.max(width[i], r.get(i).length());
        for (List<String> r : all) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < r.size(); i++) b.append(String.format(Locale.ROOT, i == 0 ? "%-" + width[i] + "s" : "  %-" + width[i] + "s", r.get(i)));
            w.write(b.toString().stripTrailing() + "\n");
        }
        w.write("\n" + LEGEND + "\n");
        for (String n : notes(rows)) w.write("- " + n + "\n");
    }

    private static void markdown(List<Classification> rows, Writer w) throws IOException {
        List<String> h = header();
        w.write("| " + String.join(" | ", h) + " |\n");
        w.write("|" + "---|".repeat(h.size()) + "\n");
        for (Classification c : rows) w.write("| " + String.join(" | ", cells(c)) + " |\n");
        w.write("\n" + LEGEND + "\n\n");
        for (String n : notes(rows)) w.write("- " + n + "\n");
    }

    /** Table I as an HTML fragment (the table, the legend, the notes), for pages that show it. */
    public static String html(List<Classification> rows) {
        StringBuilder b = new StringBuilder(Html.table(header(), rows.stream().map(ClassificationReport::cells).toList()));
        b.append("<p>").append(Html.esc(LEGEND)).append("</p>\n<ul>\n");
        for (String n : notes(rows)) b.append("<li>").append(Html.esc(n)).append("</li>\n");
        return b.append("</ul>\n").toString();
    }

    private static void csv(List<Classification> rows, Writer w) throws IOException {
        CSVPrinter p = CSVFormat.DEFAULT.builder().setHeader("application", "source", "procs", "comms", "dup", "offset",
                "stride", "irreg", "topo", "intercomm", "internal_lut_comms", "internal_example").build().print(w);
        for (Classification c : rows)
            p.printRecord(c.application(), c.source(), c.procs(), c.comms(), c.count(Column.DUP), c.count(Column.OFFSET),
                    c.count(Column.STRIDE), c.count(Column.IRREG), c.count(Column.TOPO), c.count(Column.INTERCOMM),
                    c.internalTables(), c.firstInternal().map(InternalFinding::describe).orElse(""));
        p.flush();
    }

    /** Per row: the internal communicator that caused x*, then the row's own notes (comparison with the paper). */
    static List<String> notes(List<Classification> rows) {
        List<String> n = new ArrayList<>();
        for (Classification c : rows) {
            c.firstInternal().ifPresent(f -> n.add(String.format(Locale.ROOT, "%s: %d user communicator(s) with an internal lookup table; first: %s.",
                    c.application(), c.internalTables(), f.describe())));
            n.addAll(c.notes());
        }
        return n;
    }
}
