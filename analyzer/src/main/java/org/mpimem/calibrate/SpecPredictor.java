package org.mpimem.calibrate;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.List;

import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.ModelSpec;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

/** Any model of the matrix (an MPICH design, lazy VCs, Open MPI) replaying the calibration program. */
record SpecPredictor(String name, ModelSpec spec) implements Predictor {

    public long delta(String pattern, int world, int n) {
        ScenarioTrace s = ScenarioTrace.of(pattern, world, n);
        Trace t;
        try {
            t = TraceReader.read("calibrate-" + pattern + "-" + world + "-" + n, new StringReader(s.text()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Ledger ledger = new Ledger();
        LibraryModel model = spec.create(ledger, ModelOptions.DEFAULT);
        model.start(t.world());
        List<TraceEvent> events = t.events();
        for (int i = 0; i < s.before(); i++) model.apply(events.get(i));
        long before = pattern.equals("init") ? 0 : ledger.total(0, 0), groups = ledger.bytes(0, 0, Category.GROUPS);
        for (int i = s.before(); i < events.size(); i++) model.apply(events.get(i));
        long kept = s.groupBuiltBefore() ? ledger.bytes(0, 0, Category.GROUPS) - groups : 0;
        return ledger.total(0, 0) - before - kept;
    }
}
