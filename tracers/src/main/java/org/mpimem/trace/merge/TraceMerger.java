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
import java.util.stream.Stream;

/**
 * Merges the per-process logs of a tracer directory ({@code mpimem-trace-<jobid>/}) into one
 * trace: groups the logs into jobs (the initial world and any spawned ones), derives global
 * identities ({@link Walker}), orders events consistently with every process
 * ({@link EventOrder}) and builds the trace ({@link TraceAssembler}).
 */
public final class TraceMerger {

    private TraceMerger() {
    }

    public static MergeResult merge(Path dir) throws IOException {
        List<ProcessLog> logs = new ArrayList<>();
        List<String> problems = new ArrayList<>();
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
        if (logs.isEmpty()) throw new IOException(problems.isEmpty() ? dir + ": no tracer logs (*.log) in this directory"
                : dir + ": no readable tracer log (*.log) in this directory:\n  " + String.join("\n  ", problems));
        List<Job> jobs = jobs(logs, problems);
        Walker w = new Walker(jobs, problems);
        for (Job j : jobs) w.walk(j);
        if (w.fromSelf > 0) problems.add(w.fromSelf + " communicator record(s) made from MPI_COMM_SELF are left out (the trace format has no MPI_COMM_SELF)");
        List<String> order = EventOrder.merge(w.chains, problems);
        return new MergeResult(new TraceAssembler(dir.toString(), jobs, w, problems).build(order), problems, logs.size());
    }

    /**
     * Logs grouped by job token and spawned flag, the initial job (earliest start) first, then
     * spawned jobs by start time. Further initial jobs (a job connected by connect/accept, or another
     * run written to the same directory) are reported and left out; connect/accept within one job
     * needs no second job.
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
            if (!first.spawned() && !jobs.isEmpty()) {
                problems.add("job " + first.job() + " (" + g.size() + " logs) is a second initial job; left out (connect/accept between separate jobs is not merged)");
                continue;
            }
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
