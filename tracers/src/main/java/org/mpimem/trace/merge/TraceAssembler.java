package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceFormatException;
import org.mpimem.trace.TraceValidator;

/**
 * Builds the trace from the ordered tokens: ids in order of creation, a process group for each
 * spawned job just before its spawn and for each connected job before its first event, and every event checked by the streaming validator before it
 * is added, so what cannot be completed is reported and left out instead of spoiling the trace.
 */
final class TraceAssembler {
    private final Walker w;
    private final List<Job> jobs;
    private final List<String> problems;
    private final Trace.Builder b;
    private final TraceValidator v;
    private final Map<String, Integer> ids = new HashMap<>();
    private final Map<Integer, Integer> groupOfJob = new HashMap<>();
    private int groups = 1;
    private final Map<String, String> sites;

    TraceAssembler(String source, List<Job> jobs, Walker w, List<String> problems, List<String> notes) {
        this.w = w;
        sites = new Symbolizer(notes).symbolize(w.entries.values().stream().map(e -> e.site).filter(s -> s != null).distinct().toList());
        this.jobs = jobs;
        this.problems = problems;
        Placement p = jobs.get(0).placement(problems);
        b = new Trace.Builder(source, jobs.get(0).size(), p);
        v = new TraceValidator(source, new ProcessGroup(0, jobs.get(0).size(), p, Trace.WORLD, ProcessGroup.Origin.INITIAL), 0);
        ids.put("W0", Trace.WORLD);
        groupOfJob.put(0, 0);
    }

    Trace build(List<String> order) {
        Map<String, Integer> after = w.traffic.isEmpty() ? null : new HashMap<>();
        for (String t : order) {
            CommEntry e = w.entries.get(t.substring(2));
            if (t.startsWith("c ")) create(e);
            else if (ids.containsKey(e.key) && accept(new TraceEvent.Freed(ids.get(e.key), e.freeCall, 0), e, "its free"))
                b.free(ids.get(e.key), e.freeCall);
            if (after != null) after.put(t, b.eventCount());
        }
        checkHolders();
        Trace t = b.build();
        return after == null ? t : new TrafficPlacer(w, after, ids::get, this::members).place(t, problems);
    }

    private void create(CommEntry e) {
        if (e.spawnedJob != null && !groupOfJob.containsKey(e.spawnedJob)) addGroup(e.spawnedJob, ProcessGroup.Origin.SPAWN, e);
        // a connected job becomes a process group at its first event, which may precede the connect
        for (Members side : e.remote == null ? List.of(e.local) : List.of(e.local, e.remote))
            for (int job : side.groups()) // jobs in order of first appearance, as the holders list them
                if (!groupOfJob.containsKey(job) && !jobs.get(job).spawned()) addGroup(job, ProcessGroup.Origin.CONNECT, e);
        List<Integer> parents = new ArrayList<>();
        boolean intercomm = MpiCall.byMpiName(e.call).map(m -> m.family() == MpiCall.Family.INTERCOMM).orElse(false);
        for (String side : intercomm ? List.of("L", "R") : List.of(e.parentBySide.keySet().iterator().next())) {
            String pk = e.parentBySide.get(side);
            Integer id = pk != null && Walker.isSelf(pk) ? Integer.valueOf(Trace.SELF) : ids.get(pk);
            if (id == null) {
                problems.add(e.where + ": " + e.call + " left out: " + (e.parentBySide.containsKey(side)
                        ? "its parent is not in the trace" : "no member of its remote group left a record of it"));
                return;
            }
            parents.add(id);
        }
        Members local = members(e.local), remote = e.remote == null ? null : members(e.remote);
        if (local == null || (e.remote != null && remote == null)) {
            problems.add(e.where + ": " + e.call + " left out: it has processes of a job that is not in the trace");
            return;
        }
        MpiCall call = MpiCall.byMpiName(e.call).orElseThrow();
        int id = b.nextId();
        CommDef def = remote == null ? CommDef.intra(id, call, parents, local) : CommDef.inter(id, call, parents, local, remote);
        Map<String, String> attrs = new LinkedHashMap<>();
        e.attrs.forEach((k, x) -> { if (!x.equals("?")) attrs.put(k, x); });
        if (e.site != null) attrs.put("site", sites.get(e.site));
        def = def.withAttrs(attrs);
        if (accept(new TraceEvent.Created(def), e, "it")) {
            b.add(def);
            ids.put(e.key, id);
        }
    }

