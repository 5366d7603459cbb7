package org.mpimem.cli.measure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.mpimem.cli.Cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code measure --remodel --out DIR} as the docs give it: no --mpi and no application (what was
 * run is in DIR), on one run and on a growth series; the measured columns untouched, and the
 * model column as today's design gives it (the committed runs are remodelled, so a copy of one
 * comes back byte for byte).
 */
class MeasureRemodelTest {

    @Test
    void aCommittedRunRemodelsToItself(@TempDir Path dir) throws Exception {
        Path run = copy(Path.of("../docs/calibration/apps/nwchem-mpich-shm"), dir.resolve("run"));
        Cli.Result r = Cli.capture("measure", "--remodel", "--out", run.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(Path.of("../docs/calibration/apps/nwchem-mpich-shm/measure.csv")), Files.readString(run.resolve("measure.csv")));
        assertTrue(Files.exists(run.resolve("measure.txt")), "the reports are written beside the samples");
    }

    @Test
    void aCommittedGrowthSeriesRemodelsToItself(@TempDir Path dir) throws Exception {
        Path series = copy(Path.of("../docs/calibration/growth/scalapack-mpich"), dir.resolve("series"));
        Cli.Result r = Cli.capture("measure", "--remodel", "--out", series.toString());
        assertEquals(0, r.code(), r.err());
        for (String f : new String[] {"growth-slopes.csv", "growth-terms.csv", "runs/16x2/measure.csv"})
            assertEquals(Files.readString(Path.of("../docs/calibration/growth/scalapack-mpich").resolve(f)), Files.readString(series.resolve(f)), f);
    }

    @Test
    void anApplicationOrAMissingFolderIsBadUsage(@TempDir Path dir) throws Exception {
        Cli.Result withApp = Cli.capture("measure", "--remodel", "--out", dir.toString(), "--", "/bin/true");
        assertEquals(2, withApp.code(), withApp.err());
        assertTrue(withApp.err().contains("--remodel runs nothing"), withApp.err());
        Cli.Result missing = Cli.capture("measure", "--remodel", "--out", dir.resolve("none").toString());
        assertEquals(2, missing.code(), missing.err());
        Cli.Result noMpi = Cli.capture("measure", "--np", "2", "--", "/bin/true");
        assertEquals(2, noMpi.code(), noMpi.err());
        assertTrue(noMpi.err().contains("--mpi"), noMpi.err());
    }

    private static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
        return to;
    }
}
