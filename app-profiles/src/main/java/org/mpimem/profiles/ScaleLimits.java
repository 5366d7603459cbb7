package org.mpimem.profiles;

import org.mpimem.trace.InputException;

import java.util.Locale;

/**
 * Up-front limits of the traces a profile generates, so that a scale that cannot work is a clear
 * usage error at once instead of an OutOfMemoryError after minutes. A trace is held whole until it
 * is written, so the heap bounds it. The figures are lower bounds measured with -Xmx on
 * {@code profile lsms --procs 1048576} (87,381 communicators: fails in 24 MB of heap, works in 48 MB)
 * and {@code profile random-reorder --procs 1048576 --comms 10} (10.5 M explicit members: fails in
 * 256 MB, works in 320 MB): a scale is refused only when it surely does not fit.
 */
final class ScaleLimits {
    /** Heap per communicator record (definition, member runs, attributes, event), at least. */
    static final long BYTES_PER_COMM = 200;
    /** Heap per member of an explicit (randomly ordered) member list, at least. */
    static final long BYTES_PER_MEMBER = 24;

    private ScaleLimits() {}

    /** A profile creating {@code comms} communicators with regular (compressed) member lists. */
    static void communicators(String profile, int procs, long comms) {
        require(profile, procs, comms * BYTES_PER_COMM, String.format(Locale.ROOT, "%,d communicators", comms));
    }

    /** A profile whose communicators list {@code members} members one by one, in all. */
    static void explicitMembers(String profile, int procs, long members) {
        require(profile, procs, members * BYTES_PER_MEMBER, String.format(Locale.ROOT, "%,d explicitly listed members (random orders)", members));
    }

    /** At most 2^31-1 processes in one communicator, as MPI's int ranks allow. */
    static void communicatorSize(String profile, long members, String what) {
        if (members > Integer.MAX_VALUE)
            throw new InputException(String.format(Locale.ROOT, "%s: %s holds %,d processes, more than the %,d (2^31-1) an MPI communicator can have",
                    profile, what, members, Integer.MAX_VALUE));
    }

    private static void require(String profile, int procs, long bytes, String what) {
        long heap = Runtime.getRuntime().maxMemory();
        if (bytes > heap)
            throw new InputException(String.format(Locale.ROOT, "%s: at procs=%,d the trace has %s and needs at least %s of heap, more than "
                    + "this JVM's %s: lower --procs (or --comms), or raise the heap with MPIMEM_JAVA_OPTS=-Xmx<size>", profile, procs, what, gib(bytes), gib(heap)));
    }

    private static String gib(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }
}
