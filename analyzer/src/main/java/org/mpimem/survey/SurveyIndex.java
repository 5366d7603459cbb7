package org.mpimem.survey;

import org.mpimem.classify.TableINotCovered;
import org.mpimem.figures.paper.Figure;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;
import org.mpimem.report.Html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The survey folder's front page, as Markdown and as HTML: what was run, Table I, the summary
 * and a link to every file written (the HTML shows the figures as thumbnails).
 */
final class SurveyIndex {
    private SurveyIndex() {}

    /** Every file the survey writes beside the index, with what it holds. */
    private static final String[][] DATA = {
            {"table1.md", "the paper's Table I from the built-in profiles, with notes where a row differs"},
            {"table1.txt", "Table I, console layout"}, {"table1.csv", "Table I, counts per column"},
            {"summary.md", "per-process memory of each application under each design"},
            {"memory.png", "the chart at the top of index.html"}, {"memory.svg", "the same chart, vector"},
            {"memory.csv", "full replay report, one row per model, moment, statistic and category (bytes)"},
            {"memory.json", "full replay report, exact integers"}, {"memory.txt", "full replay report, human units"},
            {"growth.csv", "MPI_Init's growth per added process, measured and under each installed library's design (when measured series are committed)"},
            {"growth-measured.png", "MPI_Init's growth over the measured counts"}, {"growth-scale.png", "the same carried on to 786,432 processes"}};

    private static String scale(String profile, int procs, int ppn) {
        return String.format(Locale.ROOT, "Size profile %s; applications replayed at %,d processes, %d per node.", profile, procs, ppn);
    }

    static String markdown(String profile, int procs, int ppn, boolean figures) {
        StringBuilder sb = new StringBuilder("# mpimem survey\n\n");
        sb.append(scale("`" + profile + "`", procs, ppn)).append(" Open `index.html` to see it all on one page.\n\n");
        sb.append("![Per-process memory of each application under each design](").append(SurveyChart.NAME).append(".png)\n\n");
        for (String[] d : DATA) sb.append("- [").append(d[0]).append("](").append(d[0]).append(") — ").append(d[1]).append('\n');
        if (figures) sb.append("- [figures/index.md](figures/index.md) — the paper's Figures 9–14, 17, 18 (PNG, SVG, CSV; `figures/index.html` shows them)\n");
        sb.append('\n').append(TableINotCovered.summary()).append("\n\n");
        for (var e : TableINotCovered.rows()) sb.append("- ").append(e.getKey()).append(": ").append(e.getValue()).append('\n');
        return sb.toString();
    }

    /**
     * The page opens with the answer (what was asked, the chart, the key facts), then the tables,
     * Table I with the applications it leaves out, the figures and the data files.
     * {@code facts}: one sentence each, shown under the chart (a place for what other runs add).
     */
    static String html(String profile, int procs, int ppn, String tableI, String summary, List<Figure> figures, List<String> facts, String growth) {
        StringBuilder b = new StringBuilder(Html.head("mpimem survey: MPI address memory per process"));
        b.append("<p class=\"lead\">How many bytes does each MPI library design spend per process on network addresses and "
                + "rank-to-address maps, for each application? ").append(Html.esc(scale(profile, procs, ppn))).append("</p>\n<nav>")
                .append(Html.link("#memory", "Per-process memory")).append(" · ").append(Html.link("#table1", "Table I"));
        if (!growth.isEmpty()) b.append(" · ").append(Html.link("#growth", "MPI_Init's growth"));
        if (!figures.isEmpty()) b.append(" · ").append(Html.link("#figures", "The paper's figures"));
        b.append(" · ").append(Html.link("#data", "Data files")).append("</nav>\n");
        b.append("<figure class=\"answer\"><a href=\"memory.svg\"><img src=\"memory.png\" alt=\"")
                .append(Html.esc(SurveySummary.title(procs, ppn))).append("\"></a></figure>\n<ul class=\"facts\">\n");
        for (String f : facts) b.append("<li>").append(Html.esc(f)).append("</li>\n");
        // what the models cover of MPI's real memory: read before comparing designs
        b.append("</ul>\n").append(MeasuredShare.html()).append(growth);
        b.append("<h2 id=\"memory\">Per-process memory</h2>\n").append(summary);
        b.append("<h2 id=\"table1\">Table I</h2>\n").append(tableI).append(notCovered());
        if (!figures.isEmpty()) {
            b.append("<h2 id=\"figures\">The paper's figures</h2>\n<p>").append(Html.link("figures/index.html", "All figures"))
                    .append(" with each of the paper's statements next to the reproduced number.</p>\n<div class=\"grid\">\n");
            for (Figure f : figures) {
                String id = f.id(), base = "figures/" + id;
                b.append("<figure><a href=\"").append(Html.esc(base)).append(".png\"><img src=\"").append(Html.esc(base))
                        .append(".png\" alt=\"").append(Html.esc(f.caption())).append("\"></a><figcaption>").append(Html.esc(f.caption()))
                        .append(" · ").append(Html.link(base + ".csv", "CSV")).append(" · ").append(Html.link(base + ".svg", "SVG"))
                        .append("</figcaption></figure>\n");
            }
            b.append("</div>\n");
        }
        b.append("<h2 id=\"data\">Data files</h2>\n<ul>\n");
        for (String[] d : DATA) b.append("<li>").append(Html.link(d[0], d[0])).append(" — ").append(Html.esc(d[1])).append("</li>\n");
        return b.append("</ul>\n").append(Html.tail()).toString();
    }

    /** The Table I rows no profile covers, each with why. */
    private static String notCovered() {
        List<List<String>> rows = TableINotCovered.rows().stream().map(e -> List.of(e.getKey(), e.getValue())).toList();
        return "<p>" + Html.esc(TableINotCovered.summary()) + "</p>\n" + Html.table(List.of("application", "why not covered"), rows);
    }

    /** The facts under the chart, computed: each design's range over the applications. */
    static List<String> facts(List<String> apps, List<ReplayResult> results) {
        List<String> out = new ArrayList<>();
        StringBuilder r = new StringBuilder("Range over the ").append(apps.size()).append(" applications, MiB per process:");
        List<ModelResult> first = results.get(0).models();
        for (int j = 0; j < first.size(); j++) {
            final int k = j;
            long lo = results.stream().mapToLong(x -> x.models().get(k).peak().max().total()).min().orElse(0);
            long hi = results.stream().mapToLong(x -> x.models().get(k).peak().max().total()).max().orElse(0);
            r.append(String.format(Locale.ROOT, " %s %.1f–%.1f%s", first.get(j).model(), lo / MIB, hi / MIB, j + 1 < first.size() ? ";" : "."));
        }
        out.add(r.toString());
        out.add("Each bar stacks the categories: address entries (VCs, AV entries, procs), the rank-address mapping of user "
                + "communicators (VCRTs, rank maps) and of internal ones (node_comm, node_roots_comm), lookup tables, node tables, kept "
                + "groups; exact bytes of each in memory.csv. The designs are named under the first table.");
        return out;
    }

    private static final double MIB = 1024.0 * 1024.0;
}
