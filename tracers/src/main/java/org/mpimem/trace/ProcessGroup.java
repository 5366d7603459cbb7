package org.mpimem.trace;

/**
 * A set of processes started together: group 0 is the initial {@code MPI_COMM_WORLD}; each
 * spawn or connect adds one. {@code worldComm} is the id of that group's own world communicator.
 */
public record ProcessGroup(int id, int size, Placement placement, int worldComm, Origin origin) {

    public enum Origin { INITIAL, SPAWN, CONNECT }

    public ProcessGroup {
        if (size < 1) throw new IllegalArgumentException("group size must be >= 1, was " + size);
    }
}
