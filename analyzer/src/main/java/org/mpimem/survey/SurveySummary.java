package org.mpimem.survey;

import org.mpimem.account.ProcessStats;
import org.mpimem.account.Category;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;
import org.mpimem.report.Html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * One line per application and one column per design the survey replayed (its --model selection):
 * the bytes of the process holding the most at the trace's peak, as Markdown and HTML; then the
 * same without node tables, kept groups and per-peer arrays (the paper's breakdown).
 */
final class SurveySummary {
    private SurveySummary() {}

    private static final double MIB = 1024.0 * 1024.0;

    static String title(int procs, int ppn) {
        return String.format(Locale.ROOT, "Per-process memory of the built-in applications at %,d processes, %d per node", procs, ppn);
    }

    static String intro(List<ReplayResult> results) {
        return "MiB held by the process with the most bytes at the trace's peak, one column per design (size profile `"
                + results.get(0).profile() + "`, except the library versions, which are sized by their own; the designs are named below the table).";
    }

    static String leanIntro() {
        return "*Without node tables*: addresses and mappings only, the paper's breakdown (node tables, kept groups and per-peer "
                + "allocations are MPIR-level and nearly the same in both MPICH designs; ch3 adds MPIR_ICOMM_WORLD's node tables and "
                + "drops those of communicators spanning process groups; Open MPI has none of them).";
    }

    static List<String> header(List<ReplayResult> results) {
        List<String> h = new ArrayList<>(List.of("application", "trace events"));
        for (ModelResult m : results.get(0).models()) h.add(m.model());
        return h;
    }

    private static long lean(ProcessStats.Proc max) {
        return max.total() - max.bytes().getOrDefault(Category.NODE_TABLES, 0L) - max.bytes().getOrDefault(Category.GROUPS, 0L)
                - max.bytes().getOrDefault(Category.PER_PEER, 0L);
    }

    static List<List<String>> rows(List<String> apps, List<ReplayResult> results, boolean lean) {
        ToLongFunction<ProcessStats.Proc> bytes = lean ? SurveySummary::lean : ProcessStats.Proc::total;
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < apps.size(); i++) {
            ReplayResult r = results.get(i);
            List<String> row = new ArrayList<>(List.of(apps.get(i), String.format(Locale.ROOT, "%,d", r.events())));
            for (ModelResult m : r.models()) row.add(String.format(Locale.ROOT, "%.1f", bytes.applyAsLong(m.peak().max()) / MIB));
            rows.add(row);
        }
        return rows;
    }

    /** Each column's design: its --model name and title. */
    static List<String> legend(List<ReplayResult> results) {
        return results.get(0).models().stream().map(m -> m.model() + ": " + m.title()).toList();
    }

    private static void markdownTable(StringBuilder sb, List<String> h, List<List<String>> rows) {
        sb.append("| ").append(String.join(" | ", h)).append(" |\n|---|").append("---:|".repeat(h.size() - 1)).append('\n');
        for (List<String> row : rows) sb.append("| ").append(String.join(" | ", row)).append(" |\n");
    }

    static String markdown(List<String> apps, List<ReplayResult> results, int procs, int ppn, List<String> notes) {
        StringBuilder sb = new StringBuilder("# ").append(title(procs, ppn)).append("\n\n").append(intro(results)).append("\n\n");
        markdownTable(sb, header(results), rows(apps, results, false));
        sb.append('\n');
        for (String l : legend(results)) sb.append("- `").append(l.replaceFirst(": ", "`: ")).append('\n');
        sb.append('\n').append(leanIntro()).append("\n\n");
        markdownTable(sb, header(results), rows(apps, results, true));
        sb.append("\nExact bytes by category, for the process with the most, the mean and the fewest: `memory.csv` / `memory.json`.\n");
        for (String n : notes) sb.append("\n").append(n).append("\n");
        return sb.toString();
    }

    static String html(List<String> apps, List<ReplayResult> results, List<String> notes) {
        StringBuilder b = new StringBuilder("<p>").append(Html.esc(intro(results).replace("`", ""))).append("</p>\n")
                .append(Html.table(header(results), rows(apps, results, false))).append("<ul>\n");
        for (String l : legend(results)) b.append("<li>").append(Html.esc(l)).append("</li>\n");
        b.append("</ul>\n<p>").append(Html.esc(leanIntro().replace("*", ""))).append("</p>\n")
                .append(Html.table(header(results), rows(apps, results, true)));
        for (String n : notes) b.append("<p>").append(Html.esc(n)).append("</p>\n");
        return b.toString();
    }
}
