package org.mpimem.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.figures.paper.PaperFigures;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The survey's index.html (and the figures' one) checked as a browser would need it: every link and
 * image names a file the run wrote, the elements nest, and the page shows Table I, the summary and
 * every figure. (scripts/screenshot renders it in headless Chromium for a look.)
 */
class SurveyIndexHtmlTest {
    @TempDir
    static Path dir;
    static Path out;

    @BeforeAll
    static void survey() {
        out = dir.resolve("survey");
        StringWriter err = new StringWriter();
        // the smallest sweep the figures allow keeps this a few seconds
        assertEquals(0, Cli.run(err, "survey", "--out", out.toString(), "--procs", "2048", "--irregular-max", "128", "--designs-procs", "1024"), err.toString());
    }

    private static final Pattern REF = Pattern.compile("(?:href|src)=\"([^\"]*)\"");
    private static final Pattern TAG = Pattern.compile("<(/?)(html|head|body|table|tr|td|th|ul|li|p|h1|h2|div|figure|figcaption|a|nav)[ >]");

    /** The relative links of a page to files; each must resolve to a regular file beside it (an anchor to an element of the page). */
    static List<String> linksResolve(Path page) throws Exception {
        String html = Files.readString(page);
        List<String> refs = new ArrayList<>();
        Matcher m = REF.matcher(html);
        while (m.find()) {
            String ref = m.group(1);
            if (ref.startsWith("#")) {
                assertTrue(html.contains("id=\"" + ref.substring(1) + "\""), page + ": no element with the id of " + ref);
                continue;
            }
            assertTrue(!ref.contains(":") && !ref.startsWith("/"), page + ": not a relative link: " + ref);
            assertTrue(Files.isRegularFile(page.resolveSibling(ref)), page + ": links to a missing file " + ref);
            refs.add(ref);
        }
        return refs;
    }

    static void tagsNest(Path page) throws Exception {
        Deque<String> open = new ArrayDeque<>();
        Matcher m = TAG.matcher(Files.readString(page));
        while (m.find()) {
            if (m.group(1).isEmpty()) open.push(m.group(2));
            else assertEquals(m.group(2), open.poll(), page + ": </" + m.group(2) + "> closes <" + open.peek() + "> at " + m.start());
        }
        assertTrue(open.isEmpty(), page + ": left open " + open);
    }

    @Test
    void everyLinkAndImageOfTheSurveyPageIsAFileTheSurveyWrote() throws Exception {
        List<String> refs = linksResolve(out.resolve("index.html"));
        for (String f : List.of("table1.md", "table1.txt", "table1.csv", "summary.md", "memory.csv", "memory.json", "memory.txt",
                "figures/index.html"))
            assertTrue(refs.contains(f), "links to " + f + ": " + refs);
        for (var f : PaperFigures.all(128))
            for (String ext : List.of(".png", ".csv", ".svg")) assertTrue(refs.contains("figures/" + f.id() + ext), f.id() + ext);
        tagsNest(out.resolve("index.html"));
    }

    @Test
    void theSurveyPageShowsTableOneAndTheSummaryOfEveryApplication() throws Exception {
        String html = Files.readString(out.resolve("index.html"));
        assertTrue(html.contains("<th>Dup</th>") && html.contains("<th>Intercomm</th>"), "Table I's columns");
        for (AppProfile p : AppProfiles.applications())
            assertTrue(Pattern.compile("<td>" + Pattern.quote(p.name()) + "</td><td class=\"num\">[0-9,]+</td>").matcher(html).find(),
                    "summary row of " + p.name());
        assertTrue(html.contains("2,048 processes, 16 per node"), "the scale");
        assertTrue(html.contains("<td class=\"mark\">x*</td>"), "lsms: only internal communicators need a lut");
    }

    /** The answer first: the per-design chart comes before every table, and every Table I row left out is said. */
    @Test
    void theSurveyPageOpensWithTheChartAndListsTableOneRowsItLeavesOut() throws Exception {
        String html = Files.readString(out.resolve("index.html"));
        int chart = html.indexOf("<img src=\"memory.png\""), table = html.indexOf("<table");
        assertTrue(chart > 0 && chart < table, "the chart precedes the tables");
        assertTrue(Files.size(out.resolve("memory.png")) > 0 && Files.readString(out.resolve("memory.svg")).contains("<svg"));
        assertTrue(html.contains("<td>SNAP</td>") && html.contains("cover 11 of Table I's 24 applications"), "Table I rows not covered");
        assertTrue(html.contains("@media print") && html.contains("onclick"), "print style and sortable tables");
    }

    @Test
    void theFiguresPageLinksOnlyToFilesPresent() throws Exception {
        List<String> refs = linksResolve(out.resolve("figures/index.html"));
        // each paper figure's PNG, CSV and SVG, then the designs figure's
        assertEquals(3 * PaperFigures.all(128).size() + 3, refs.size(), refs.toString());
        assertTrue(refs.containsAll(List.of("designs.png", "designs.csv", "designs.svg")), refs.toString());
        tagsNest(out.resolve("figures/index.html"));
    }
}
