package org.mpimem.trace;

/**
 * The application's own messages, as a v2 trace records them (docs/trace-format.md): the first
 * collective of its kind on a communicator, the first sends between processes. Kept apart from
 * {@link TraceEvent}: every consumer of the event stream ignores traffic unless it asks for it.
 */
public sealed interface Traffic permits Traffic.Collective, Traffic.Sends {
    int comm();

    /** The number of expanded events ({@link Trace#events()}) before this record. */
    int after();

    int line();

    /** root is -1 for unrooted ops; bytes as in docs/trace-format.md */
    record Collective(int comm, String call, int root, long bytes, int after, int line) implements Traffic {}

    /** from.get(i) sent its first message on comm to to.get(i); same sizes */
    record Sends(int comm, Members from, Members to, int after, int line) implements Traffic {}
}
