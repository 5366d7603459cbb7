package org.mpimem.replay;

import org.mpimem.account.Attribution;
import org.mpimem.account.Category;
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
 * {@code mem=} counts, which {@code mpimem measure} compares with. Tag 3k: site k's creations
 * (site 0 is MPI_Init, with the worlds of spawned groups), tag 3k+1: the frees of its communicators,
 * tag 3k+2: the groups its creations keep from their callers. MPI_Comm_create and its kin keep the
 * group the application built before the call ({@link org.mpimem.trace.MpiCall#keepsCallersGroup()}):
 * both libraries allocated it in MPI_Group_incl or the like, outside the call's window, so what the
 * model charges for it is told apart. Its release stays with the frees: an application that freed
 * its group first (BLACS does, at once) gets those bytes back inside MPI_Comm_free.
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
                tag = 3 * site;
                if (made.call().keepsCallersGroup()) {
                    s.a.attributeTo(tag, Category.GROUPS, tag + 2);
                    return;
                }
            } else if (e instanceof TraceEvent.Freed f) tag = 3 * siteOfComm.getOrDefault(f.commId(), 0) + 1;
            else if (e instanceof TraceEvent.FreedFamily f) tag = 3 * siteOfComm.getOrDefault(f.firstId(), 0) + 1;
            s.a.attributeTo(tag);
        }, t -> s.a.attributeTo(3 * s.sites.computeIfAbsent(SiteBytes.MESSAGES, k -> s.sites.size())), trace.events().size());
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

    /**
     * What the site's creations charged world rank {@code rank} inside their calls; 0 for a site the
     * trace does not have. The callers' groups they keep are not in it ({@link #callersGroups}).
     */
    public long created(String site, int rank) {
        Integer k = sites.get(site);
        return k == null ? 0 : a.bytes(3 * k, 0, rank);
    }

    /** What the frees of the site's communicators gave back on world rank {@code rank} (0 or negative). */
    public long freed(String site, int rank) {
        Integer k = sites.get(site);
        return k == null ? 0 : a.bytes(3 * k + 1, 0, rank);
    }

    /** The groups the site's creations keep from their callers on world rank {@code rank}: allocated before the calls. */
    public long callersGroups(String site, int rank) {
        Integer k = sites.get(site);
        return k == null ? 0 : a.bytes(3 * k + 2, 0, rank);
    }
}
