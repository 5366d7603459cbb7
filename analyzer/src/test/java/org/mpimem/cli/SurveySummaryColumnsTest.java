package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.replay.ReplayResult;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The survey's summary has one column per design its --model selects, each the replay's max process at the peak. */
class SurveySummaryColumnsTest {
    @TempDir
    Path dir;

    @Test
    void oneColumnPerSelectedDesignWithTheReplaysNumbers() throws Exception {
        SizeProfile profile = SizeProfiles.defaultProfile();
        List<ModelSpec> all = ModelMatrix.all(profile);
        Path out = dir.resolve("survey");
        StringWriter err = new StringWriter();
        assertEquals(0, Cli.run(err, "survey", "--out", out.toString(), "--procs", "2048", "--no-figures", "--model", ModelMatrix.ALL), err.toString());
        String summary = Files.readString(out.resolve("summary.md")), html = Files.readString(out.resolve("index.html"));

        List<String> header = new ArrayList<>(List.of("application", "trace events"));
        all.forEach(m -> header.add(m.name()));
        assertTrue(summary.contains("| " + String.join(" | ", header) + " |\n"), summary);
        for (ModelSpec m : all) {
            assertTrue(summary.contains("- `" + m.name() + "`: " + m.title() + "\n"), m.name() + " named under the table");
            assertTrue(html.contains("<th>" + m.name() + "</th>"), m.name() + " column on the page");
        }
        for (String app : List.of("nek5000", "lsms")) {
            AppProfile p = AppProfiles.require(app);
            ReplayResult r = new Replayer(profile).replayAll(p.generate(2048, 16, Params.defaults(p)), all);
            StringBuilder row = new StringBuilder("| " + app + " | " + String.format(Locale.ROOT, "%,d", r.events()) + " |");
            r.models().forEach(m -> row.append(String.format(Locale.ROOT, " %.1f |", m.peak().max().total() / (1024.0 * 1024.0))));
            assertTrue(summary.contains(row + "\n"), row + "\n" + summary);
        }
    }
}
