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
import java.util.function.Consumer;

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

    /** The replay over {@code ledger}, told each event (or family applied whole) before the model applies it (SiteReplay tags charges so). */
    ModelResult replay(Trace trace, ModelSpec spec, Ledger ledger, Consumer<TraceEvent> before) {
        return replay(trace, spec, ledger, before, trace.events().size());
    }

    /**
     * As above, stopping after the first {@code events} events (a family's copies count one each):
     * the ledger is then as it was at that moment (SiteReplay's second pass reads the split at the
     * peak so, without keeping per-event state). When the peak is reached inside a family applied
     * whole, the state at that moment (its first copy that reaches the peak) is not the ledger's
     * after the family: a second replay up to that copy gives it.
     */
    ModelResult replay(Trace trace, ModelSpec spec, Ledger ledger, Consumer<TraceEvent> before, int events) {
        Pass p = new Pass(trace, spec, ledger, before, events);
        ProcessStats peak = p.peak;
        if (peak == null) peak = new Pass(trace, spec, new Ledger(), e -> {}, p.peakEvent).ledger.stats();
        return new ModelResult(spec.name(), spec.title(), spec.profile(), ledger.stats(), peak, p.peakEvent, p.peakLine);
    }

    /** One replay of the first {@code events} events; {@code peak} null when it must be read by a second pass. */
    private final class Pass {
        final Ledger ledger;
        ProcessStats peak;
        int peakEvent, peakLine;
        long peakMax;

        Pass(Trace trace, ModelSpec spec, Ledger ledger, Consumer<TraceEvent> before, int events) {
            this.ledger = ledger;
            LibraryModel model = spec.create(ledger, options);
            model.retainOnly(Retention.namedLater(trace));
            model.start(trace.world());
            FamilyPlan plan = model.translatesFamilies() ? new FamilyPlan(trace, model.translatesCopies()) : FamilyPlan.NONE;
            peakMax = ledger.maxTotal();
            peak = ledger.stats();
            int i = 0;
            List<TraceEvent> records = trace.records();
            java.util.Set<Integer> appliedWhole = new java.util.HashSet<>(); // families created whole, by first id
            for (int k = 0; k < records.size() && i < events; k++) {
                TraceEvent r = records.get(k);
                int n = r.expandedCount();
                FamilyPlan.Whole w = n > 1 && plan.whole(k) && i + n <= events ? plan.family(k) : null;
                // a model may decline a family given its state then; its free follows its creation
                if (w != null && (r instanceof TraceEvent.FreedFamily ? !appliedWhole.remove(w.family().firstId()) : !model.translates(w.family())))
                    w = null;
                else if (w != null && r instanceof TraceEvent.CreatedFamily) {
                    appliedWhole.add(w.family().firstId());
                    model.applyingWhole(w.family());
                }
                if (w != null) {
                    for (FamilyPieces piece : w.pieces()) {
                        stop(i, trace);
                        before.accept(Families.told(r, w.family(), piece));
                        Families.apply(model, ledger, r, w.family(), piece);
                    }
                    long m = ledger.maxTotal();
                    if (m > peakMax) {
                        // the running max grew copy by copy: the peak came with the first copy whose process reached m
                        int j = Families.firstCopyAt(ledger, w.family(), m);
                        peakMax = m;
                        peak = j == n - 1 ? ledger.stats() : null;
                        peakEvent = i + j + 1;
                        peakLine = r.line();
                    }
                    i += n;
                    continue;
                }
                for (int j = 0; j < n && i < events; j++, i++)
                    one(TraceEvent.expanded(r, j), before, model, i, trace); // copy j, without a search of the expanded view
            }
        }

        /** The {@code i}-th event (0-based) on its own. */
        private void one(TraceEvent e, Consumer<TraceEvent> before, LibraryModel model, int i, Trace trace) {
            stop(i, trace);
            before.accept(e);
            model.apply(e);
            long m = ledger.maxTotal();
            if (m > peakMax) {
                peakMax = m;
                peak = ledger.stats();
                peakEvent = i + 1;
                peakLine = e.line();
            }
        }

        /** A caller with a time budget interrupts; stopping between events leaves no model half-applied that anyone reads. */
        private void stop(int i, Trace trace) {
            if (Thread.interrupted())
                throw new java.util.concurrent.CancellationException("stopped at event " + (i + 1) + " of " + trace.events().size());
        }
    }
}
