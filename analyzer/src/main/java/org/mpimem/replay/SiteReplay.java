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
        Map<String, Integer> tags = new LinkedHashMap<>(Map.of(SiteBytes.INIT, 0));
        List<Integer> comms = new ArrayList<>(List.of(1)); // the initial MPI_COMM_WORLD
        Map<Integer, Integer> tagOfComm = new HashMap<>();
        Attribution a = new Attribution();
        ModelResult r = replayer.replay(trace, spec, new Ledger(a), e -> {
            int tag = 0;
            if (e instanceof TraceEvent.Created c) {
                tag = tags.computeIfAbsent(site(c.comm()), s -> tags.size());
                if (tag == comms.size()) comms.add(0);
                comms.set(tag, comms.get(tag) + 1);
                tagOfComm.put(c.comm().id(), tag);
            } else if (e instanceof TraceEvent.Freed f) tag = tagOfComm.getOrDefault(f.commId(), 0);
            else comms.set(0, comms.get(0) + 1); // a spawned or connected group's own world
            a.attributeTo(tag);
        });
        ProcessStats.Proc max = r.end().max();
        List<SiteBytes> rows = new ArrayList<>();
        tags.forEach((site, tag) -> rows.add(new SiteBytes(site, comms.get(tag), a.bytes(tag, max.group(), max.rank()), a.sum(tag))));
        return new SiteResult(r, rows);
    }

    static String site(CommDef d) {
        return d.attrs().getOrDefault("site", SiteBytes.NO_SITE);
    }

    /** Sum of the rows' all-process bytes: equals the replay's total over processes. */
    public static BigInteger allProcesses(List<SiteBytes> rows) {
        return rows.stream().map(SiteBytes::allProcesses).reduce(BigInteger.ZERO, BigInteger::add);
    }
}
