package org.mpimem.replay;

import org.mpimem.account.Attribution;
import org.mpimem.account.Ledger;
import org.mpimem.account.ProcessStats;
import org.mpimem.model.Design;
import org.mpimem.model.ModelSpec;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.function.ToIntFunction;

/**
 * The most-loaded process's bytes at the replay's peak, split by tags the caller gives each event
 * (as {@link SiteReplay} splits them by call site: whatever the ledger gains or loses while an
 * event is replayed belongs to that event's tag, so the tags sum to the total). Two replays (to the
 * end, then to the peak event) whatever the number of tags: a caller that wants the share of many
 * groups of events pays for the trace twice, not once per group (extrapolate's memory share of 746
 * refused NWChem units replayed each trace 747 times per design: 111 s).
 */
public final class TaggedPeak {
    /** The most-loaded process at the peak: its total and its bytes per tag (tags 0 .. tags-1). */
    public record Split(long total, long[] byTag) {}

    private final Replayer replayer;

    public TaggedPeak(Replayer replayer) {
        this.replayer = replayer;
    }

    /**
     * {@code tagOf} must give an event the same tag in both passes (a lookup, not a counter). Families
     * are replayed copy by copy, so each copy has its own tag.
     */
    public Split replay(Trace trace, Design design, ToIntFunction<TraceEvent> tagOf, int tags) {
        Trace t = trace.expanded();
        ModelSpec spec = replayer.spec(design);
        Attribution end = new Attribution();
        ModelResult r = replayer.replay(t, spec, new Ledger(end), e -> end.attributeTo(tagOf.applyAsInt(e)), x -> end.attributeTo(0), t.events().size());
        Attribution atPeak = end;
        if (r.peakEvent() != t.events().size()) { // the split as it was at the peak: replay up to it (no per-event snapshots)
            Attribution second = new Attribution();
            replayer.replay(t, spec, new Ledger(second), e -> second.attributeTo(tagOf.applyAsInt(e)), x -> second.attributeTo(0), r.peakEvent());
            atPeak = second;
        }
        ProcessStats.Proc max = r.peak().max();
        long[] by = new long[tags];
        for (int i = 0; i < tags; i++) by[i] = atPeak.bytes(i, max.group(), max.rank());
        return new Split(max.total(), by);
    }
}
