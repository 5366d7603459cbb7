package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The figures page with the designs figure (every built-in application under every design of the
 * matrix: PNG, SVG, CSV, and its table on the page) and the calibration table; a design over the
 * time budget is named with the reason, not left out.
 */
class DesignsFigurePageTest {
    @TempDir
    Path dir;

    @Test
    void everyApplicationUnderEveryDesignWithItsTableAndTheCalibrationTable() throws Exception {
        Path out = dir.resolve("f");
        StringWriter err = new StringWriter();
        assertEquals(0, Cli.run(err, "figures", "--out", out.toString(), "--only", "designs", "--designs-procs", "1024"), err.toString());
        for (String f : List.of("designs.png", "designs.svg", "designs.csv")) assertTrue(Files.size(out.resolve(f)) > 0, f);
        String html = Files.readString(out.resolve("index.html")), md = Files.readString(out.resolve("index.md"));
        String csv = Files.readString(out.resolve("designs.csv")), svg = Files.readString(out.resolve("designs.svg"));
        assertTrue(html.contains("<img src=\"designs.png\"") && md.contains("![designs](designs.png)"), "the figure is on the page");
        assertTrue(html.contains("<h2 id=\"calibration\">") && md.contains("## The models against the real libraries"), "calibration table");

        SizeProfile p = SizeProfiles.defaultProfile();
        List<ModelSpec> all = ModelMatrix.all(p);
        for (ModelSpec m : all) assertTrue(html.contains("<th>" + m.name() + " (MiB)</th>") && svg.contains(m.name()), m.name());
        for (AppProfile a : AppProfiles.applications()) {
            assertTrue(svg.contains(a.name()), a.name() + " panel");
            List<ModelResult> r = new Replayer(p).replayAll(a.generate(1024, 16, Params.defaults(a)), all).models();
            StringBuilder row = new StringBuilder("<tr><td>" + a.name() + "</td>");
            for (ModelResult x : r) row.append("<td class=\"num\">").append(String.format(Locale.ROOT, "%.1f", x.peak().max().total() / 1048576.0)).append("</td>");
            assertTrue(html.contains(row + "</tr>"), row + " on the page");
            ModelResult first = r.get(0);
            assertTrue(csv.contains("designs," + a.name() + "," + first.model() + "," + first.title() + ",address,"
                    + first.peak().max().bytes().get(org.mpimem.account.Category.ADDRESS) + ","), a.name() + " in the CSV");
        }
    }

    @Test
    void aDesignOverTheBudgetIsNamedWithTheReasonNotDropped() throws Exception {
        Path out = dir.resolve("f");
        StringWriter err = new StringWriter();
        // lsms at 32,768: the first-use peer walk of lazy-vc grows with P; a budget of a millisecond keeps it out
        assertEquals(0, Cli.run(err, "figures", "--out", out.toString(), "--only", "designs", "--designs-procs", "32768",
                "--designs-budget", "0.001", "--designs-model", "av-rankmap,lazy-vc"), err.toString());
        String html = Files.readString(out.resolve("index.html"));
        assertTrue(html.contains("<td class=\"no\">not replayed</td>"), html);
        assertTrue(html.contains("Not replayed: ") && html.contains("lsms under ") && html.contains("stopped after the budget of 0.001 s"), html);
        assertTrue(Files.readString(out.resolve("designs.svg")).contains("not run: time budget)"));
    }
}
