package org.mpimem.measure.growth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.mpimem.measure.MeasureCsv;
import org.mpimem.measure.Measurement;
import org.mpimem.measure.SiteRow;
import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.trace.TraceReader;

/**
 * sites.c's MPI_Intercomm_merge under pml/ucx, which keeps no per-communicator peer state: what the
 * fewest-keeping process keeps, measured less modelled, is the same at every count and ppn once the
 * designs charge the trees coll/base keeps (a binary tree of 148 B over 4 ranks, a 4-nomial one of
 * 44 B over 8 and 16, a binomial one of 148 B over 32: docs/growth-facts.md). Without them it stepped with the tree:
 * 5,720, 5,616, 5,616, 5,720 B at 8, 16, 32, 64 processes.
 */
class MergeTreesTest {
    private static final String SITE = "main@./tracers/src/test/mpi/sites.c:17";

    @Test
    void theMergeDiffersFromTheDesignByOneConstant() throws Exception {
        Map<String, Long> apart = new TreeMap<>();
        try (var runs = Files.list(GrowthSeriesDirs.ROOT.resolve("openmpi-ucx/runs"))) {
            for (Path dir : runs.sorted().toList()) {
                CreateFreeSplit model = Measurement.model(TraceReader.read(dir.resolve("app.trace")), "openmpi-4.1-ucx");
                SiteRow row;
                try (BufferedReader in = Files.newBufferedReader(dir.resolve("measure.csv"))) {
                    row = MeasureCsv.read(in, dir.toString()).sites().stream().filter(r -> r.site().equals(SITE)).findFirst().orElseThrow();
                }
                long measured = Long.MAX_VALUE, modelled = Long.MAX_VALUE;
                for (int r = 0; r < row.measured().length; r++) {
                    measured = Math.min(measured, row.measured()[r]);
                    modelled = Math.min(modelled, model.created(SITE, r));
                }
                apart.put(dir.getFileName().toString(), measured - modelled);
            }
        }
        assertEquals(8, apart.size(), "runs " + apart.keySet());
        assertEquals(1, apart.values().stream().distinct().count(), "measured less modelled per run: " + apart);
    }
}
