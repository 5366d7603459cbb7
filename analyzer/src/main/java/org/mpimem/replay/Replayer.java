package org.mpimem.replay;

import org.mpimem.account.Ledger;
import org.mpimem.account.ProcessStats;
import org.mpimem.model.Design;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelSpec;
import org.mpimem.model.scan.TraceScans;
import org.mpimem.model.Retention;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.CallSteps;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.Traffic;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Runs one trace through a matrix of designs, as JOL's internals-estimates runs one class through many VM models. */
public final class Replayer {
    private final SizeProfile profile;
    private final ModelOptions options;
    /** The call steps of the trace last replayed, as one pair: a reader never matches one trace's steps with another trace. */
    private volatile Stepped last;

    private record Stepped(Trace trace, CallSteps steps, TraceScans scans) {}

    public Replayer(SizeProfile profile) {
        this(profile, ModelOptions.DEFAULT);
    }

    public Replayer(SizeProfile profile, ModelOptions options) {
        this.profile = profile;
        this.options = options;
    }

    /** A replayer of the same profile and options for another thread: this one keeps the steps of the trace it last replayed. */
    public Replayer another() {
        return new Replayer(profile, options);
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
        return replay(trace, spec(design));
    }

    /** The model spec {@link #replay(Trace, Design)} replays {@code design} under. */
    ModelSpec spec(Design design) {
        return ModelSpec.mpich(design, profile);
    }

    public ModelResult replay(Trace trace, ModelSpec spec) {
        return replay(trace, spec, new Ledger(), e -> {});
    }

    /**
     * As {@link #replay(Trace, ModelSpec)}, given the trace's call steps and a table of its node
     * splits and positions (SharedReplays finds them once for all of a trace's models).
     */
    ModelResult replay(Trace trace, CallSteps steps, TraceScans scans, ModelSpec spec) {
        last = new Stepped(trace, steps, scans);
        return replay(trace, spec);
    }

    /** The replay over {@code ledger}, told each event (or family applied whole) before the model applies it (SiteReplay tags charges so). */
    ModelResult replay(Trace trace, ModelSpec spec, Ledger ledger, Consumer<TraceEvent> before) {
        return replay(trace, spec, ledger, before, t -> {}, trace.events().size());
    }

    /**
     * As above, telling {@code beforeTraffic} each of the application's own messages ({@link
     * Trace#traffic()}) before the model applies it, and stopping after the first {@code events}
     * events (a family's copies count one each): the ledger is then as it was at that moment
     * (SiteReplay's second pass reads the split at the peak so, without keeping per-event state).
     * A message placed after event i is applied before event i, so a replay stopped after i events
     * has not seen it. The peak is read only at the end of a call step (CallSteps: one call's
     * communicators, or frees, together), never between two communicators of one call: the trace's
     * order inside a call, which the format does not fix, changes no number.
     */
    ModelResult replay(Trace trace, ModelSpec spec, Ledger ledger, Consumer<TraceEvent> before, Consumer<Traffic> beforeTraffic, int events) {
        Pass p = new Pass(trace, spec, ledger, before, beforeTraffic, events);
        return new ModelResult(spec.name(), spec.title(), spec.profile(), ledger.stats(), p.peak, p.peakEvent, p.peakLine);
    }

    /**
     * The call steps of the trace last replayed: every model of a matrix reads the same, and the node
     * scans of its irregular communicators, found by the first design and read by the others (a
     * random-order split of 2^20 was scanned once a design: a third of trace diff's time); a new
     * trace gets a new table, so what is kept lasts as long as its trace's replays.
     */
    private Stepped steps(Trace trace) {
        Stepped s = last;
        if (s == null || s.trace() != trace) {
            s = new Stepped(trace, CallSteps.of(trace), TraceScans.shared());
            last = s;
        }
        return s;
    }

