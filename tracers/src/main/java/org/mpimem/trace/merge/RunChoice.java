package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Which initial job is the trace's world when the logs hold several runs that no connect/accept
 * joins: a stale log of an earlier run in the same directory must not take over the merge because
 * its job started first. Runs are the initial jobs joined (directly or not) by connect/accept; the
 * run whose jobs have a log for every rank, then the one with most complete logs, wins; among
 * equals, the one started first (jobs that connect to each other: the server is the world). Its
 * earliest job is the world.
 */
final class RunChoice {
    private RunChoice() {
    }

    /** The index of the job to be the world: 0 unless another run is more complete. */
    static int world(List<Job> jobs, ConnectPairs pairs) {
        int n = jobs.size();
        int[] run = new int[n];
        for (int i = 0; i < n; i++) run[i] = i;
        for (boolean changed = true; changed; ) { // few jobs, few links: a fixed point is cheap
            changed = false;
            for (int[] l : pairs.links()) {
                int m = Math.min(run[l[0]], run[l[1]]);
                if (run[l[0]] != m || run[l[1]] != m) { run[l[0]] = m; run[l[1]] = m; changed = true; }
            }
        }
        List<Integer> candidates = new ArrayList<>();
        for (Job j : jobs) if (!j.spawned() && run[j.index()] == j.index()) candidates.add(j.index());
        if (candidates.isEmpty()) return 0;
        Comparator<Integer> better = Comparator.<Integer>comparingInt(r -> whole(jobs, run, r) ? 1 : 0)
                .thenComparingLong(r -> completeLogs(jobs, run, r));
        int best = candidates.get(0);
        for (int r : candidates) if (better.compare(r, best) > 0) best = r;
        return best; // jobs are in start order, so a run's lowest index is its earliest job
    }

    private static boolean whole(List<Job> jobs, int[] run, int r) {
        for (Job j : jobs)
            if (run[j.index()] == r) for (ProcessLog l : j.byRank()) if (l == null) return false;
        return true;
    }

    private static long completeLogs(List<Job> jobs, int[] run, int r) {
        long n = 0;
        for (Job j : jobs)
            if (run[j.index()] == r) for (ProcessLog l : j.byRank()) if (l != null && l.complete()) n++;
        return n;
    }

    /** The jobs renumbered so that {@code world} comes first, the others in their order. */
    static List<Job> withWorldFirst(List<Job> jobs, int world) {
        List<Job> order = new ArrayList<>();
        order.add(jobs.get(world));
        for (Job j : jobs) if (j.index() != world) order.add(j);
        List<Job> out = new ArrayList<>();
        for (Job j : order) out.add(new Job(out.size(), j.token(), j.spawned(), j.byRank(), j.start()));
        return out;
    }
}
