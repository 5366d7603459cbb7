package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.report.Extrapolation;
import org.junit.jupiter.api.Test;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.Replayer;
import org.mpimem.report.JsonReport;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.CallSteps;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 20 item 5 on the committed real traces: a merged real trace keeps the merge's order of one
 * call's communicators and frees, an extrapolated one a canonical order. Each real trace, and the
 * ScaLAPACK extrapolation to 24 processes, replays to the same JSON report, under every design,
 * with the records of every call step in reverse order.
 */
class RealAppsCallOrderTest {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();

    @Test
    void reversingEachCallOfTheRealTracesChangesNoReplayNumber() throws Exception {
        int reordered = 0;
        for (String app : List.of("scalapack", "lammps", "qe", "nwchem"))
            for (Trace t : RealAppsExtrapolateTest.traces(app)) reordered += assertOrderFree(app + " at " + t.worldSize(), t.expanded());
        assertTrue(reordered > 0, "some call of the real traces has several records");
    }

    @Test
    void scalapackExtrapolatedTo24ReplaysAlikeInAnyOrderOfItsCalls() throws Exception {
        List<Trace> all = RealAppsExtrapolateTest.traces("scalapack");
        Extrapolation x = Extrapolator.extrapolate(all, new Scale(24, 24), null);
        assertTrue(assertOrderFree("scalapack extrapolated to 24", x.trace().expanded()) > 0);
    }

    /** Asserts the replay of {@code t} equals that of {@code t} with each call step reversed; returns how many steps had several records. */
    private static int assertOrderFree(String what, Trace t) throws Exception {
        CallSteps steps = CallSteps.of(t);
        List<TraceEvent> records = t.records(), reversed = new ArrayList<>();
        int from = 0, several = 0;
        for (int k = 0; k < records.size(); k++) {
            if (!steps.endsStep(k)) continue;
            List<TraceEvent> step = new ArrayList<>(records.subList(from, k + 1));
            if (step.size() > 1) several++;
            Collections.reverse(step);
            reversed.addAll(step);
            from = k + 1;
        }
        List<ModelSpec> models = ModelMatrix.select(List.of("all", "openmpi-4.1-ob1-allprocs", "openmpi-4.1-ob1-sparse", "openmpi-5-ob1-sparse"), PROFILE); // the 12 designs
        assertEquals(json(t, models), json(new Trace(t.source(), t.world(), reversed), models), what);
        return several;
    }

    private static String json(Trace t, List<ModelSpec> models) throws Exception {
        StringWriter w = new StringWriter();
        new JsonReport().write(List.of(new Replayer(PROFILE).replayAll(t, models)), w);
        return w.toString();
    }
}