    /** One replay of the first {@code events} events. */
    private final class Pass {
        final Ledger ledger;
        ProcessStats peak;
        int peakEvent, peakLine, stepLine;
        long peakMax;

        Pass(Trace trace, ModelSpec spec, Ledger ledger, Consumer<TraceEvent> before, Consumer<Traffic> beforeTraffic, int events) {
            this.ledger = ledger;
            LibraryModel model = spec.create(ledger, options);
            model.retainOnly(Retention.namedLater(trace));
            Stepped stepped = steps(trace);
            model.shareScans(stepped.scans());
            model.start(trace.world());
            CallSteps steps = stepped.steps();
            FamilyPlan plan = model.translatesFamilies() ? new FamilyPlan(trace, model.translatesCopies()) : FamilyPlan.NONE;
            peakMax = ledger.maxTotal();
            peak = ledger.stats();
            int i = 0;
            List<TraceEvent> records = trace.records();
            java.util.Set<Integer> appliedWhole = new java.util.HashSet<>(); // families created whole, by first id
            List<Traffic> traffic = trace.traffic();
            int t = 0;
            for (int k = 0; k < records.size() && i < events; k++) {
                t = messages(traffic, t, i, beforeTraffic, model);
                TraceEvent r = records.get(k);
                int n = r.expandedCount();
                // a step that ends inside a family (CallSteps.endsInside) needs its copies one by one; a family free
                // stays whole (copies created whole are freed whole), reading no peak inside it
                int inside = steps.endsInside(k);
                boolean cut = inside >= 0 && !(r instanceof TraceEvent.FreedFamily);
                FamilyPlan.Whole w = n > 1 && !cut && plan.whole(k) && i + n <= events ? plan.family(k) : null;
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
                    i += n;
                    stepLine = Math.max(stepLine, r.line());
                    if (steps.endsStep(k)) atStepEnd(i);
                    continue;
                }
                int j = 0;
                stepLine = Math.max(stepLine, r.line());
                for (; j < n && i < events; j++, i++) {
                    one(TraceEvent.expanded(r, j), before, model, i, trace); // copy j, without a search of the expanded view
                    if (j == inside) {
                        atStepEnd(i + 1);
                        stepLine = r.line(); // the next step starts inside this record
                    }
                }
                if (j == n && steps.endsStep(k)) atStepEnd(i);
            }
            if (i < trace.events().size() || t == traffic.size()) return;
            for (int k = t; k < traffic.size(); k++) stepLine = Math.max(stepLine, traffic.get(k).line());
            messages(traffic, t, i, beforeTraffic, model); // after the last event: a step of their own
            atStepEnd(i);
        }

        /** Applies the messages from {@code t} on placed at or before event {@code i}; the next one's index. */
        private int messages(List<Traffic> traffic, int t, int i, Consumer<Traffic> before, LibraryModel model) {
            for (; t < traffic.size() && traffic.get(t).after() <= i; t++) {
                before.accept(traffic.get(t));
                model.traffic(traffic.get(t));
            }
            return t;
        }

        /**
         * After the last record of a call step, {@code events} events in: a new peak when the highest
         * process rose, at the step's last line (the highest of its records: the same in any order).
         */
        private void atStepEnd(int events) {
            long m = ledger.maxTotal();
            if (m > peakMax) {
                peakMax = m;
                peak = ledger.stats();
                peakEvent = events;
                peakLine = stepLine;
            }
            stepLine = 0;
        }

        /** The {@code i}-th event (0-based) on its own. */
        private void one(TraceEvent e, Consumer<TraceEvent> before, LibraryModel model, int i, Trace trace) {
            stop(i, trace);
            before.accept(e);
            model.apply(e);
        }

        /** A caller with a time budget interrupts; stopping between events leaves no model half-applied that anyone reads. */
        private void stop(int i, Trace trace) {
            if (Thread.interrupted())
                throw new java.util.concurrent.CancellationException("stopped at event " + (i + 1) + " of " + trace.events().size());
        }
    }
}
