package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mpimem.trace.Members;

/**
 * The traffic records of every log, as the walk meets them: each tied to the communicator's key
 * and to where its process stood in its own chain of events, so that {@link TrafficPlacer} can
 * place it once the order of all events is known. Collectives are unioned over the processes on
 * (comm, call, root, size class); sends keep one pair each, grouped by (comm, the sender's side,
 * offset class), which makes both lists of a group free of repeats.
 */
final class TrafficCollector {
    /** One coll record to be: bytes the largest any member logged, placed after the latest member's position. */
    static final class Coll {
        final String comm, call;
        final int root;
        long bytes;
        final List<int[]> at = new ArrayList<>(); // {process, chain position}

        Coll(String comm, String call, int root) {
            this.comm = comm;
            this.call = call;
            this.root = root;
        }
    }

    /** A first send: from its process, placed after the sender's own chain position. */
    record Pair(String comm, long side, long offset, long from, long to, int process, int position) {}

    final Map<String, Coll> colls = new LinkedHashMap<>();
    final List<Pair> pairs = new ArrayList<>();

    boolean isEmpty() {
        return colls.isEmpty() && pairs.isEmpty();
    }

    /**
     * A traffic record of process {@code proc} ({@code gpid}) on the comm {@code key}, which the
     * process sees as {@code view} (local, remote or null), after {@code position} events of its
     * chain; returns a problem or null.
     */
    String note(LogRecord r, int proc, long gpid, String key, Members[] view, int position) {
        if (r instanceof LogRecord.Coll c) {
            int bucket = 64 - Long.numberOfLeadingZeros(c.bytes());
            Coll k = colls.computeIfAbsent(key + " " + c.call() + " " + c.root() + " " + bucket, x -> new Coll(key, c.call(), c.root()));
            k.bytes = Math.max(k.bytes, c.bytes());
            k.at.add(new int[] {proc, position});
            return null;
        }
        LogRecord.Send s = (LogRecord.Send) r;
        Members dest = view[1] != null ? view[1] : view[0];
        if (s.to() >= dest.size()) return "send to rank " + s.to() + " of a group of " + dest.size() + "; left out";
        int me = view[0].indexOf(gpid);
        long offset = s.to() - (long) me;
        if (view[1] == null) offset = Math.floorMod(offset, dest.size()); // a torus's wrap-around is its own offset
        pairs.add(new Pair(key, view[0].get(0), offset, gpid, dest.get(s.to()), proc, position));
        return null;
    }
}
