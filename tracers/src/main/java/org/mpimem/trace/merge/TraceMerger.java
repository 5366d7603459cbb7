package org.mpimem.trace.merge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Merges the per-process logs of a tracer directory ({@code mpimem-trace-<jobid>/}) into one
 * trace: groups the logs into jobs (the initial world, spawned ones and connected ones), derives global
 * identities ({@link Walker}), orders events consistently with every process
 * ({@link EventOrder}) and builds the trace ({@link TraceAssembler}).
 */
public final class TraceMerger {

    private TraceMerger() {
    }

    public static MergeResult merge(Path dir) throws IOException {
        return merge(List.of(dir));
    }

    /**
     * Merges the logs of several directories as one run: jobs started separately (each writes to its
     * own {@code mpimem-trace-<jobid>/} unless MPIMEM_TRACE_DIR names one) and joined by connect/accept.
     */
    public static MergeResult merge(List<Path> dirs) throws IOException {
        List<ProcessLog> logs = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Path dir : dirs) {
            int before = logs.size(), problemsBefore = problems.size();
            read(dir, logs, problems);
            if (logs.size() == before) {
                List<String> why = problems.subList(problemsBefore, problems.size());
                throw new IOException(why.isEmpty() ? dir + ": no tracer logs (*.log) in this directory"
                        : dir + ": no readable tracer log (*.log) in this directory:\n  " + String.join("\n  ", why));
            }
        }
        List<Job> jobs = jobs(logs, problems);
        ConnectPairs pairs = new ConnectPairs(jobs, problems);
        Set<Integer> included = included(jobs, pairs, problems);
        Walker w = new Walker(jobs, pairs, problems);
        for (Job j : jobs) if (included.contains(j.index())) w.walk(j);
        List<String> order = EventOrder.merge(w.chains, problems);
        String source = String.join(" ", dirs.stream().map(Path::toString).toList());
        return new MergeResult(new TraceAssembler(source, jobs, w, problems).build(order), problems, logs.size());
    }

    private static void read(Path dir, List<ProcessLog> logs, List<String> problems) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(p -> p.getFileName().toString().endsWith(".log")).sorted().toList()) {
                try {
                    ProcessLog log = ProcessLog.read(p);
                    logs.add(log);
                    problems.addAll(log.problems());
                } catch (IOException | RuntimeException e) {
                    problems.add(e.getMessage() + " (" + p + " skipped)");
                }
            }
        }
    }

    /**
     * The first initial job, every spawned job, and every initial job that connect/accept joins to one
     * of those; another initial job (another run written to the same directory) is reported and left out.
     */
    private static Set<Integer> included(List<Job> jobs, ConnectPairs pairs, List<String> problems) {
        Set<Integer> in = new TreeSet<>();
        for (Job j : jobs) if (j.index() == 0 || j.spawned()) in.add(j.index());
        for (boolean grew = true; grew; ) {
            grew = false;
            for (int[] l : pairs.links())
                if (in.contains(l[0]) != in.contains(l[1])) grew = in.add(l[0]) | in.add(l[1]);
        }
        for (Job j : jobs)
            if (!in.contains(j.index()))
                problems.add("job " + j.token() + " (" + j.size() + (j.size() == 1 ? " process" : " processes") + ") is a second initial job that no "
                        + "connect/accept joins to the first; left out");
        return in;
    }

    /**
     * Logs grouped by job token and spawned flag: the initial jobs by start time (the earliest is
     * the trace's world), then spawned jobs by start time.
     */
    private static List<Job> jobs(List<ProcessLog> logs, List<String> problems) {
        Map<String, List<ProcessLog>> byJob = new LinkedHashMap<>();
        for (ProcessLog l : logs) byJob.computeIfAbsent(l.job() + (l.spawned() ? "/spawned" : ""), k -> new ArrayList<>()).add(l);
        List<List<ProcessLog>> groups = new ArrayList<>(byJob.values());
        groups.sort(Comparator.comparing((List<ProcessLog> g) -> g.get(0).spawned())
                .thenComparingLong(g -> g.stream().mapToLong(ProcessLog::startTime).min().orElse(0)));
        List<Job> jobs = new ArrayList<>();
        for (List<ProcessLog> g : groups) {
            ProcessLog first = g.get(0);
            ProcessLog[] byRank = new ProcessLog[first.size()];
            Map<Integer, ProcessLog> seen = new HashMap<>();
            for (ProcessLog l : g) {
                if (l.size() != first.size() || l.rank() < 0 || l.rank() >= first.size())
                    problems.add(l.path() + ": rank " + l.rank() + " of " + l.size() + " does not fit job " + first.job() + " of " + first.size() + " processes; skipped");
                else if (seen.putIfAbsent(l.rank(), l) != null)
                    problems.add(l.path() + ": a second log for rank " + l.rank() + " of job " + first.job() + " (first: " + seen.get(l.rank()).path() + "); skipped");
                else byRank[l.rank()] = l;
            }
            jobs.add(new Job(jobs.size(), first.job(), first.spawned(), byRank,
                    g.stream().mapToLong(ProcessLog::startTime).min().orElse(0)));
        }
        return jobs;
    }
}
