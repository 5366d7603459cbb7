package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** replay --by-site from the command line: every model of the default ('all'), to a file, as CSV. */
class ReplayBySiteTest {
    @TempDir
    Path dir;

    @Test
    void everyModelGetsOneRowPerSiteAndStatistic() throws Exception {
        Path out = dir.resolve("sites.csv");
        Cli.Result r = Cli.capture("replay", "--by-site", "--format", "csv", "src/test/resources/sites/grid-sites.trace", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        var lines = Files.readAllLines(out);
        long models = org.mpimem.model.ModelMatrix.all(org.mpimem.size.SizeProfiles.defaultProfile()).size();
        // header, then per model 5 sites ((MPI_Init), main, two grid lines, (no site)) times max, sum, peak-max and peak-sum
        assertEquals(1 + models * 5 * 4, lines.size(), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.contains(",grid_setup@grid.c:44,4,peak-max,")), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.contains(",grid_setup@grid.c:44,4,max,")), String.join("\n", lines));
        // a library version's rows name the profile it is sized by, as the category report does, not --profile
        assertTrue(lines.stream().anyMatch(l -> l.contains(",mpich-5-ch4-ofi,16,mpich-5,")), String.join("\n", lines));
        assertTrue(lines.stream().noneMatch(l -> l.contains(",paper-2017,16,mpich-5,")), String.join("\n", lines));
    }

    @Test
    void replayHelpNamesEveryModel() throws Exception {
        Cli.Result r = Cli.capture("replay", "--help");
        for (var m : org.mpimem.model.ModelMatrix.all(org.mpimem.size.SizeProfiles.defaultProfile()))
            assertTrue(r.out().replaceAll("\\s+", " ").contains(m.name()), m.name() + " missing from\n" + r.out());
    }
}
