package org.mpimem.figures.page;

import org.junit.jupiter.api.Test;
import org.mpimem.calibrate.CalibrationReport;
import org.mpimem.calibrate.LineFit;
import org.mpimem.calibrate.Launcher;
import org.mpimem.calibrate.Measured;
import org.mpimem.calibrate.Predictor;
import org.mpimem.calibrate.Predictors;
import org.mpimem.calibrate.Row;
import org.mpimem.calibrate.Sample;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The figures page's calibration table: per pattern and library, the slope fitted from the committed
 * samples, the model's slope computed now, the measured constant, and "no" where they disagree; the
 * intro names the library, the day it was measured and the model.
 */
class CalibrationTableTest {

    private static long x(Sample s) {
        return s.pattern().equals("init") || s.pattern().equals("dup-world") ? s.world() : s.m();
    }

    @Test
    void everyLibrarysCommittedSamplesBesideTheModelOfToday() {
        PageSection t = CalibrationTable.section();
        for (Launcher l : Launcher.values()) {
            Measured m = CalibrationTable.committed(l.id());
            assertNotNull(m, "scripts/calibrate's samples for " + l.id() + " are committed and in the jar");
            assertTrue(t.intro().contains(m.library() + " measured on " + m.date()), t.intro());
            int at = t.columns().indexOf(m.library() + ": measured b");
            assertTrue(at > 0, t.columns().toString());
            Predictor p = Predictors.byName(Predictors.defaultName(l.id()));
            assertTrue(t.intro().contains(p.name()), "the model is named: " + t.intro());
            List<String> patterns = m.samples().stream().map(Sample::pattern).distinct().toList();
            for (String pattern : patterns) {
                List<long[]> pts = new ArrayList<>();
                for (Sample s : m.samples()) if (s.pattern().equals(pattern)) pts.add(new long[]{x(s), s.bytes()});
                LineFit fit = LineFit.of(pts);
                Row model = Row.of(m.samples().stream().filter(s -> s.pattern().equals(pattern)).toList(), p).get(0);
                List<String> row = t.rows().stream().filter(r -> r.get(0).equals(pattern)).findFirst().orElseThrow();
                assertTrue(row.get(at).startsWith(CalibrationReport.num(fit.b())), pattern + " " + row);
                assertEquals(CalibrationReport.num(model.model().b()), row.get(at + 1), pattern + " model slope");
                assertEquals(CalibrationReport.num(fit.a()), row.get(at + 2), pattern + " constant");
                assertEquals(model.agrees(), row.get(at + 3).equals("yes"), pattern + " " + row.get(at + 3));
                if (!model.agrees()) {
                    assertTrue(row.get(at + 3).startsWith("no: measured "), row.get(at + 3));
                    assertTrue(t.intro().contains(m.library() + " " + pattern), "disagreement listed: " + t.intro());
                }
            }
        }
    }
}
