package org.mpimem.report;

import java.util.List;

/**
 * The look of mpimem's HTML pages (the figures' index, the survey's index): one style sheet and
 * the escaping, so that every page reads alike and a value can never break the markup.
 */
public final class Html {
    private static final String STYLE = "body{font-family:sans-serif;max-width:1240px;margin:auto;padding:0 8px}"
            + "img{max-width:100%;border:1px solid #ddd}table{border-collapse:collapse;margin:8px 0 24px}"
            + "td,th{border:1px solid #ccc;padding:4px 6px;vertical-align:top;font-size:14px}th{background:#f4f4f4}"
            + "th.sort{cursor:pointer}th.sort:after{content:' \\2195';color:#999}"
            + "td.num{text-align:right;font-variant-numeric:tabular-nums}td.mark{text-align:center}nav{margin-bottom:8px}.no{color:#a00;font-weight:bold}"
            + ".grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:12px}"
            + ".grid figure{margin:0}.grid figcaption{font-size:13px}.lead{font-size:17px}figure.answer{margin:0}"
            + "@media print{body{max-width:none;font-size:11pt}nav,th.sort:after{display:none}td,th{font-size:9pt;padding:2px 4px}"
            + "img,figure,tr{break-inside:avoid}h2{break-after:avoid}a{color:inherit;text-decoration:none}"
            + ".grid{grid-template-columns:repeat(2,1fr)}}";

    /**
     * Every table sorts by a click on its header (numbers as numbers; "1,234.5", "12 %", "3×" read as
     * numbers, the rest as text); a second click reverses. Tables without a header row are left alone.
     */
    private static final String SORT = "<script>document.addEventListener('DOMContentLoaded',function(){document.querySelectorAll('table').forEach(function(t){var h=t.rows[0];"
            + "if(!h||!h.querySelector('th'))return;Array.prototype.forEach.call(h.cells,function(th,i){th.className='sort';"
            + "th.onclick=function(){var rows=Array.prototype.slice.call(t.rows,1),dir=th.dataset.dir==='1'?-1:1;th.dataset.dir=dir;"
            + "function v(r){var s=(r.cells[i]||{}).textContent||'',n=parseFloat(s.replace(/,/g,''));return isNaN(n)?s.toLowerCase():n;}"
            + "rows.sort(function(a,b){var x=v(a),y=v(b);return (typeof x===typeof y?(x<y?-1:x>y?1:0):(typeof x==='number'?-1:1))*dir;});"
            + "rows.forEach(function(r){r.parentNode.appendChild(r);});};});});});</script>\n";

    private Html() {}

    /** The page up to and including its {@code <h1>}. */
    public static String head(String title) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + esc(title) + "</title><style>"
                + STYLE + "</style></head><body>\n<h1>" + esc(title) + "</h1>\n";
    }

    public static String tail() {
        return SORT + "</body></html>\n";
    }

    /** A table of text cells; a cell that reads as a number is right-aligned. */
    public static String table(List<String> header, List<List<String>> rows) {
        StringBuilder b = new StringBuilder("<table><tr>");
        for (String h : header) b.append("<th>").append(esc(h)).append("</th>");
        b.append("</tr>\n");
        for (List<String> r : rows) {
            b.append("<tr>");
            for (String c : r) b.append(cell(c)).append(esc(c)).append("</td>");
            b.append("</tr>\n");
        }
        return b.append("</table>\n").toString();
    }

    /** Numbers right-aligned so digits line up; marks such as Table I's "x" centred under their column. */
    private static String cell(String c) {
        if (c.matches("[-+]?[0-9][0-9,.]*[×%]?")) return "<td class=\"num\">";
        return c.matches("x\\*?|—") ? "<td class=\"mark\">" : "<td>";
    }

    /** A link to a file next to the page; {@code href} is relative and made of safe characters. */
    public static String link(String href, String text) {
        return "<a href=\"" + esc(href) + "\">" + esc(text) + "</a>";
    }

    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
