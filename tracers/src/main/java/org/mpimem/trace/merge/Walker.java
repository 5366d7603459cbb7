package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;

/**
 * Turns the local facts of every log into global identities, without any help from the run: a
 * communicator made by a call collective over its parent is named by the parent's name and the
 * parent's collective sequence number (all members call collectives in the same order), plus,
 * for calls that make several disjoint communicators at once, the colour or the parent rank of
 * new rank 0; one made by a subset (create_group, intercomm create) by its tag, its members and how
 * often this process saw that combination before. Produces one chain of event tokens per process
 * and one {@link CommEntry} per communicator.
 */
final class Walker {
    private static final Set<String> SEVERAL = Set.of("MPI_Comm_split_type", "MPI_Comm_create", "MPI_Cart_sub");
    static final Set<String> CONNECT = Set.of("MPI_Comm_connect", "MPI_Comm_accept");

    final List<Job> jobs;
    private final ConnectPairs pairs;
    final Map<String, CommEntry> entries = new LinkedHashMap<>();
    final Chains chains = new Chains();
    final List<ProcessLog> processes = new ArrayList<>();
    final List<String> problems;
    final Map<Integer, String> spawnKey = new HashMap<>();
    final Map<Integer, Members> spawnLocal = new HashMap<>();
    /** Each walked process's reference (job, rank), by walk order. */
    final List<Long> gpids = new ArrayList<>();
    final TrafficCollector traffic = new TrafficCollector();

    private final WalkShapes shapes = new WalkShapes();
    private final Map<List<LogRecord.RefRun>, Members> resolved = new java.util.IdentityHashMap<>();
    private int resolvedJob = -1;
    private final Map<Integer, String> worldKeys = new HashMap<>();

    Walker(List<Job> jobs, ConnectPairs pairs, List<String> problems) {
        this.jobs = jobs;
        this.pairs = pairs;
        this.problems = problems;
    }

    /** Processes whose records are read ahead at a time, while the walk goes through the batch before. */
    private static final int BATCH = 512;

    /**
     * Walks the job's processes in rank order. Reading a log again costs as much as walking it, so
     * the next batch of logs is read on another core (a pipeline, bounded to two batches of records
     * held), with the same records and the same exceptions as reading each in turn.
     */
    void walk(Job job) {
        ProcessLog[] logs = job.byRank();
        java.util.concurrent.CompletableFuture<List<List<LogRecord>>> next = readAhead(logs, 0);
        for (int from = 0; from < logs.length; from += BATCH) {
            List<List<LogRecord>> batch;
            try {
                batch = next.join();
            } catch (java.util.concurrent.CompletionException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                throw e;
            }
            if (from + BATCH < logs.length) next = readAhead(logs, from + BATCH);
            for (int i = 0; i < batch.size(); i++) if (logs[from + i] != null) walk(job, logs[from + i], batch.get(i));
        }
    }

