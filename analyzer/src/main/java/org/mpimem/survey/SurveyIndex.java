package org.mpimem.survey;

import org.mpimem.figures.Figure;
import org.mpimem.report.Html;

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
            {"memory.csv", "full replay report, one row per model, moment, statistic and category (bytes)"},
            {"memory.json", "full replay report, exact integers"}, {"memory.txt", "full replay report, human units"}};

    private static String scale(String profile, int procs, int ppn) {
        return String.format(Locale.ROOT, "Size profile %s; applications replayed at %,d processes, %d per node.", profile, procs, ppn);
    }

    static String markdown(String profile, int procs, int ppn, boolean figures) {
        StringBuilder sb = new StringBuilder("# mpimem survey\n\n");
        sb.append(scale("`" + profile + "`", procs, ppn)).append(" Open `index.html` to see it all on one page.\n\n");
        for (String[] d : DATA) sb.append("- [").append(d[0]).append("](").append(d[0]).append(") — ").append(d[1]).append('\n');
        if (figures) sb.append("- [figures/index.md](figures/index.md) — the paper's Figures 9–14, 17, 18 (PNG, SVG, CSV; `figures/index.html` shows them)\n");
        return sb.toString();
    }

    static String html(String profile, int procs, int ppn, String tableI, String summary, List<Figure> figures) {
        StringBuilder b = new StringBuilder(Html.head("mpimem survey"));
        b.append("<p>").append(Html.esc(scale(profile, procs, ppn))).append("</p>\n<nav>")
                .append(Html.link("#table1", "Table I")).append(" · ").append(Html.link("#memory", "Per-process memory"));
        if (!figures.isEmpty()) b.append(" · ").append(Html.link("#figures", "Figures"));
        b.append(" · ").append(Html.link("#data", "Data files")).append("</nav>\n");
        b.append("<h2 id=\"table1\">Table I</h2>\n").append(tableI);
        b.append("<h2 id=\"memory\">Per-process memory</h2>\n").append(summary);
        b.append(MeasuredShare.html());
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
}
