package org.mpimem.trace.merge;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The size of a job, from what its logs claim, checked before anything is sized by it: a damaged
 * header must not make the merge allocate per rank of a size no run had (size=100000000 in one of
 * four logs). The size most of the job's logs agree on wins (the smaller one on a tie); a log
 * claiming another is reported and skipped. A size that leaves most ranks without a log, and more
 * than {@link #MISSING_TOLERATED} of them, is not trusted: the job is reported and left out.
 */
final class JobSize {
    /** Ranks a job may lack logs of whatever its size: a crash before MPI_Init, logs deleted by hand. */
    static final int MISSING_TOLERATED = 4096;

    private JobSize() {
    }

    /** The job's size, or -1 if it cannot be trusted (reported). */
    static int of(List<ProcessLog> logs, List<String> problems) {
        Map<Integer, Integer> votes = new TreeMap<>();
        for (ProcessLog l : logs) votes.merge(l.size(), 1, Integer::sum);
        int size = -1, most = 0;
        for (Map.Entry<Integer, Integer> v : votes.entrySet())
            if (v.getValue() > most) { size = v.getKey(); most = v.getValue(); }
        int agreed = size;
        ProcessLog first = logs.stream().filter(l -> l.size() == agreed).findFirst().orElseThrow();
        String job = first.job();
        for (ProcessLog l : logs)
            if (l.size() != size)
                problems.add(l.path() + ":2: size=" + l.size() + " disagrees with the " + most + " other log(s) of job " + job
                        + " (size=" + size + "); skipped");
        long missing = (long) size - most;
        if (missing > MISSING_TOLERATED && missing > most) {
            problems.add(first.path() + ":2: job " + job + " claims size=" + size + " but only " + most
                    + " of its logs are present: not trusted; left out");
            return -1;
        }
        return size;
    }
}
