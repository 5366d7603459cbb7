package org.mpimem.measure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.replay.SiteBytes;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * The real applications measured by scripts/measure-apps (docs/calibration/apps/): each committed
 * trace replayed now under its run's design gives the model column that was committed beside the
 * measurement, site by site and process by process (a model change shows here, and the docs'
 * table must then be measured again), and no site is charged more by the model than the library
 * was measured to keep. Runs without the applications or MPI installed.
 */
class RealAppsMeasuredTest {

    static List<String> runs() {
        return CommittedRuns.names();
    }

    @org.junit.jupiter.api.Test
    void everyApplicationIsCommittedUnderEachMpiItIsBuiltFor() {
        for (String r : CommittedRuns.RUNS) assertTrue(runs().contains(r + "-shm"), r + "-shm is committed");
    }

    @ParameterizedTest
    @MethodSource("runs")
    void theModelReplaysToTheCommittedColumnAndNeverExceedsTheMeasurement(String run) throws Exception {
        MeasureCsv.Sample s = CommittedRuns.sample(run);
        Trace t;
        try (var in = new InputStreamReader(getClass().getResourceAsStream(CommittedRuns.RESOURCE + run + "/app.trace"), StandardCharsets.UTF_8)) {
            t = TraceReader.read(run + "/app.trace", in);
        }
        assertEquals(s.np(), t.worldSize());
        CreateFreeSplit model = Measurement.model(t, s.design());
        assertEquals(model.sites(), List.copyOf(s.measured().keySet()), run + ": the sites of the trace are the measured ones");
        for (String site : model.sites()) {
            long[] now = new long[s.np()];
            for (int r = 0; r < s.np(); r++) now[r] = model.created(site, r);
            assertArrayEquals(s.modelled().get(site), now, run + " " + site + ": the model's bytes changed since the measurement");
            for (int r = 0; r < s.np(); r++)
                assertTrue(s.measured().get(site)[r] >= now[r], run + " " + site + " rank " + r + ": model " + now[r] + " > measured " + s.measured().get(site)[r]);
        }
        assertEquals(SiteBytes.INIT, model.sites().get(0));
        assertFalse(Double.isNaN(s.share(false)), run + ": communicator bytes were measured");
    }
}
