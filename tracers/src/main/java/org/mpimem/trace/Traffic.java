package org.mpimem.trace;

/**
 * The application's own messages, as much of them as tells a model which peers a process has met
 * (docs/trace-format.md, format version 2): a collective called on a communicator, or the first
 * sends between pairs of processes on one. Kept apart from {@link TraceEvent}, so that every
 * consumer of {@link Trace#events()} keeps reading the communicators alone.
 *
 * <p>{@code after} is the number of {@link Trace#events()} before the record (a family counts as
 * its copies): the traffic happened after those events and before the next. {@code line} is the
 * record's line in its file, 0 for traffic built in code.
 */
public sealed interface Traffic permits Traffic.Collective, Traffic.Sends {
    int comm();

    int after();

    int line();

    /** root is -1 for unrooted ops; bytes as in docs/trace-format.md */
    record Collective(int comm, String call, int root, long bytes, int after, int line) implements Traffic {}

    /** from.get(i) sent its first message on comm to to.get(i); same sizes */
    record Sends(int comm, Members from, Members to, int after, int line) implements Traffic {}

    /** This record at line 0, as if built in code. */
    static Traffic atLine(Traffic t, int line) {
        if (t instanceof Collective c) return new Collective(c.comm(), c.call(), c.root(), c.bytes(), c.after(), line);
        Sends s = (Sends) t;
        return new Sends(s.comm(), s.from(), s.to(), s.after(), line);
    }
}
