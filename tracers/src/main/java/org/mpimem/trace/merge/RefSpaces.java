package org.mpimem.trace.merge;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/**
 * The ref spaces of one process's log (docs/tracer.md): ref 0 is its own world, a ref above 0
 * the remote group of a dynamic intercommunicator it saw. Resolves a record's runs to process
 * references ({@link Members} whose groups are job indices) by run arithmetic, so a world-sized
 * member list costs its runs, not its members: a run of a one-run space (a world, a spawned job)
 * maps to one run, a stride-1 run of any space to a slice of its runs; only a strided run of an
 * arbitrary space (a remote group in a custom order) is mapped element by element.
 */
final class RefSpaces {
    private final Map<Integer, Members> spaces = new HashMap<>();

    RefSpaces(int job, int worldSize) {
        spaces.put(0, Members.range(job, 0, worldSize));
    }

    private boolean worldReplaced;

    void put(int ref, Members space) {
        worldReplaced |= ref == 0; // only by a damaged log: ref 0 is the world
        spaces.put(ref, space);
    }

    /** True while ref 0 is the job's world, the same space on every process of the job. */
    boolean ownWorld() {
        return !worldReplaced;
    }

    /** The processes of {@code runs}, or null if one is outside its space (or in none, like '?'). */
    Members resolve(List<LogRecord.RefRun> runs) {
        Members.Builder b = new Members.Builder();
        for (LogRecord.RefRun r : runs) {
            Members space = spaces.get(r.ref());
            long last = r.start() + (long) (r.count() - 1) * r.stride();
            if (space == null || r.start() < 0 || r.start() >= space.size() || last < 0 || last >= space.size()) return null;
            if (space.runCount() == 1) {
                Run s = space.run(0);
                // within one space both ends are in range, so the composed stride is below its size
                int stride = r.count() == 1 ? 1 : r.stride() * s.stride();
                b.add(new Run(s.group(), s.rankAt(r.start()), r.count(), stride));
            } else if (r.stride() == 1) {
                for (Run x : space.slice(r.start(), r.count()).runs()) b.add(x);
            } else {
                for (int k = 0; k < r.count(); k++) {
                    long g = space.get(r.start() + k * r.stride());
                    b.add(Members.groupOf(g), Members.rankOf(g));
                }
            }
        }
        return b.build();
    }
}
