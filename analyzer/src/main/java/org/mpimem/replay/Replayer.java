package org.mpimem.replay;

import org.mpimem.account.Ledger;
import org.mpimem.account.ProcessStats;
import org.mpimem.model.Design;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelSpec;
import org.mpimem.model.Retention;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;

/** Runs one trace through a matrix of designs, as JOL's internals-estimates runs one class through many VM models. */
public final class Replayer {
    private final SizeProfile profile;
    private final ModelOptions options;

    public Replayer(SizeProfile profile) {
        this(profile, ModelOptions.DEFAULT);
    }

    public Replayer(SizeProfile profile, ModelOptions options) {
        this.profile = profile;
        this.options = options;
    }

    public ReplayResult replay(Trace trace, List<Design> designs) {
        List<ModelResult> out = new ArrayList<>();
        for (Design d : designs) out.add(replay(trace, d));
        return new ReplayResult(trace.source(), trace.worldSize(), trace.events().size(), profile.name(), out);
    }

    /** One trace through every model of the matrix. */
    public ReplayResult replayAll(Trace trace, List<ModelSpec> models) {
        List<ModelResult> out = new ArrayList<>();
        for (ModelSpec m : models) out.add(replay(trace, m));
        return new ReplayResult(trace.source(), trace.worldSize(), trace.events().size(), profile.name(), out);
    }

    public ModelResult replay(Trace trace, Design design) {
        return replay(trace, ModelSpec.mpich(design, profile));
    }

    public ModelResult replay(Trace trace, ModelSpec spec) {
        return replay(trace, spec, new Ledger(), e -> {});
    }

    /** The replay over {@code ledger}, told each event before the model applies it (SiteReplay tags charges so). */
    ModelResult replay(Trace trace, ModelSpec spec, Ledger ledger, java.util.function.Consumer<TraceEvent> before) {
        return replay(trace, spec, ledger, before, trace.events().size());
    }

    /**
     * As above, stopping after the first {@code events} events: the ledger is then as it was at that
     * moment (SiteReplay's second pass reads the split at the peak so, without keeping per-event state).
     */
    ModelResult replay(Trace trace, ModelSpec spec, Ledger ledger, java.util.function.Consumer<TraceEvent> before, int events) {
        LibraryModel model = spec.create(ledger, options);
        model.retainOnly(Retention.namedLater(trace));
        model.start(trace.world());
        long peakMax = ledger.maxTotal();
        ProcessStats peak = ledger.stats();
        int peakEvent = 0, peakLine = 0, i = 0;
        for (TraceEvent e : trace.events().subList(0, events)) {
            // a caller with a time budget interrupts; stopping between events leaves no model half-applied that anyone reads
            if (Thread.interrupted())
                throw new java.util.concurrent.CancellationException("stopped at event " + (i + 1) + " of " + trace.events().size());
            i++;
            before.accept(e);
            model.apply(e);
            long m = ledger.maxTotal();
            if (m > peakMax) {
                peakMax = m;
                peak = ledger.stats();
                peakEvent = i;
                peakLine = e.line();
            }
        }
        return new ModelResult(spec.name(), spec.title(), spec.profile(), ledger.stats(), peak, peakEvent, peakLine);
    }
}
