package org.mpimem.trace;

/** What happens, in order: a group of processes appears, a communicator is created or freed. */
public sealed interface TraceEvent permits TraceEvent.GroupAdded, TraceEvent.Created, TraceEvent.Freed {

    int line();

    /** A spawned or connected process group appears (group 0 exists from the start). */
    record GroupAdded(ProcessGroup group, int line) implements TraceEvent {}

    record Created(CommDef comm) implements TraceEvent {
        public int line() {
            return comm.line();
        }
    }

    /** {@code MPI_Comm_free}, {@code MPI_Win_free} or {@code MPI_Comm_disconnect}. */
    record Freed(int commId, String call, int line) implements TraceEvent {}
}
