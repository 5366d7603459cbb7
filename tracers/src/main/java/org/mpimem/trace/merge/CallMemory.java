package org.mpimem.trace.merge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What each traced call left behind in live bytes, per process and call site, as the tracer writes
 * it when the allocation counter is preloaded beside it ({@code mem=} on each record, {@code init_mem=}
 * on the proc line; {@code mpimem measure}). A free belongs to the site that made the freed
 * communicator, as in {@code replay --by-site}; sites are symbolized as the merge does.
 * Only the initial world's processes are read (spawned jobs have their own worlds).
 * <p>
 * Arrival-order buffers ({@code mem_arrival=}, {@code init_mem_arrival=}: what the library took to hold
 * a message that came before its receive, and keeps in a pool) are taken out of {@code init},
 * {@code created} and {@code freed} and counted apart: which call and which process get them is a
 * race between processes, so they would move a site's bytes from run to run.
 */
public record CallMemory(int rank, long init, long initArrival, Map<String, Site> sites) {

    /**
     * One site on one process: its calls, the bytes its creations left, the bytes its frees returned
     * (negative), both without arrival-order buffers, and those buffers' bytes over its calls.
     */
    public record Site(int calls, long created, long freed, long arrival) {
        Site plus(boolean free, long bytes, long early) {
            return free ? new Site(calls, created, freed + bytes - early, arrival + early)
                    : new Site(calls + 1, created + bytes - early, freed, arrival + early);
        }

        Site plus(Site o) {
            return new Site(calls + o.calls, created + o.created, freed + o.freed, arrival + o.arrival);
        }
    }

    /** Per world rank, in rank order; an IOException names the log and line of a record without mem=. */
    public static List<CallMemory> read(Path dir) throws IOException {
        // per-process logs and the parts of job files (one file per job, written at MPI_Finalize)
        List<LogSource> logs = JobFile.inDirectory(dir);
        List<CallMemory> raw = new ArrayList<>();
        Set<Integer> ranks = new java.util.HashSet<>();
        for (LogSource p : logs) {
            CallMemory m = readOne(p);
            // a rank in a job file and in a per-process log (MPIMEM_TRACE_JOBFILE=keep): the same log
            if (m != null && ranks.add(m.rank)) raw.add(m);
        }
        if (raw.isEmpty()) throw new IOException(dir + ": no tracer log of the initial world (*.log)");
        Set<String> sites = new LinkedHashSet<>();
        raw.forEach(m -> sites.addAll(m.sites.keySet()));
        Map<String, String> names = new Symbolizer(new ArrayList<>()).symbolize(sites);
        List<CallMemory> out = new ArrayList<>();
        for (CallMemory m : raw) {
            Map<String, Site> named = new LinkedHashMap<>();
            m.sites.forEach((k, v) -> named.merge(names.getOrDefault(k, k), v, Site::plus));
            out.add(new CallMemory(m.rank, m.init, m.initArrival, named));
        }
        out.sort(java.util.Comparator.comparingInt(CallMemory::rank));
        return out;
    }

    /** null for a spawned process's log. */
    private static CallMemory readOne(LogSource p) throws IOException {
        String text = p.text();
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        lines.remove(lines.size() - 1); // "" after the last newline, or a cut record (a killed process)
        if (lines.size() < 2 || !lines.get(1).startsWith("proc ")) throw new IOException(p + ":1: not an mpimem tracer log");
        Map<String, String> proc = ProcessLog.fields(lines.get(1), 1);
        if ("1".equals(proc.get("spawned"))) return null;
        long initArrival = optional(p, 2, proc, "init_mem_arrival"), init = number(p, 2, proc, "init_mem") - initArrival;
        Map<String, String> siteOfLid = new HashMap<>();
        Map<String, Site> sites = new LinkedHashMap<>();
        for (int i = 2; i < lines.size(); i++) {
            String line = lines.get(i);
            boolean free = line.startsWith("f ");
            if (!free && !line.startsWith("c ")) continue;
            Map<String, String> f = ProcessLog.fields(line, 1);
            String site = free ? siteOfLid.get(f.get("lid")) : f.getOrDefault("site", "(no site)");
            if (!free) siteOfLid.put(f.get("lid"), site);
            if (site == null) continue; // a communicator this process did not see made (never happens for its own frees)
            long bytes = number(p, i + 1, f, "mem"), early = optional(p, i + 1, f, "mem_arrival");
            sites.merge(site, new Site(0, 0, 0, 0).plus(free, bytes, early), (a, b) -> a.plus(free, bytes, early));
        }
        return new CallMemory(Integer.parseInt(proc.get("rank")), init, initArrival, sites);
    }

    /** A field the tracer writes only when it is not 0 (and a counter that sorts it out is preloaded). */
    private static long optional(LogSource p, int line, Map<String, String> f, String key) throws IOException {
        return f.containsKey(key) ? number(p, line, f, key) : 0;
    }

    private static long number(LogSource p, int line, Map<String, String> f, String key) throws IOException {
        String v = f.get(key);
        if (v == null) throw new IOException(p + ":" + line + ": no " + key + "=: the allocation counter was not preloaded beside the tracer");
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IOException(p + ":" + line + ": " + key + "=" + v + " is not a number of bytes");
        }
    }
}
