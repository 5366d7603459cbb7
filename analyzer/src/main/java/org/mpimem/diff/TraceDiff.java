package org.mpimem.diff;

import org.mpimem.extrapolate.align.InputBound;
import org.mpimem.replay.ReplayBound;
import org.mpimem.extrapolate.align.SiteEvents;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.Replayer;
import org.mpimem.trace.InputException;
import org.mpimem.trace.Trace;

import java.util.List;

/**
 * Two traces of one application compared as the replay sees them: event differences
 * ({@link EventDiff}) and replay differences under every design given ({@link ReplayDiff}). Two
 * traces with the same world and records ({@link SameRecords}: ids and lines aside) are equal without a look at their
 * families' copies; otherwise both are read event by event, each family's copies one by one, up
 * to {@link InputBound#MAX_EVENTS} events in all (more is refused as bad input, in O(records)).
 */
public record TraceDiff(List<String> events, List<String> replays) {
    public boolean equal() {
        return events.isEmpty() && replays.isEmpty();
    }

    public static TraceDiff of(Trace a, Trace b, Replayer replayer, List<ModelSpec> models) {
        if (SameRecords.of(a, b)) return new TraceDiff(List.of(), List.of());
        InputBound.check(List.of(a, b), "trace diff aligns one by one", "the traces differ in their records, so they cannot be compared "
                + "record by record; compare traces at smaller process counts");
        ReplayBound.checkPlacements(a);
        ReplayBound.checkPlacements(b);
        SiteEvents ea = new SiteEvents(a), eb = new SiteEvents(b);
        return new TraceDiff(EventDiff.of(a, ea, b, eb), ReplayDiff.of(ea.canonical(a), eb.canonical(b), replayer, models));
    }
}
