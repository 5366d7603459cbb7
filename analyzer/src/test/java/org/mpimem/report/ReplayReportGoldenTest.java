package org.mpimem.report;

import org.junit.jupiter.api.Test;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.TraceReader;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The replay report in every format, for the odd/even split example: byte for byte against golden
 * files for the designs that existed when they were written (regenerate with -DupdateGolden=true and
 * read the diff), and for every design the matrix lists today, each present with the replay's numbers.
 */
class ReplayReportGoldenTest {
    private static final Path TRACE = Path.of("../examples/odd-even-split.trace");
    /** The designs the golden files hold, named so that a design added later does not change them. */
    private static final List<String> GOLDEN = List.of("vc-vcrt", "av-rankmap", "lazy-vc", "openmpi-4.1-ob1", "openmpi-4.1-ucx");

    private static ReplayResult replay(List<ModelSpec> models) throws Exception {
        SizeProfile p = SizeProfiles.defaultProfile();
        return new Replayer(p).replayAll(TraceReader.read(TRACE), models);
    }

    private static String render(ReportFormatType f, ReplayResult r) throws Exception {
        StringWriter w = new StringWriter();
        f.create().write(List.of(r), w);
        // the trace's path as the test saw it; goldens are the same from any working directory
        return w.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void everyFormatMatchesItsGoldenFile() throws Exception {
        ReplayResult r = replay(ModelMatrix.select(GOLDEN, SizeProfiles.defaultProfile()));
        for (ReportFormatType f : ReportFormatType.values()) {
            String got = render(f, r);
            Path golden = Path.of("src/test/resources/report/odd-even-split." + f.name().toLowerCase(java.util.Locale.ROOT));
            if (Boolean.getBoolean("updateGolden")) Files.writeString(golden, got, StandardCharsets.UTF_8);
            assertEquals(Files.readString(golden, StandardCharsets.UTF_8), got, f + " differs from " + golden);
        }
    }

    @Test
    void everyDesignOfTheMatrixIsInEveryFormatWithItsNumbers() throws Exception {
        List<ModelSpec> all = ModelMatrix.all(SizeProfiles.defaultProfile());
        ReplayResult r = replay(all);
        String csv = render(ReportFormatType.CSV, r), json = render(ReportFormatType.JSON, r), text = render(ReportFormatType.TEXT, r);
        for (ModelResult m : r.models()) {
            String peakMax = m.peak().max().total() + "";
            assertTrue(csv.contains("," + m.model() + ",peak,max," + m.peak().max().group() + "," + m.peak().max().rank() + ",total,"
                    + peakMax + ",bytes," + (m.title().contains(",") ? "\"" + m.title() + "\"" : m.title()) + "\r\n"), m.model() + " in CSV");
            assertTrue(json.contains("{\"model\": \"" + m.model() + "\", \"title\": " + JsonReport.str(m.title())), m.model() + " in JSON");
            assertTrue(json.contains("\"total\": " + peakMax + "}"), m.model() + " peak total in JSON");
            assertTrue(text.contains("\n" + m.model() + ": " + m.title() + TextReport.ownProfile(r.profile(), m.profile()) + "\n"), m.model() + " section in text");
            assertTrue(text.lines().anyMatch(l -> l.startsWith("  " + m.model() + " ") && l.contains(TextReport.human(m.peak().max().total()))),
                    m.model() + " in the side-by-side table");
        }
        assertEquals(all.size(), r.models().size());
    }
}
