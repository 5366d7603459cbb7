package org.mpimem.figures;

import java.util.List;

/** A section of the figures page that is a table, not a figure: rendered in Markdown and in HTML alike. */
record PageSection(String id, String title, String intro, List<String> columns, List<List<String>> rows) {

    String markdown() {
        StringBuilder b = new StringBuilder("## ").append(title).append("\n\n").append(intro).append("\n\n| ");
        b.append(String.join(" | ", columns)).append(" |\n|").append("---|".repeat(columns.size())).append("\n");
        for (List<String> r : rows) b.append("| ").append(String.join(" | ", r.stream().map(c -> c.replace("|", "\\|")).toList())).append(" |\n");
        return b.append("\n").toString();
    }

    String html() {
        StringBuilder b = new StringBuilder("<h2 id=\"").append(esc(id)).append("\">").append(esc(title)).append("</h2>\n<p>")
                .append(esc(intro)).append("</p>\n<table><tr>");
        for (String c : columns) b.append("<th>").append(esc(c)).append("</th>");
        b.append("</tr>\n");
        for (List<String> r : rows) {
            b.append("<tr>");
            for (String c : r) b.append(negative(c) ? "<td class=\"no\">" : "<td>").append(esc(c)).append("</td>");
            b.append("</tr>\n");
        }
        return b.append("</table>\n").toString();
    }

    /**
     * A cell shown in red: the verdict "no" alone, as the claims table marks it. A prefix test
     * would also catch prose that merely starts with the letters ("none measured", "node tables").
     */
    static boolean negative(String cell) {
        return cell.equals("no");
    }

    /** The page with {@code sections} appended before the end of its body. */
    static String appendHtml(String page, List<PageSection> sections) {
        StringBuilder b = new StringBuilder();
        for (PageSection s : sections) b.append(s.html());
        return page.replace("</body></html>\n", b + "</body></html>\n");
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
