package org.mpimem.survey;

import org.mpimem.account.ProcessStats;
import org.mpimem.model.Category;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;

import java.util.List;
import java.util.Locale;

/** The survey's two pages: one line per application, and the index of everything written. */
final class SurveySummary {
    private SurveySummary() {}

    private static final double MIB = 1024.0 * 1024.0;

    static String markdown(List<String> apps, List<ReplayResult> results, int procs, int ppn) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "# Per-process memory of the built-in applications at %,d processes, %d per node%n%n", procs, ppn));
        sb.append("The process holding the most bytes at the trace's peak, size profile `").append(results.get(0).profile())
                .append("`. *Without node tables*: addresses and mappings, the paper's breakdown (node tables, kept groups and per-peer allocations are MPIR-level and nearly the same in both designs; ch3 adds MPIR_ICOMM_WORLD's node tables and drops those of communicators spanning process groups).\n\n");
        List<ModelResult> first = results.get(0).models();
        sb.append("| application | trace events |");
        for (ModelResult m : first) sb.append(' ').append(m.title()).append(" (MiB) | without node tables (MiB) |");
        if (first.size() == 2) sb.append(" ratio without node tables |");
        sb.append('\n').append("|---|---:|").append("---:|---:|".repeat(first.size())).append(first.size() == 2 ? "---:|" : "").append('\n');
        for (int i = 0; i < apps.size(); i++) {
            ReplayResult r = results.get(i);
            sb.append("| ").append(apps.get(i)).append(" | ").append(String.format(Locale.ROOT, "%,d", r.events())).append(" |");
            double[] lean = new double[r.models().size()];
            for (int k = 0; k < r.models().size(); k++) {
                ProcessStats.Proc max = r.models().get(k).peak().max();
                long total = max.total();
                lean[k] = total - max.bytes().getOrDefault(Category.NODE_TABLES, 0L) - max.bytes().getOrDefault(Category.GROUPS, 0L)
                        - max.bytes().getOrDefault(Category.PER_PEER, 0L);
                sb.append(String.format(Locale.ROOT, " %.1f | %.1f |", total / MIB, lean[k] / MIB));
            }
            if (lean.length == 2) sb.append(String.format(Locale.ROOT, " %.1f× |", lean[0] / Math.max(1, lean[1])));
            sb.append('\n');
        }
        sb.append("\nExact bytes by category, for the process with the most, the mean and the fewest: `memory.csv` / `memory.json`.\n");
        return sb.toString();
    }

    static String index(String profile, int procs, int ppn, boolean figures) {
        StringBuilder sb = new StringBuilder("# mpimem survey\n\n");
        sb.append(String.format(Locale.ROOT, "Size profile `%s`; applications replayed at %,d processes, %d per node.%n%n", profile, procs, ppn));
        sb.append("- [table1.md](table1.md) — the paper's Table I from the built-in profiles, with notes where a row differs (also `.txt`, `.csv`)\n");
        sb.append("- [summary.md](summary.md) — per-process memory of each application under each design\n");
        sb.append("- [memory.csv](memory.csv), [memory.json](memory.json), [memory.txt](memory.txt) — the full replay reports\n");
        if (figures) sb.append("- [figures/index.md](figures/index.md) — the paper's Figures 9–14, 17, 18 (PNG, SVG, CSV; `figures/index.html` shows them)\n");
        return sb.toString();
    }
}
