package org.mpimem.replay;

import org.mpimem.account.Attribution;
import org.mpimem.account.Ledger;
import org.mpimem.model.ModelSpec;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The model's bytes per call site and world process, with what a site's creations charged kept
 * apart from what the frees of its communicators returned: the same split as the tracer's
 * {@code mem=} counts, which {@code mpimem measure} compares with. Tag 2k: site k's creations
 * (site 0 is MPI_Init, with the worlds of spawned groups), tag 2k+1: the frees of its communicators.
 */
public final class CreateFreeSplit {
    private final Map<String, Integer> sites = new LinkedHashMap<>(Map.of(SiteBytes.INIT, 0));
    private final Attribution a = new Attribution();
    private final java.util.Set<String> windows = new java.util.HashSet<>();
    private final int worldSize;

    private CreateFreeSplit(int worldSize) {
        this.worldSize = worldSize;
    }

    public static CreateFreeSplit of(Replayer replayer, Trace trace, ModelSpec spec) {
        CreateFreeSplit s = new CreateFreeSplit(trace.worldSize());
        Map<Integer, Integer> siteOfComm = new HashMap<>();
        replayer.replay(trace, spec, new Ledger(s.a), e -> {
            CommDef made = e instanceof TraceEvent.Created c ? c.comm() : e instanceof TraceEvent.CreatedFamily f ? f.family().first() : null;
            int tag = 0;
            if (made != null) {
                int site = s.sites.computeIfAbsent(SiteBytes.siteOf(made), k -> s.sites.size());
                siteOfComm.put(made.id(), site);
                if (made.call().isWindow()) s.windows.add(SiteBytes.siteOf(made));
                tag = 2 * site;
            } else if (e instanceof TraceEvent.Freed f) tag = 2 * siteOfComm.getOrDefault(f.commId(), 0) + 1;
            else if (e instanceof TraceEvent.FreedFamily f) tag = 2 * siteOfComm.getOrDefault(f.firstId(), 0) + 1;
            s.a.attributeTo(tag);
        });
        return s;
    }

    public List<String> sites() {
        return new ArrayList<>(sites.keySet());
    }

    /** Sites that made RMA windows: what such a call allocates includes the window's own state and memory. */
    public java.util.Set<String> windowSites() {
        return java.util.Set.copyOf(windows);
    }

    public int worldSize() {
        return worldSize;
    }

    /** What the site's creations charged world rank {@code rank}; 0 for a site the trace does not have. */
    public long created(String site, int rank) {
        Integer k = sites.get(site);
        return k == null ? 0 : a.bytes(2 * k, 0, rank);
    }

    /** What the frees of the site's communicators gave back on world rank {@code rank} (0 or negative). */
    public long freed(String site, int rank) {
        Integer k = sites.get(site);
        return k == null ? 0 : a.bytes(2 * k + 1, 0, rank);
    }
}
