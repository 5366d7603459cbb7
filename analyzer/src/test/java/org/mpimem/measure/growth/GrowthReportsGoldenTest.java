package org.mpimem.measure.growth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.mpimem.measure.Comparison;
import org.mpimem.measure.MeasureCsv;

/**
 * The growth reports as golden files: each committed series' runs (their measure.csv, as
 * scripts/measure-growth kept them) fitted again must print the growth.txt and CSVs committed
 * beside them, byte for byte (numbers with Locale.ROOT, the same order of runs and sites: by ppn,
 * then by processes, as measure ran them). After an intended change, regenerate with
 * -Dmpimem.golden.update=true and review the diff.
 */
class GrowthReportsGoldenTest {
    private static final Path ROOT = GrowthSeriesDirs.ROOT;

    @ParameterizedTest
    @MethodSource("org.mpimem.measure.growth.GrowthSeriesDirs#ids")
    void theCommittedReportsFollowFromTheCommittedRuns(String id) throws Exception {
        Path dir = ROOT.resolve(id);
        List<Growth.Point> points = new ArrayList<>();
        // the runs in the order measure made them (ppn, then processes, each ascending as the script gives them);
        // a series may have fewer counts than 8, 16, 32, 64 where an application cannot run at some
        List<int[]> runs = new ArrayList<>();
        try (var dirs = Files.list(dir.resolve("runs"))) {
            for (Path r : dirs.toList()) {
                String[] npPpn = r.getFileName().toString().split("x");
                runs.add(new int[] {Integer.parseInt(npPpn[0]), Integer.parseInt(npPpn[1])});
            }
        }
        runs.sort(java.util.Comparator.<int[]>comparingInt(r -> r[1]).thenComparingInt(r -> r[0]));
        for (int[] r : runs) {
            Path csv = dir.resolve("runs").resolve(r[0] + "x" + r[1]).resolve("measure.csv");
            try (var in = Files.newBufferedReader(csv)) {
                Comparison c = MeasureCsv.read(in, csv.toString());
                points.add(new Growth.Point(r[0], r[1], c));
            }
        }
        Growth g = Growth.of("simulated nodes", points);
        StringWriter text = new StringWriter(), slopes = new StringWriter(), terms = new StringWriter(), samples = new StringWriter();
        GrowthText.write(g, new PrintWriter(text));
        GrowthCsv.slopes(g, slopes);
        GrowthCsv.terms(g, terms);
        GrowthCsv.samples(g, samples);
        if (Boolean.getBoolean("mpimem.golden.update")) { // after an intended change to the fit or the report: review the diff
            Files.writeString(dir.resolve("growth.txt"), text.toString());
            Files.writeString(dir.resolve("growth-slopes.csv"), slopes.toString());
            Files.writeString(dir.resolve("growth-terms.csv"), terms.toString());
            Files.writeString(dir.resolve("growth-samples.csv"), samples.toString());
        }
        assertEquals(Files.readString(dir.resolve("growth.txt")), text.toString(), id + "/growth.txt");
        assertEquals(Files.readString(dir.resolve("growth-slopes.csv")), slopes.toString(), id + "/growth-slopes.csv");
        assertEquals(Files.readString(dir.resolve("growth-terms.csv")), terms.toString(), id + "/growth-terms.csv");
        assertEquals(Files.readString(dir.resolve("growth-samples.csv")), samples.toString(), id + "/growth-samples.csv");
    }
}