    private void addGroup(int job, ProcessGroup.Origin origin, CommEntry e) {
        Job j = jobs.get(job);
        Placement p = j.placement(problems);
        ProcessGroup g = new ProcessGroup(groups, j.size(), p, b.nextId(), origin);
        if (accept(new TraceEvent.GroupAdded(g, 0), e, origin == ProcessGroup.Origin.SPAWN ? "the group it spawned" : "the job it connects")) {
            b.addGroup(j.size(), p, origin);
            groupOfJob.put(job, groups++);
            ids.put("W" + job, g.worldComm());
        }
    }

    private boolean accept(TraceEvent ev, CommEntry e, String what) {
        try {
            v.accept(ev);
            return true;
        } catch (TraceFormatException x) {
            problems.add(e.where + ": " + e.call + ": " + what + " left out of the trace: " + x.reason());
            return false;
        }
    }

    /** Jobs' processes as the trace's process groups, run by run; null if a job is not in the trace. */
    private Members members(Members byJob) {
        Members.Builder m = new Members.Builder();
        for (Run r : byJob.runs()) {
            Integer group = groupOfJob.get(r.group());
            if (group == null) return null;
            m.add(new Run(group, r.start(), r.count(), r.stride()));
        }
        return m.build();
    }

    /**
     * Every holder whose log reached MPI_Finalize must have recorded the communicator. When every
     * holder recorded it (counted as the records came), there is nothing to look for; only
     * otherwise are the holders walked, to name the ones missing.
     */
    private void checkHolders() {
        Map<Long, Integer> procOf = null;
        for (CommEntry e : w.entries.values()) {
            if (!ids.containsKey(e.key)) continue;
            // spawned processes hold their spawn intercommunicator from MPI_Init on, without a record
            boolean spawn = e.spawnedJob != null;
            long holders = e.local.size() + (spawn || e.remote == null ? 0 : e.remote.size());
            if (e.recordedLocal + (spawn ? 0 : e.recordedRemote) != holders) {
                if (procOf == null) {
                    procOf = new HashMap<>();
                    for (int i = 0; i < w.gpids.size(); i++) procOf.put(w.gpids.get(i), i);
                }
                missing(e, spawn, procOf);
            }
            if (!e.freers.isEmpty() && e.freers.size() < e.participants.size() && unfreedByACompleteLog(e))
                problems.add(e.where + ": " + e.call + " was freed by " + e.freers.size() + " of its " + e.participants.size() + " recording members");
        }
    }

    /**
     * A member whose log ends early (reported once, as the cause) did not free what it held: that is
     * no news. Only a member that reached MPI_Finalize without freeing is.
     */
    private boolean unfreedByACompleteLog(CommEntry e) {
        for (int i = 0; i < e.participants.size(); i++) {
            int p = e.participants.at(i);
            if (!e.freers.contains(p) && w.processes.get(p).complete()) return true;
        }
        return false;
    }

    private void missing(CommEntry e, boolean spawn, Map<Long, Integer> procOf) {
        for (Members side : spawn || e.remote == null ? List.of(e.local) : List.of(e.local, e.remote))
            for (long g : side.toArray()) {
                Integer p = procOf.get(g);
                if (p != null && !e.participants.contains(p) && w.processes.get(p).complete())
                    problems.add(e.where + ": " + e.call + " is not in the log of its member " + w.processes.get(p).path());
            }
    }
}