    private static java.util.concurrent.CompletableFuture<List<List<LogRecord>>> readAhead(ProcessLog[] logs, int from) {
        return java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            List<List<LogRecord>> out = new ArrayList<>();
            for (int r = from; r < Math.min(logs.length, from + BATCH); r++) out.add(logs[r] == null ? null : logs[r].walked());
            return out;
        });
    }

    private void walk(Job job, ProcessLog log, List<LogRecord> records) {
        int proc = processes.size();
        processes.add(log);
        long gpid = Members.gpid(job.index(), log.rank());
        gpids.add(gpid);
        chains.begin();
        LidMap<String> lids = new LidMap<>();
        LidMap<CommEntry> made = new LidMap<>(); // each lid's entry: a free finds it without hashing its key
        RefSpaces refs = new RefSpaces(job.index(), job.size());
        Map<String, Integer> occ = new HashMap<>();
        lids.put(0, worldKeys.computeIfAbsent(job.index(), j -> "W" + j)); // one string per job: see entry()
        lids.put(1, selfKey(job.index(), log.rank()));
        // each lid's groups as this process sees them, for its traffic: kept only for a log that has traffic
        LidMap<Members[]> views = hasTraffic(records) ? new LidMap<>() : null;
        if (views != null) views.put(0, new Members[] {Members.range(job.index(), 0, job.size()), null});
        if (log.spawned()) {
            if (spawnKey.containsKey(job.index())) {
                lids.put(log.parentLid(), spawnKey.get(job.index()));
                refs.put(log.parentRef(), spawnLocal.get(job.index()));
            } else {
                problems.add(log.path() + ": a spawned process whose MPI_Comm_spawn is in no log; what it made from its parent is left out");
            }
        }
        // a record's line is its position: a job file's shared lines are walked as their shapes' records
        for (int at = 0; at < records.size(); at++) {
            LogRecord r = records.get(at);
            int line = ProcessLog.line(at);
            if (r instanceof LogRecord.Coll || r instanceof LogRecord.Send) {
                int lid = r instanceof LogRecord.Coll c ? c.lid() : ((LogRecord.Send) r).lid();
                String k = lids.get(lid);
                // traffic on a comm left out (or never seen) goes with it, as its records do
                if (k == null || views.get(lid) == null) continue;
                String bad = traffic.note(r, proc, gpid, k, views.get(lid), chains.openLength());
                if (bad != null) problems.add(log.path() + ":" + line + ": " + bad);
                continue;
            }
            if (r instanceof LogRecord.Freed f) {
                if (views != null) views.remove(f.lid());
                String k = lids.remove(f.lid());
                CommEntry known = made.remove(f.lid());
                if (k == null) problems.add(log.path() + ":" + line + ": free of lid " + f.lid() + ", which this log never created");
                else {
                    // the lid's entry unless a damaged log made the lid again as something else
                    CommEntry e = known != null && known.key == k ? known : entries.get(k);
                    if (e != null) {
                        e.freers.add(proc);
                        e.freeCall = f.call();
                        chains.add(2 * chains.index(e) + 1, line);
                    }
                }
                continue;
            }
            LogRecord.Created c = (LogRecord.Created) r;
            String pk = lids.get(c.parentLid());
            if (pk == null || pk.startsWith("?")) {
                if (pk == null) problems.add(where(log, line) + ": " + c.call() + " on a communicator the tracer did not see created: made by a call"
                        + " the tracer does not wrap (MPI_Comm_join, or an MPI-4 call the MPI lacked when the tracer was built)"
                        + " or lost with a damaged line");
                lids.put(c.lid(), (pk == null ? "?" : pk) + "/" + c.lid());
                continue;
            }
            // a shape met before from this parent is a known call, and no connect (those are not noted)
            WalkShapes.Shape seen = shapes.get(c.fields(), pk);
            if (seen == null && MpiCall.byMpiName(c.call()).isEmpty()) {
                // left out with what is made from it; those records and its free are not reported again
                problems.add(where(log, line) + ": unknown call '" + c.call() + "', left out");
                lids.put(c.lid(), "?" + pk + "/" + c.lid());
                continue;
            }
            Integer child = c.call().startsWith("MPI_Comm_spawn") ? claimSpawn(pk + "/" + c.seq(), c) : null;
            if (child != null) refs.put(c.ref(), Members.range(child, 0, jobs.get(child).size()));
            ConnectPairs.Partner other = pairs.isEmpty() ? null : pairs.partner(where(log, line));
            if (other != null)
                refs.put(c.ref(), new RefSpaces(other.job(), jobs.get(other.job()).size()).resolve(other.local()));
            Members loc = resolve(job, refs, c.local()), rem = c.isInter() ? resolve(job, refs, c.remote()) : null;
            if (loc == null || (c.isInter() && rem == null)) {
                problems.add(where(log, line) + ": " + c.call() + " has members the merge cannot place");
                lids.put(c.lid(), "?" + pk + "/" + c.lid());
                continue;
            }
            CommEntry e = entry(c, seen, line, pk, loc, rem, occ, log);
            String bad = e.add(proc, gpid, pk, loc, rem, c.fields());
            if (bad != null) problems.add(where(log, line) + ": " + c.call() + " (first recorded at " + e.where + "): " + bad);
            String key = e.key;
            if (child != null) {
                e.spawnedJob = child;
                spawnKey.put(child, key);
                spawnLocal.put(child, e.local);
            }
            chains.add(2 * chains.index(e), line);
            lids.put(c.lid(), key);
            made.put(c.lid(), e);
            if (views != null) views.put(c.lid(), new Members[] {loc, rem});
        }
        chains.end();
    }

    private static boolean hasTraffic(List<LogRecord> records) {
        for (LogRecord r : records) if (r instanceof LogRecord.Coll || r instanceof LogRecord.Send) return true;
        return false;
    }

    private static String where(ProcessLog log, int line) {
        return log.path() + ":" + line;
    }

    /**
     * The communicator of a record. A record collective over its parent (keyed by the parent and
     * its sequence number) whose shape and parent were seen before (the same line but for times,
     * on another process of an SPMD program) reuses that key and entry: no key is built or hashed.
     */
    private CommEntry entry(LogRecord.Created c, WalkShapes.Shape seen, int line, String pk, Members loc, Members rem,
                            Map<String, Integer> occ, ProcessLog log) {
        boolean connect = seen == null && CONNECT.contains(c.call()), byParent = c.seq() >= 0 && !connect;
        // a subset's call (create_group, intercomm create) is named by its groups too: the same
        // shape, parent and groups (resolved once per shape) give the same name, its n-th
        // occurrence on this process the same entry
        if (seen != null && (byParent || (seen.loc() == loc && seen.rem() == rem))) {
            if (byParent) return seen.entry();
            int n = occ.merge(seen.base(), 1, Integer::sum);
            if (n == 1) return seen.entry();
            CommEntry e = seen.later(n);
            if (e == null) seen.met(n, e = entries.computeIfAbsent(seen.base() + "#" + n, k -> new CommEntry(k, c.call(), loc, rem, where(log, line))));
            return e;
        }
        String base = connect ? "P/" + canonical(loc, rem) : base(c, pk, loc, rem);
        int n = byParent ? 0 : occ.merge(base, 1, Integer::sum);
        CommEntry e = entries.computeIfAbsent(byParent ? base : base + "#" + n, k -> new CommEntry(k, c.call(), loc, rem, where(log, line)));
        if (!connect && n <= 1) shapes.put(c.fields(), pk, loc, rem, base, e);
        return e;
    }

    /**
     * The processes of {@code runs}. Runs in the world alone (ref 0) name the same processes on
     * every process of the job, so a shape's runs (one list object, {@link RecordShapes}) are
     * resolved once per job.
     */
    private Members resolve(Job job, RefSpaces refs, List<LogRecord.RefRun> runs) {
        if (!refs.ownWorld()) return refs.resolve(runs);
        for (LogRecord.RefRun r : runs) if (r.ref() != 0) return refs.resolve(runs);
        if (resolvedJob != job.index()) {
            resolved.clear();
            resolvedJob = job.index();
        }
        Members m = resolved.get(runs);
        if (m == null && !resolved.containsKey(runs)) {
            if (resolved.size() >= RecordShapes.LIMIT) resolved.clear();
            resolved.put(runs, m = refs.resolve(runs));
        }
        return m;
    }

    /** {@code path:line} of process {@code proc}'s {@code i}-th event. */
    String where(int proc, int i) {
        return processes.get(proc).path() + ":" + chains.line(proc, i);
    }

    /** The key of a process's MPI_COMM_SELF; what is made from it has keys that extend it with '/'. */
    static String selfKey(int job, int rank) {
        return "S" + job + "." + rank;
    }

    /** True for the key of an MPI_COMM_SELF itself, not of a communicator derived from one. */
    static boolean isSelf(String key) {
        return key.startsWith("S") && key.indexOf('/') < 0;
    }

    /**
     * A communicator's name but for how often this process met it before: a call collective over its
     * parent by the parent and its sequence number; a create_group or intercomm create by its groups,
     * written as their canonical runs (and the caller adds {@code #<occurrence>}).
     */
    private static String base(LogRecord.Created c, String pk, Members loc, Members rem) {
        if (c.seq() >= 0) {
            String disc = c.call().equals("MPI_Comm_split") ? "." + c.fields().get("color")
                    : SEVERAL.contains(c.call()) ? "." + c.first() : "";
            return pk + "/" + c.seq() + disc;
        }
        // MPI-4's *_from_group(s) carry a string tag (stag=, escaped): it names them as the int tag does
        String tag = c.fields().containsKey("stag") ? "s" + c.fields().get("stag") : String.valueOf(c.tag());
        return c.isInter() ? "I" + tag + "/" + canonical(loc, rem) : pk + "/g" + tag + "/" + loc;
    }

    /** The two groups of an intercommunicator in an order both sides agree on. */
    private static String canonical(Members a, Members b) {
        String x = a.toString(), y = b.toString();
        return x.compareTo(y) < 0 ? x + "|" + y : y + "|" + x;
    }

    /** The spawned job this spawn started: the earliest one of the right size that started after the call began. */
    private Integer claimSpawn(String key, LogRecord.Created c) {
        for (Map.Entry<Integer, String> e : spawnKey.entrySet()) if (e.getValue().equals(key)) return e.getKey();
        int want = c.remote().stream().mapToInt(LogRecord.RefRun::count).sum();
        Job best = null;
        for (Job j : jobs)
            if (j.spawned() && !spawnKey.containsKey(j.index()) && j.size() == want && j.start() >= c.t0()
                    && (best == null || j.start() < best.start())) best = j;
        if (best == null) return null;
        spawnKey.put(best.index(), key); // claimed; the entry and local group follow
        return best.index();
    }
}
