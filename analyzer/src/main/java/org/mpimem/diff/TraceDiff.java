package org.mpimem.diff;

import org.mpimem.extrapolate.SiteEvents;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.Replayer;
import org.mpimem.trace.InputException;
import org.mpimem.trace.Trace;

import java.util.List;
import java.util.Locale;

/**
 * Two traces of one application compared as the replay sees them: event differences
 * ({@link EventDiff}) and replay differences under every design given ({@link ReplayDiff}). Two
 * traces with the same world and records ({@link SameRecords}: ids and lines aside) are equal without a look at their
 * families' copies; otherwise both are read event by event, each family's copies one by one, up
 * to {@link #MAX_EVENTS} events each (more is refused as bad input, in O(records)).
 */
public record TraceDiff(List<String> events, List<String> replays) {
    /** 2^22: a real trace of the counts one can run and trace has far fewer; a few seconds of alignment. */
    public static final long MAX_EVENTS = 1L << 22;

    public boolean equal() {
        return events.isEmpty() && replays.isEmpty();
    }

    public static TraceDiff of(Trace a, Trace b, Replayer replayer, List<ModelSpec> models) {
        if (SameRecords.of(a, b)) return new TraceDiff(List.of(), List.of());
        bound(a, "A");
        bound(b, "B");
        SiteEvents ea = new SiteEvents(a), eb = new SiteEvents(b);
        return new TraceDiff(EventDiff.of(a, ea, b, eb), ReplayDiff.of(ea.canonical(a), eb.canonical(b), replayer, models));
    }

    private static void bound(Trace t, String which) {
        long n = 0;
        for (var r : t.records()) n += r.expandedCount();
        if (n > MAX_EVENTS) throw new InputException(String.format(Locale.ROOT, "%s (%s): %,d events once its families are expanded, more than "
                + "trace diff compares one by one (%,d); the traces differ in their records, so they cannot be compared record by record",
                t.source(), which, n, MAX_EVENTS));
    }
}
