package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pairs the two sides of every MPI_Comm_connect/MPI_Comm_accept between separately started jobs.
 * A process sees the other job only as "rank r of the remote group", so the sides are paired by
 * what their roots share, the port name, and the other side's local group then gives the remote
 * one. Non-root members know no port: they find their side by the local member list and how often
 * this process had called connect/accept over that list before, which every member of a side
 * counts alike because the calls are collective over it.
 */
final class ConnectPairs {

    /** The other side of a connect/accept record: its job and local group, in that job's own ranks. */
    record Partner(int job, List<LogRecord.RefRun> local) {}

    /** One side: the records of all its members, and what its root knew. */
    private static final class Side {
        final int job;
        final String call, key;
        final List<LogRecord.RefRun> local;
        final int remoteSize;
        /** Where its members' records are ({@code path:line}): records are read again for the walk, so not objects. */
        final List<String> records = new ArrayList<>();
        String port, where;
        long rootTime;

        Side(int job, String key, LogRecord.Created c) {
            this.job = job;
            this.key = key;
            this.call = c.call();
            this.local = c.local();
            this.remoteSize = c.remote().stream().mapToInt(LogRecord.RefRun::count).sum();
        }

        int localSize() {
            return local.stream().mapToInt(LogRecord.RefRun::count).sum();
        }
    }

    private final Map<String, Partner> partners = new HashMap<>();
    private final List<int[]> links = new ArrayList<>();

    /** Scans the connect/accept records of every job and pairs the sides that reach another job. */
    ConnectPairs(List<Job> jobs, List<String> problems) {
        Map<String, Side> sides = new LinkedHashMap<>();
        for (Job j : jobs) // a log without remote refs has no side to pair: not read again
            for (ProcessLog log : j.byRank()) if (log != null && log.remoteRefs()) collect(j.index(), log, sides);
        Map<String, List<Side>> byPort = new LinkedHashMap<>();
        for (Side s : sides.values()) {
            if (s.port == null) problems.add(s.where + ": " + s.call + " to another job: its root left no record with the port name; not merged");
            else byPort.computeIfAbsent(s.port, p -> new ArrayList<>()).add(s);
        }
        byPort.forEach((port, list) -> pair(port, list, problems));
    }

    /** The other side of the record at {@code where} (path:line), or null when its remote group is in its own job or was not paired. */
    boolean isEmpty() {
        return partners.isEmpty();
    }

    Partner partner(String where) {
        return partners.get(where);
    }

    /** Pairs of job indices joined by a connect/accept. */
    List<int[]> links() {
        return links;
    }

    private static void collect(int job, ProcessLog log, Map<String, Side> sides) {
        Map<String, Integer> occ = new LinkedHashMap<>();
        for (LogRecord r : log.records()) {
            if (!(r instanceof LogRecord.Created c) || !Walker.CONNECT.contains(c.call()) || !c.isInter()) continue;
            // within one job the remote group is in the process's own world (ref 0) and needs no pairing
            if (c.local().stream().anyMatch(x -> x.ref() != 0) || c.remote().stream().allMatch(x -> x.ref() == 0)) continue;
            String local = c.local().toString();
            String key = job + "|" + local + "#" + occ.merge(local, 1, Integer::sum);
            Side s = sides.computeIfAbsent(key, k -> new Side(job, k, c));
            s.records.add(log.path() + ":" + c.line());
            if (s.where == null) s.where = log.path() + ":" + c.line();
            if (c.port() != null) {
                s.port = c.port();
                s.rootTime = c.time();
                s.where = log.path() + ":" + c.line();
            }
        }
    }

    /** A port's accepts and connects, each in the order their roots completed: the n-th of each pair up. */
    private void pair(String port, List<Side> sides, List<String> problems) {
        List<Side> acc = new ArrayList<>(), con = new ArrayList<>();
        for (Side s : sides) (s.call.equals("MPI_Comm_accept") ? acc : con).add(s);
        acc.sort(Comparator.comparingLong(s -> s.rootTime));
        con.sort(Comparator.comparingLong(s -> s.rootTime));
        for (int i = 0; i < Math.max(acc.size(), con.size()); i++) {
            Side a = i < acc.size() ? acc.get(i) : null, c = i < con.size() ? con.get(i) : null;
            if (a == null || c == null) {
                Side s = a == null ? c : a;
                problems.add(s.where + ": " + s.call + " on port " + port + " has no matching "
                        + (a == null ? "MPI_Comm_accept" : "MPI_Comm_connect") + " in these logs; not merged");
            } else if (a.job == c.job || a.remoteSize != c.localSize() || c.remoteSize != a.localSize()) {
                problems.add(a.where + ": MPI_Comm_accept on port " + port + " (" + a.localSize() + " local, " + a.remoteSize
                        + " remote processes) does not match MPI_Comm_connect at " + c.where + " (" + c.localSize() + " local, "
                        + c.remoteSize + " remote); not merged");
            } else {
                for (String r : a.records) partners.put(r, new Partner(c.job, c.local));
                for (String r : c.records) partners.put(r, new Partner(a.job, a.local));
                links.add(new int[]{a.job, c.job});
            }
        }
    }
}
