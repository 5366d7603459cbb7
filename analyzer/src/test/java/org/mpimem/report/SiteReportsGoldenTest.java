package org.mpimem.report;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mpimem.model.ModelMatrix;
import org.mpimem.replay.Replayer;
import org.mpimem.replay.SiteReplay;
import org.mpimem.replay.SiteReplayResult;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.TraceReader;

import java.io.Reader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * replay --by-site, byte for byte, in each format, on a small trace with sites (a 4x4 grid made at
 * two lines, a dup, a reordered communicator without a site, one free), against the paper's MPICH
 * designs. After an intended change, regenerate with -Dmpimem.golden.update=true and review the diff.
 */
class SiteReportsGoldenTest {
    private static final Path DIR = Path.of("src/test/resources/sites");

    @ParameterizedTest
    @EnumSource(ReportFormatType.class)
    void matchesTheGoldenFile(ReportFormatType format) throws Exception {
        SizeProfile p = SizeProfiles.PAPER_2017;
        SiteReplayResult r;
        try (Reader in = Files.newBufferedReader(DIR.resolve("grid-sites.trace"))) {
            r = new SiteReplay(new Replayer(p)).replayAll(TraceReader.read("grid-sites.trace", in), ModelMatrix.mpich(p), p.name());
        }
        StringWriter w = new StringWriter();
        SiteReports.write(format, List.of(r), w);
        Path golden = DIR.resolve("grid-sites.by-site." + format.name().toLowerCase(Locale.ROOT));
        if (Boolean.getBoolean("mpimem.golden.update")) Files.writeString(golden, w.toString());
        assertEquals(Files.readString(golden), w.toString(), golden.toString());
    }
}
