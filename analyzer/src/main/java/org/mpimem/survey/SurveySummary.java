package org.mpimem.survey;

import org.mpimem.account.ProcessStats;
import org.mpimem.model.Category;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;
import org.mpimem.report.Html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** One line per application: the per-process memory of the process holding the most, as Markdown and HTML. */
final class SurveySummary {
    private SurveySummary() {}

    private static final double MIB = 1024.0 * 1024.0;

    static String title(int procs, int ppn) {
        return String.format(Locale.ROOT, "Per-process memory of the built-in applications at %,d processes, %d per node", procs, ppn);
    }

    static String intro(List<ReplayResult> results) {
        return "The process holding the most bytes at the trace's peak, size profile `" + results.get(0).profile()
                + "`. *Without node tables*: addresses and mappings, the paper's breakdown (node tables, kept groups and per-peer allocations are MPIR-level and nearly the same in both MPICH designs; ch3 adds MPIR_ICOMM_WORLD's node tables and drops those of communicators spanning process groups).";
    }

    static List<String> header(List<ReplayResult> results) {
        List<ModelResult> first = results.get(0).models();
        List<String> h = new ArrayList<>(List.of("application", "trace events"));
        for (ModelResult m : first) {
            h.add(m.title() + " (MiB)");
            h.add("without node tables (MiB)");
        }
        if (first.size() >= 2) h.add("ratio " + first.get(0).model() + " / " + first.get(1).model() + " without node tables");
        return h;
    }

    static List<List<String>> rows(List<String> apps, List<ReplayResult> results) {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < apps.size(); i++) {
            ReplayResult r = results.get(i);
            List<String> row = new ArrayList<>(List.of(apps.get(i), String.format(Locale.ROOT, "%,d", r.events())));
            double[] lean = new double[r.models().size()];
            for (int k = 0; k < r.models().size(); k++) {
                ProcessStats.Proc max = r.models().get(k).peak().max();
                long total = max.total();
                lean[k] = total - max.bytes().getOrDefault(Category.NODE_TABLES, 0L) - max.bytes().getOrDefault(Category.GROUPS, 0L)
                        - max.bytes().getOrDefault(Category.PER_PEER, 0L);
                row.add(String.format(Locale.ROOT, "%.1f", total / MIB));
                row.add(String.format(Locale.ROOT, "%.1f", lean[k] / MIB));
            }
            if (lean.length >= 2) row.add(String.format(Locale.ROOT, "%.1f×", lean[0] / Math.max(1, lean[1])));
            rows.add(row);
        }
        return rows;
    }

    static String markdown(List<String> apps, List<ReplayResult> results, int procs, int ppn, List<String> notes) {
        StringBuilder sb = new StringBuilder("# ").append(title(procs, ppn)).append("\n\n").append(intro(results)).append("\n\n");
        List<String> h = header(results);
        sb.append("| ").append(String.join(" | ", h)).append(" |\n|---|").append("---:|".repeat(h.size() - 1)).append('\n');
        for (List<String> row : rows(apps, results)) sb.append("| ").append(String.join(" | ", row)).append(" |\n");
        sb.append("\nExact bytes by category, for the process with the most, the mean and the fewest: `memory.csv` / `memory.json`.\n");        for (String n : notes) sb.append("\n").append(n).append("\n");
        return sb.toString();
    }

    static String html(List<String> apps, List<ReplayResult> results, List<String> notes) {
        StringBuilder b = new StringBuilder("<p>").append(Html.esc(intro(results).replace("`", "").replace("*", ""))).append("</p>\n")
                .append(Html.table(header(results), rows(apps, results)));
        for (String n : notes) b.append("<p>").append(Html.esc(n)).append("</p>\n");
        return b.toString();
    }
}
