package org.mpimem.measure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.replay.SiteBytes;
import org.mpimem.trace.Trace;

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
        Comparison s = CommittedRuns.sample(run);
        Trace t = CommittedRuns.trace(run);
        assertEquals(s.np(), t.worldSize());
        CreateFreeSplit model = Measurement.model(t, s.design());
        assertEquals(model.sites(), s.sites().stream().map(SiteRow::site).toList(), run + ": the sites of the trace are the measured ones");
        for (SiteRow row : s.sites()) {
            long[] now = new long[s.np()], freed = new long[s.np()];
            for (int r = 0; r < s.np(); r++) {
                now[r] = model.created(row.site(), r);
                freed[r] = model.freed(row.site(), r);
            }
            assertArrayEquals(row.modelled(), now, run + " " + row.site() + ": the model's bytes changed since the measurement");
            assertArrayEquals(row.modelledFreed(), freed, run + " " + row.site() + ": the model's frees changed since the measurement");
            for (int r = 0; r < s.np(); r++)
                assertTrue(row.measured()[r] >= now[r], run + " " + row.site() + " rank " + r + ": model " + now[r] + " > measured " + row.measured()[r]);
        }
        assertEquals(SiteBytes.INIT, model.sites().get(0));
        assertFalse(Double.isNaN(s.communicatorShare()), run + ": communicator bytes were measured");
    }

    @org.junit.jupiter.api.Test
    void docsCalibrationHoldsTheTableOfTheCommittedRuns() throws Exception {
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/calibration.md"));
        String table = RunsTable.markdown(runs());
        assertTrue(doc.contains(table), "docs/calibration.md must hold, as generated from the committed runs:\n" + table);
    }

    @org.junit.jupiter.api.Test
    void theSurveyPageStatesTheShareOfTheCommittedRuns() {
        String html = org.mpimem.survey.MeasuredShare.html();
        double lo = runs().stream().mapToDouble(r -> CommittedRuns.sample(r).communicatorShare()).min().orElseThrow();
        double hi = runs().stream().mapToDouble(r -> CommittedRuns.sample(r).communicatorShare()).max().orElseThrow();
        assertTrue(html.contains("Measured on " + runs().size() + " runs"), html);
        assertTrue(html.contains(MeasureText.percent(lo) + "–" + MeasureText.percent(hi)), html);
    }
}
