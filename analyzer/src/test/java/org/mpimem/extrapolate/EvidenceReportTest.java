package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.report.ExtrapolationJson;
import org.mpimem.extrapolate.report.ExtrapolationText;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceWriter;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The statuses, the traced range and its assumption, in the text report, the JSON fields and the written trace's source. */
class EvidenceReportTest {
    /** A dup of WORLD (P) and a split of the first P/4 processes at each count: nodes of 4. */
    private static List<Trace> traces(int... counts) throws Exception {
        List<Trace> out = new ArrayList<>();
        for (int p : counts)
            out.add(TraceReader.read("p" + p, new StringReader(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:4%n"
                    + "comm id=1 call=MPI_Comm_dup parent=0 members=0:%d site=main@app.c:10%n"
                    + "comm id=2 call=MPI_Comm_split parent=0 members=0:%d color=0 site=main@app.c:20%nend comms=2 frees=0 groups=0%n", p, p, p / 4))));
        return out;
    }

    @Test
    void leaveOneOutConfirmsInsideTheTracedRangeAndBeyondItTheUnitsAreFittedWithTheirHeldOutChecksSaid() throws Exception {
        Extrapolation x = Extrapolator.extrapolate(traces(24, 40, 56, 72, 96), new Scale(1000, 4), null);
        assertEquals(List.of(UnitReport.Status.FITTED, UnitReport.Status.FITTED), x.units().stream().map(UnitReport::status).toList(),
                x.units().stream().map(UnitReport::evidence).toList().toString());
        assertTrue(x.units().stream().allMatch(UnitReport::heldOutPredicted));
        assertTrue(x.units().get(0).evidence().startsWith("each of P=24, 40, 56, 72, 96, held out in turn, predicted exactly"), x.units().get(0).evidence());
        assertTrue(x.units().get(0).evidence().endsWith("fitted, not confirmed: P=1000 ppn=4 is outside the traced range P=24..96 ppn=4..4, "
                + "which the held-out checks cover; no trace there checks that the laws continue"), x.units().get(0).evidence());
        String text = text(x), json = json(x);
        assertTrue(text.contains("2 units: 0 confirmed, 2 fitted (2 of them predicted every held-out trace), 0 estimate, 0 refused"), text);
        assertTrue(text.contains("traced range P=24..96 ppn=4..4: every unit written for P=1000 ppn=4 assumes its laws continue beyond it"), text);
        assertTrue(text.contains("unit 1  FITTED  "), text);
        for (String field : List.of("\"tracedRange\": {\"min\": 24, \"max\": 96}", "\"beyondTracedRange\": true",
                "\"statusCounts\": {\"confirmed\": 0, \"fitted\": 2, \"estimate\": 0, \"refused\": 0}", "\"fittedHeldOutPredicted\": 2",
                "\"status\": \"fitted\"", "\"heldOutPredicted\": true", "\"evidence\": \"each of P="))
            assertTrue(json.contains(field), field + " in " + json);
        assertTrue(TraceWriter.toText(x.trace()).contains("# source: extrapolated from P=24, P=40, P=56, P=72, P=96 to P=1000 ppn=4; traced range "
                + "P=24..96 ppn=4..4: every unit written for P=1000 ppn=4 assumes its laws continue beyond it, which no trace can check, so none "
                + "is confirmed there; units: 0 confirmed, 2 fitted (2 of them predicted every held-out trace), 0 estimate, 0 refused"), x.trace().source());

        // inside the range (64 lies between 24 and 96): the same held-out checks confirm both units
        Extrapolation in = Extrapolator.extrapolate(traces(24, 40, 56, 72, 96), new Scale(64, 4), null);
        assertEquals(List.of(UnitReport.Status.CONFIRMED, UnitReport.Status.CONFIRMED), in.units().stream().map(UnitReport::status).toList());
        assertTrue(text(in).contains("2 units: 2 confirmed, 0 fitted, 0 estimate, 0 refused"), text(in));
        assertTrue(text(in).contains("traced range P=24..96 ppn=4..4, the target inside it"), text(in));
        assertTrue(json(in).contains("\"beyondTracedRange\": false"), json(in));
    }

    private static String text(Extrapolation x) throws Exception {
        StringWriter w = new StringWriter();
        ExtrapolationText.write(x, w);
        return w.toString();
    }

    private static String json(Extrapolation x) throws Exception {
        StringWriter w = new StringWriter();
        ExtrapolationJson.write(x, w);
        return w.toString();
    }

    @Test
    void withoutAThirdTraceOrWhenATraceIsNeededToChooseTheLawAUnitIsFitted() throws Exception {
        Extrapolation two = Extrapolator.extrapolate(traces(12, 20), new Scale(1000, 4), null);
        assertTrue(two.units().stream().allMatch(u -> u.status() == UnitReport.Status.FITTED));
        assertTrue(two.units().get(0).evidence().contains("with 2 traces none can be held out"), two.units().get(0).evidence());
        // the dup of WORLD has WORLD's members by MPI's definition: each trace predicted by the others; the split's P/4 is 4,
        // 6, 8 at 16, 24, 32, which grid_long(P) and 2*ga_grid_rows(P) fit too: without 8 the others do not predict it. At 24,
        // inside the range, the dup is confirmed and the split fitted
        Extrapolation x = Extrapolator.extrapolate(traces(8, 16, 24, 32), new Scale(24, 4), null);
        assertEquals(UnitReport.Status.CONFIRMED, x.units().get(0).status());
        assertEquals(UnitReport.Status.FITTED, x.units().get(1).status());
        assertTrue(x.units().get(1).evidence().startsWith("fits every trace; not confirmed: without P=8, the other traces do not determine it"),
                x.units().get(1).evidence());
    }
}
