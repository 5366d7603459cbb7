package org.mpimem.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * A trace's traffic checked against its events, the records that fail left out with the reason:
 * for a trace whose events are known valid (the merge's) and whose traffic comes from logs, where
 * one bad record should cost that record, not the trace.
 */
public final class TrafficFilter {
    private TrafficFilter() {
    }

    /** {@code trace} with only the traffic records the validator accepts; each one left out adds a line to {@code problems}. */
    public static Trace keepValid(Trace trace, List<String> problems) {
        if (trace.traffic().isEmpty()) return trace;
        TraceValidator v = new TraceValidator(trace.source(), trace.world(), 0);
        List<Traffic> kept = new ArrayList<>();
        InFileOrder.walkUnchecked(trace, new InFileOrder.Visitor() {
            public void record(TraceEvent e) {
                v.accept(e);
            }

            public void traffic(Traffic t) {
                try {
                    v.accept(t);
                    kept.add(t);
                } catch (TraceFormatException x) {
                    problems.add(trace.source() + ": traffic left out of the trace: " + x.reason());
                }
            }
        });
        return kept.size() == trace.traffic().size() ? trace : trace.withTraffic(kept);
    }
}
