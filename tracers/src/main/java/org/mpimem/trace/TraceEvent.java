package org.mpimem.trace;

/**
 * What happens, in order: a group of processes appears, a communicator is created or freed. A
 * trace's records may also hold a family (one call, many translated communicators) and a family
 * free; its events ({@link Trace#events()}) show those as the single creations and frees they stand for.
 */
public sealed interface TraceEvent permits TraceEvent.GroupAdded, TraceEvent.Created, TraceEvent.Freed,
        TraceEvent.CreatedFamily, TraceEvent.FreedFamily {

    int line();

    /** How many single events this record stands for. */
    default int expandedCount() {
        return 1;
    }

    /** A spawned or connected process group appears (group 0 exists from the start). */
    record GroupAdded(ProcessGroup group, int line) implements TraceEvent {}

    record Created(CommDef comm) implements TraceEvent {
        public int line() {
            return comm.line();
        }
    }

    /** {@code MPI_Comm_free}, {@code MPI_Win_free} or {@code MPI_Comm_disconnect}. */
    record Freed(int commId, String call, int line) implements TraceEvent {}

    /** The copies of {@code family} created by one call: a record only, never one of {@link Trace#events()}. */
    record CreatedFamily(CommFamily family) implements TraceEvent {
        public int line() {
            return family.first().line();
        }

        public int expandedCount() {
            return family.copies();
        }
    }

    /** Comms {@code firstId} .. {@code firstId + copies - 1} freed, in that order, by {@code call}: a record only. */
    record FreedFamily(int firstId, String call, int copies, int line) implements TraceEvent {
        public FreedFamily {
            if (copies < 2) throw new IllegalArgumentException("a family free frees at least 2 comms, has " + copies);
        }

        public int expandedCount() {
            return copies;
        }
    }

    /** The {@code j}-th single event this record stands for. */
    static TraceEvent expanded(TraceEvent r, int j) {
        if (r instanceof CreatedFamily f) return new Created(f.family().member(j));
        if (r instanceof FreedFamily f) return new Freed(f.firstId() + j, f.call(), f.line());
        if (j != 0) throw new IndexOutOfBoundsException(j + " of 1");
        return r;
    }
}
