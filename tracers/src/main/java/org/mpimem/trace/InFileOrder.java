package org.mpimem.trace;

import java.io.IOException;
import java.util.List;

/**
 * A trace's records and traffic in the order a file holds them: a traffic record stands before the
 * first record whose events start at or after its {@code after}. Traffic whose {@code after} falls
 * inside a family, or is out of order, comes out where it can, and the validator names it.
 */
final class InFileOrder {
    interface Visitor {
        void record(TraceEvent e) throws IOException;

        void traffic(Traffic t) throws IOException;
    }

    private InFileOrder() {
    }

    static void walk(Trace trace, Visitor v) throws IOException {
        List<Traffic> traffic = trace.traffic();
        int k = 0;
        long at = 0;
        for (TraceEvent e : trace.records()) {
            while (k < traffic.size() && traffic.get(k).after() <= at) v.traffic(traffic.get(k++));
            v.record(e);
            at += e.expandedCount();
        }
        while (k < traffic.size()) v.traffic(traffic.get(k++));
    }

    /** {@link #walk} for visitors that throw nothing checked. */
    static void walkUnchecked(Trace trace, Visitor v) {
        try {
            walk(trace, v);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
