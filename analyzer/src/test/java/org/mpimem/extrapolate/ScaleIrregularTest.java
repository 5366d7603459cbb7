package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.report.ExtrapolationJson;
import org.mpimem.extrapolate.report.ExtrapolationText;
import org.junit.jupiter.api.Test;
import org.mpimem.account.Category;
import org.mpimem.model.Design;
import org.mpimem.model.Models;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceWriter;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * --scale-irregular: random member orders are refused by default; with the option their count and
 * size follow laws and their orders are seeded random ones, labelled an estimate in the report, the
 * JSON and the trace. For random-reorder the estimate costs what the real trace costs (any random
 * order needs a lookup table) in every category but the internal communicators, whose node roots
 * depend on the order itself, in both designs.
 */
class ScaleIrregularTest {
    static final int TARGET = 49_152; // 3*2^14, like 786,432 = 3*2^18: the laws P and 3*pow2floor(P)/2 agree there

    private static List<Trace> inputs(AppProfile p) {
        List<Trace> in = new ArrayList<>();
        for (int n : new int[] {768, 1536, 3072}) in.add(p.generate(n, 16, Params.defaults(p)));
        return in;
    }

    @Test
    void randomOrdersAreRefusedByDefaultAndScaledAsALabelledEstimateOnRequest() throws Exception {
        AppProfile p = AppProfiles.require("random-reorder");
        assertFalse(Extrapolator.extrapolate(inputs(p), new Scale(TARGET, 16), null).complete());
        Extrapolation x = Extrapolator.extrapolate(inputs(p), new Scale(TARGET, 16), null, true);
        assertTrue(x.complete());
        assertEquals(1, x.estimated());
        assertEquals(UnitReport.Status.ESTIMATE, x.units().get(0).status());
        assertTrue(TraceWriter.toText(x.trace()).contains("(ESTIMATE: 1 unit(s) written though not exact, see the report)"), x.trace().source());
        StringWriter text = new StringWriter(), json = new StringWriter();
        ExtrapolationText.write(x, text);
        ExtrapolationJson.write(x, json);
        assertTrue(text.toString().contains("ESTIMATE: 1 unit(s) written though not exact (--scale-irregular, --estimate-shared)"), text.toString());
        assertTrue(text.toString().contains("1 unit: 0 confirmed, 0 fitted, 1 estimate, 0 refused"), text.toString());
        assertTrue(json.toString().contains("\"estimate\": true"), json.toString());
        assertTrue(json.toString().contains("\"status\": \"estimate\""), json.toString());
        assertTrue(Extrapolator.extrapolate(inputs(p), new Scale(TARGET, 16), null, true).trace().sameContent(x.trace()), "not deterministic");

        Trace truth = p.generate(TARGET, 16, Params.defaults(p));
        assertEquals(truth.comms().size(), x.trace().comms().size());
        SizeProfile sp = SizeProfiles.PAPER_2017;
        Replayer r = new Replayer(sp);
        for (Design d : Models.designs(sp).stream().map(m -> m.create(sp)).toList()) {
            ModelResult a = r.replay(x.trace(), d), b = r.replay(truth, d);
            for (Category c : Category.values()) {
                if (c == Category.INTERNAL) continue; // node roots depend on the order itself: not determined, an estimate
                assertEquals(b.peak().max().bytes().get(c), a.peak().max().bytes().get(c), d.name() + " " + c);
                assertEquals(b.peak().totalBytes().get(c), a.peak().totalBytes().get(c), d.name() + " " + c);
            }
        }
    }

    /** spawn-merge: the random reorders of the merged world (both process groups) are scaled too. */
    @Test
    void reordersOfAMergedWorldDrawFromBothGroups() {
        AppProfile p = AppProfiles.require("spawn-merge");
        Extrapolation x = Extrapolator.extrapolate(inputs(p), new Scale(TARGET, 16), null, true);
        assertTrue(x.complete(), x.units().toString());
        Trace truth = p.generate(TARGET, 16, Params.defaults(p));
        assertEquals(truth.comms().size(), x.trace().comms().size());
        assertTrue(x.trace().comms().get(x.trace().comms().size() - 1).local().groups().length == 2);
    }
}
