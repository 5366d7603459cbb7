package org.mpimem.replay;

import org.mpimem.account.Attribution;
import org.mpimem.account.Ledger;
import org.mpimem.account.ProcessStats;
import org.mpimem.model.ModelSpec;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which line of the application costs the memory (replay --by-site): whatever the ledger gains or
 * loses while an event is replayed belongs to that event's call site: a creation to the site of
 * the new communicator, a free to the site that made the freed one, MPI_Init and new process
 * groups to {@link SiteBytes#INIT}. So the sites partition the replay's charges: per process they
 * sum to its total exactly, and a structure that several communicators share (a VC table, an
 * address table) is charged to the site whose communicator first needed it on that process. The
 * attribution is per charge, through the ledger's run-based vectors: no per-process work.
 * <p>
 * The split is given at the end and at the peak: applications free their communicators before
 * MPI_Finalize, so at the end every site may hold nothing. The peak split replays the trace a
 * second time up to the peak event the first pass found (O(events), no per-event snapshots).
 */
public final class SiteReplay {
    private final Replayer replayer;

    public SiteReplay(Replayer replayer) {
        this.replayer = replayer;
    }

    public SiteReplayResult replayAll(Trace trace, List<ModelSpec> models, String profile) {
        List<SiteResult> out = new ArrayList<>();
        for (ModelSpec m : models) out.add(replay(trace, m));
        return new SiteReplayResult(trace.source(), trace.worldSize(), trace.events().size(), profile, out);
    }

    public SiteResult replay(Trace trace, ModelSpec spec) {
        Pass end = new Pass();
        ModelResult r = end.run(trace, spec, trace.events().size());
        // the peak is the end when the last event made it: no second pass then
        Pass peak = r.peakEvent() == trace.events().size() ? end : new Pass();
        if (peak != end) peak.run(trace, spec, r.peakEvent());
        List<String> sites = new ArrayList<>(end.tags.keySet());
        return new SiteResult(r, end.rows(sites, r.end().max()), peak.rows(sites, r.peak().max()));
    }

    /** One replay, tagging each event's charges with its site. */
    private final class Pass {
        final Map<String, Integer> tags = new LinkedHashMap<>(Map.of(SiteBytes.INIT, 0));
        final List<Integer> comms = new ArrayList<>(List.of(1)); // the initial MPI_COMM_WORLD
        final Map<Integer, Integer> tagOfComm = new HashMap<>();
        final Attribution a = new Attribution();

        ModelResult run(Trace trace, ModelSpec spec, int events) {
            return replayer.replay(trace, spec, new Ledger(a), e -> {
                int tag = 0;
                // a family applied whole counts its copies; the model keeps it under its first id
                CommDef made = e instanceof TraceEvent.Created c ? c.comm() : e instanceof TraceEvent.CreatedFamily f ? f.family().first() : null;
                if (made != null) {
                    tag = tags.computeIfAbsent(SiteBytes.siteOf(made), s -> tags.size());
                    if (tag == comms.size()) comms.add(0);
                    comms.set(tag, comms.get(tag) + e.expandedCount());
                    tagOfComm.put(made.id(), tag);
                } else if (e instanceof TraceEvent.Freed f) tag = tagOfComm.getOrDefault(f.commId(), 0);
                else if (e instanceof TraceEvent.FreedFamily f) tag = tagOfComm.getOrDefault(f.firstId(), 0);
                else comms.set(0, comms.get(0) + 1); // a spawned or connected group's own world
                a.attributeTo(tag);
            }, t -> {
                int tag = tags.computeIfAbsent(SiteBytes.MESSAGES, s -> tags.size());
                if (tag == comms.size()) comms.add(0);
                a.attributeTo(tag);
            }, events);
        }

        /** One row per site of the whole trace; a site first seen after this pass stopped has none yet. */
        List<SiteBytes> rows(List<String> sites, ProcessStats.Proc max) {
            List<SiteBytes> rows = new ArrayList<>();
            for (String site : sites) {
                Integer tag = tags.get(site);
                rows.add(tag == null ? new SiteBytes(site, 0, 0, BigInteger.ZERO)
                        : new SiteBytes(site, comms.get(tag), a.bytes(tag, max.group(), max.rank()), a.sum(tag)));
            }
            return rows;
        }
    }

}
