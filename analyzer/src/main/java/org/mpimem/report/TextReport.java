package org.mpimem.report;

import org.mpimem.account.ProcessStats;
import org.mpimem.account.Category;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;

/**
 * The console table: per model (its --model name and title), max / mean / min process at the end and
 * at the peak, in human units; with several models, a closing table puts their totals side by side.
 */
final class TextReport implements ReportFormat {

    public void write(List<ReplayResult> results, Writer out) throws IOException {
        StringBuilder b = new StringBuilder();
        for (ReplayResult r : results) {
            if (b.length() > 0) b.append(String.format("%n"));
            write(r, b);
        }
        out.write(b.toString());
    }

    /** A model sized by a library version's own profile says so: the header's profile is not its. */
    static String ownProfile(String asked, String own) {
        return own == null || own.equals(asked) ? "" : " [size profile " + own + "]";
    }

    private static void write(ReplayResult r, StringBuilder b) {
        // spawned and connected process groups count too: the world alone is only group 0
        int all = r.models().isEmpty() ? r.worldSize() : r.models().get(0).end().processes();
        b.append(String.format(Locale.ROOT, "trace %s: %,d processes%s, %d events; size profile %s%n", r.trace(), all,
                all == r.worldSize() ? "" : String.format(Locale.ROOT, " (%,d in the initial MPI_COMM_WORLD)", r.worldSize()), r.events(), r.profile()));
        for (ModelResult m : r.models()) {
            b.append(String.format(Locale.ROOT, "%n%s: %s%s%n", m.model(), m.title(), ownProfile(r.profile(), m.profile())));
            b.append(String.format(Locale.ROOT, "  %-14s %-16s", "moment", "process"));
            for (Category c : Category.values()) b.append(String.format(Locale.ROOT, " %11s", c.label()));
            b.append(String.format(Locale.ROOT, " %11s%n", "total"));
            row(b, "end max", m.end(), m.end().max());
            row(b, "end mean", m.end(), null);
            row(b, "end min", m.end(), m.end().min());
            row(b, "peak max", m.peak(), m.peak().max());
            b.append(String.format(Locale.ROOT, "  (peak after event %d%s)%n", m.peakEvent(),
                    m.peakLine() > 0 ? ", line " + m.peakLine() : ""));
        }
        if (r.models().size() > 1) sideBySide(r, b);
    }

    /** Every design's max process in one table, so that eight designs can be compared without scrolling. */
    private static void sideBySide(ReplayResult r, StringBuilder b) {
        int w = r.models().stream().mapToInt(m -> m.model().length()).max().orElse(0);
        b.append(String.format(Locale.ROOT, "%nside by side, process with the most bytes%n  %-" + w + "s %11s %-14s %11s %s%n",
                "model", "peak", "process", "end", "process"));
        for (ModelResult m : r.models())
            b.append(String.format(Locale.ROOT, "  %-" + w + "s %11s %-14s %11s %s%n", m.model(), human(m.peak().max().total()),
                    m.peak().max().group() + "/" + m.peak().max().rank(), human(m.end().max().total()),
                    m.end().max().group() + "/" + m.end().max().rank()));
    }

    private static void row(StringBuilder b, String label, ProcessStats s, ProcessStats.Proc p) {
        b.append(String.format(Locale.ROOT, "  %-14s %-16s", label,
                p == null ? "(" + s.processes() + " procs)" : p.group() + "/" + p.rank()));
        for (Category c : Category.values())
            b.append(String.format(Locale.ROOT, " %11s", human(p == null ? s.mean(c) : p.bytes().get(c))));
        b.append(String.format(Locale.ROOT, " %11s%n", human(p == null ? s.meanTotal() : p.total())));
    }

    static String human(double bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int u = 0;
        while (Math.abs(bytes) >= 1024 && u < units.length - 1) {
            bytes /= 1024;
            u++;
        }
        return u == 0 ? String.format(Locale.ROOT, "%.0f %s", bytes, units[u]) : String.format(Locale.ROOT, "%.2f %s", bytes, units[u]);
    }
}
