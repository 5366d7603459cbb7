package org.mpimem.trace.merge;

import java.util.List;
import java.util.Map;

/**
 * One line of a per-process log (docs/tracer.md). Communicators are named by lids, local to the
 * process; members are (ref, rank) pairs, where ref 0 is the process's own MPI_COMM_WORLD and a
 * ref above 0 the remote group of a dynamic intercommunicator it saw.
 */
sealed interface LogRecord permits LogRecord.Created, LogRecord.Freed, LogRecord.Coll, LogRecord.Send {

    int line();

    /** {@code seq} is -1 for calls not collective over the parent (create_group, intercomm create). */
    record Created(int line, int lid, String call, int parentLid, int seq, int first, int tag, int ref,
                   long t0, long time, String port, List<RefRun> local, List<RefRun> remote,
                   Map<String, String> fields) implements LogRecord {
        boolean isInter() {
            return remote != null;
        }
    }

    record Freed(int line, int lid, String call) implements LogRecord {}

    /** The first call of a collective on lid with this root (-1: none) and size class (log version 3). */
    record Coll(int line, int lid, String call, int root, long bytes) implements LogRecord {}

    /** The first send on lid to rank {@code to} (of the remote group for an intercommunicator; log version 3). */
    record Send(int line, int lid, int to) implements LogRecord {}

    /** A run of ranks of one ref space; rank -1 with count 1 is a process the tracer could not place. */
    record RefRun(int ref, int start, int count, int stride) {
        static List<RefRun> parseList(String text) {
            return java.util.Arrays.stream(text.split(",")).map(RefRun::parse).toList();
        }

        static RefRun parse(String t) {
            if (t.equals("?")) return new RefRun(0, -1, 1, 1);
            int slash = t.indexOf('/');
            String[] p = t.substring(slash + 1).split(":", -1);
            if (slash < 1 || p.length > 3) throw new IllegalArgumentException("run '" + t + "' is not ref/start[:count[:stride]]");
            try {
                int ref = Integer.parseInt(t.substring(0, slash)), start = Integer.parseInt(p[0]);
                int count = p.length > 1 ? Integer.parseInt(p[1]) : 1, stride = p.length > 2 ? Integer.parseInt(p[2]) : 1;
                // the last rank must be an int too, or run arithmetic overflows
                long last = start + (long) (count - 1) * stride;
                if (ref < 0 || start < 0 || count < 1 || stride == 0 || last < 0 || last > Integer.MAX_VALUE)
                    throw new IllegalArgumentException("run '" + t + "' names ranks outside 0.." + Integer.MAX_VALUE);
                return new RefRun(ref, start, count, stride);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("run '" + t + "' has a part that is not an int");
            }
        }
    }
}
