package org.mpimem.figures.page;

import java.util.List;

/**
 * A section of the figures page that is a table, or a chart ({@code image}: the base name of its
 * PNG, SVG and CSV beside the page; null for none) with its table: rendered in Markdown and in HTML alike.
 */
public record PageSection(String id, String title, String intro, List<String> columns, List<List<String>> rows, String image) {

    public PageSection(String id, String title, String intro, List<String> columns, List<List<String>> rows) {
        this(id, title, intro, columns, rows, null);
    }

    public String markdown() {
        StringBuilder b = new StringBuilder("## ").append(title).append("\n\n");
        if (image != null) b.append("![").append(image).append("](").append(image).append(".png)\n\nData: [").append(image).append(".csv](")
                .append(image).append(".csv) · vector: [").append(image).append(".svg](").append(image).append(".svg)\n\n");
        b.append(intro).append("\n\n| ");
        b.append(String.join(" | ", columns)).append(" |\n|").append("---|".repeat(columns.size())).append("\n");
        for (List<String> r : rows) b.append("| ").append(String.join(" | ", r.stream().map(c -> c.replace("|", "\\|")).toList())).append(" |\n");
        return b.append("\n").toString();
    }

    public String html() {
        StringBuilder b = new StringBuilder("<h2 id=\"").append(esc(id)).append("\">").append(esc(title)).append("</h2>\n");
        if (image != null) b.append("<img src=\"").append(esc(image)).append(".png\" alt=\"").append(esc(title)).append("\">\n<p>Data: <a href=\"")
                .append(esc(image)).append(".csv\">").append(esc(image)).append(".csv</a> · vector: <a href=\"").append(esc(image))
                .append(".svg\">").append(esc(image)).append(".svg</a></p>\n");
        b.append("<p>").append(esc(intro)).append("</p>\n<table><tr>");
        for (String c : columns) b.append("<th>").append(esc(c)).append("</th>");
        b.append("</tr>\n");
        for (List<String> r : rows) {
            b.append("<tr>");
            // numbers right-aligned so that digits line up down a column, as on the survey's page
            for (String c : r) b.append(negative(c) ? "<td class=\"no\">" : c.matches("[-+]?[0-9][0-9,.]*( \\(not exact\\))?") ? "<td class=\"num\">" : "<td>")
                    .append(esc(c)).append("</td>");
            b.append("</tr>\n");
        }
        return b.append("</table>\n").toString();
    }

    /**
     * A cell shown in red: the verdict "no" alone or "no: why", as the claims and calibration tables mark it, or a design the
     * designs figure did not replay. A prefix test would also catch prose that merely starts with
     * the letters ("none measured", "node tables").
     */
    static boolean negative(String cell) {
        return cell.equals("no") || cell.startsWith("no: ") || cell.equals("not replayed");
    }

    /** The page with {@code sections} appended before the end of its body. */
    public static String appendHtml(String page, List<PageSection> sections) {
        StringBuilder b = new StringBuilder();
        for (PageSection s : sections) b.append(s.html());
        return page.replace("</body></html>\n", b + "</body></html>\n");
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
