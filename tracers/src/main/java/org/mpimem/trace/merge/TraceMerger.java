package org.mpimem.trace.merge;

import java.io.IOException;
import org.mpimem.trace.InputException;
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
import org.mpimem.trace.Trace;

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
        List<String> problems = new ArrayList<>();
        Found found = new Found();
        for (Path dir : dirs) {
            int before = found.count(), problemsBefore = problems.size();
            read(dir, found, problems);
            if (found.count() == before) {
                List<String> why = problems.subList(problemsBefore, problems.size());
                throw new InputException(why.isEmpty() ? dir + ": no tracer logs (*.log) in this directory"
                        : dir + ": no readable tracer log (*.log) in this directory:\n  " + String.join("\n  ", why));
            }
        }
        List<ProcessLog> logs = found.logs(problems);
        List<Job> jobs = jobs(logs, problems);
        List<String> pairProblems = new ArrayList<>();
        ConnectPairs pairs = new ConnectPairs(jobs, pairProblems);
        int world = RunChoice.world(jobs, pairs);
        if (world != 0) {
            jobs = RunChoice.withWorldFirst(jobs, world);
            pairProblems.clear();
            pairs = new ConnectPairs(jobs, pairProblems);
        }
        problems.addAll(pairProblems);
        Set<Integer> included = included(jobs, pairs, problems);
        Walker w = new Walker(jobs, pairs, problems);
        for (Job j : jobs) if (included.contains(j.index())) w.walk(j);
        List<String> order = EventOrder.merge(w.chains, w::where, problems);
        String source = String.join(" ", dirs.stream().map(Path::toString).toList());
        List<String> notes = new ArrayList<>();
        if (!found.jobFiles.isEmpty()) notes.add(found.said());
        Trace trace = new TraceAssembler(source, jobs, w, problems, notes).build(order);
        return new MergeResult(trace, problems, logs.size(), notes);
    }

    /**
     * What the directories hold: processes from job files (one file per world, written at
     * MPI_Finalize) and from per-process logs (the fallback when a job did not reach it, or
     * MPIMEM_TRACE_JOBFILE=0). A per-process log of a process that is also in a job file
     * (MPIMEM_TRACE_JOBFILE=keep, or a job killed between writing the job file and deleting the
     * logs) is the same log: the job file's copy is used.
     */
    private static final class Found {
        final List<String> jobFiles = new ArrayList<>();
        final List<ProcessLog> fromJobFiles = new ArrayList<>(), perProcess = new ArrayList<>();
        int duplicates, fromPerProcess;

        int count() {
            return fromJobFiles.size() + perProcess.size();
        }

        List<ProcessLog> logs(List<String> problems) {
            Set<String> inJobFile = new java.util.HashSet<>();
            for (ProcessLog l : fromJobFiles) {
                if (!perProcess.isEmpty()) inJobFile.add(l.process()); // only a per-process log can be a copy
                problems.addAll(l.problems());
            }
            List<ProcessLog> all = new ArrayList<>(fromJobFiles);
            for (ProcessLog l : perProcess) {
                if (inJobFile.contains(l.process())) { duplicates++; continue; }
                all.add(l);
                problems.addAll(l.problems());
            }
            fromPerProcess = all.size() - fromJobFiles.size();
            return all;
        }

        String said() {
            return "read " + fromJobFiles.size() + (fromJobFiles.size() == 1 ? " process" : " processes") + " from "
                    + jobFiles.size() + (jobFiles.size() == 1 ? " job file (" : " job files (") + String.join(", ", jobFiles.subList(0, Math.min(3, jobFiles.size())))
                    + (jobFiles.size() > 3 ? ", ..." : "") + ") and " + fromPerProcess + " from per-process logs"
                    + (duplicates > 0 ? "; " + duplicates + " per-process log(s) left out: the same processes are in a job file" : "");
        }
    }

    private static void read(Path dir, Found found, List<String> problems) throws IOException {
        if (Files.isRegularFile(dir))
            throw new InputException(dir + ": a file; trace merge expects the directory of tracer logs the run wrote (mpimem-trace-<jobid>/)");
        if (!Files.isDirectory(dir)) throw new java.nio.file.NoSuchFileException(dir.toString());
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(p -> p.getFileName().toString().endsWith(".log")).sorted().toList()) {
                // a FIFO or device would block or never end: the tracer writes regular files only
                if (!Files.isRegularFile(p)) {
                    problems.add(p + ": not a regular file (a FIFO, device or directory named *.log); skipped");
                    continue;
                }
                try {
                    if (JobFile.is(p)) {
                        JobFile jf = JobFile.read(p, problems);
                        found.jobFiles.add(p.getFileName().toString());
                        // the processes' logs are independent: read on every core, kept in rank order
                        List<LogSource> srcs = jf.logs();
                        Object[] read = new Object[srcs.size()];
                        java.util.stream.IntStream.range(0, read.length).parallel().forEach(i -> {
                            try {
                                read[i] = ProcessLog.read(srcs.get(i), jf.job());
                            } catch (IOException | RuntimeException e) {
                                read[i] = e;
                            }
                        });
                        for (int i = 0; i < read.length; i++) {
                            if (read[i] instanceof ProcessLog l) found.fromJobFiles.add(l);
                            else problems.add(((Exception) read[i]).getMessage() + " (" + srcs.get(i) + " skipped)");
                        }
                    } else {
                        found.perProcess.add(ProcessLog.read(p));
                    }
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
            if (!in.contains(j.index())) {
                List<String> files = java.util.Arrays.stream(j.byRank()).filter(java.util.Objects::nonNull)
                        .map(l -> l.path().name()).toList();
                ProcessLog first = java.util.Arrays.stream(j.byRank()).filter(java.util.Objects::nonNull).findFirst().orElseThrow();
                problems.add(first.path() + ":2: job " + j.token() + " (" + j.size() + (j.size() == 1 ? " process" : " processes")
                        + ", " + files.size() + (files.size() == 1 ? " log: " : " logs: ") + String.join(", ", files.subList(0, Math.min(4, files.size())))
                        + (files.size() > 4 ? ", ..." : "") + ") is another run than job " + jobs.get(0).token()
                        + ", the trace's world: no connect/accept joins them; left out. Give each run its own MPIMEM_TRACE_DIR"
                        + " (or remove the logs of earlier runs) to keep runs apart");
            }
        return in;
    }

    /**
     * Logs grouped by job token and spawned flag: the initial jobs by start time (the earliest is
     * the trace's world), then spawned jobs by start time.
     */
    private static List<Job> jobs(List<ProcessLog> logs, List<String> problems) throws IOException {
        Map<String, List<ProcessLog>> byJob = new LinkedHashMap<>();
        for (ProcessLog l : logs) byJob.computeIfAbsent(l.job() + (l.spawned() ? "/spawned" : ""), k -> new ArrayList<>()).add(l);
        List<List<ProcessLog>> groups = new ArrayList<>(byJob.values());
        groups.sort(Comparator.comparing((List<ProcessLog> g) -> g.get(0).spawned())
                .thenComparingLong(g -> g.stream().mapToLong(ProcessLog::startTime).min().orElse(0)));
        List<Job> jobs = new ArrayList<>();
        for (List<ProcessLog> g : groups) {
            ProcessLog first = g.get(0);
            int size = JobSize.of(g, problems);
            if (size < 0) continue;
            ProcessLog[] byRank = new ProcessLog[size];
            Map<Integer, ProcessLog> seen = new HashMap<>();
            for (ProcessLog l : g) {
                if (l.size() != size) continue; // reported by JobSize
                if (seen.putIfAbsent(l.rank(), l) != null)
                    problems.add(l.path() + ":2: a second log for rank " + l.rank() + " of job " + first.job() + " (first: " + seen.get(l.rank()).path() + "); skipped");
                else byRank[l.rank()] = l;
            }
            jobs.add(new Job(jobs.size(), first.job(), first.spawned(), byRank,
                    g.stream().filter(l -> l.size() == size).mapToLong(ProcessLog::startTime).min().orElse(0)));
        }
        if (jobs.isEmpty()) throw new InputException("no job's logs can be merged:\n  " + String.join("\n  ", problems));
        return jobs;
    }
}
