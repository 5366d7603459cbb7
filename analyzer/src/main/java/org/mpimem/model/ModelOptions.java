package org.mpimem.model;

import java.util.Locale;

/**
 * Readings of the MPICH life cycle that the code leaves to the application, and extra
 * categories that are off by default so the paper's comparison stays clean.
 *
 * @param localComm when an intercommunicator's {@code local_comm} is built
 * @param perPeer   charge {@link org.mpimem.account.Category#PER_PEER}: per-peer allocations outside the VC / AV entry
 * @param hanReached the application's collectives reach Open MPI's coll/han on every communicator,
 *                  so HAN builds its subcommunicators at creation (else at the first HAN collective
 *                  a version 2 trace records)
 */
public record ModelOptions(LocalComm localComm, boolean perPeer, boolean hanReached) {
    /** What MPICH 3.2 and 2016 ch4 do, without the optional category; HAN's subcommunicators not built. */
    public static final ModelOptions DEFAULT = new ModelOptions(LocalComm.LAZY, false, false);

    public ModelOptions(LocalComm localComm, boolean perPeer) {
        this(localComm, perPeer, false);
    }

    /**
     * {@code MPIR_Setup_intercomm_localcomm} (v3.2:src/mpi/comm/commutil.c:158-211) is MPIR code,
     * so ch3 and 2016 ch4 share it. It runs only from intercommunicator collectives, split,
     * create, merge and the context-id allocation of a child (v3.2:src/mpi/comm/contextid.c:1065).
     * Spawn/connect synchronise over the local intracommunicator, not the new intercommunicator
     * (v3.2:src/mpid/ch3/src/ch3u_port.c, SetupNewIntercomm).
     */
    public enum LocalComm {
        /** Built when the trace makes a child of the intercommunicator (dup, split, create, merge). */
        LAZY,
        /** Built with every intercommunicator: for applications known to run a collective on each. */
        EAGER;

        public static LocalComm parse(String s) {
            try {
                return valueOf(s.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new org.mpimem.trace.InputException("--intercomm-local-comm must be eager or lazy, got '" + s + "'");
            }
        }
    }

    public ModelOptions withLocalComm(LocalComm c) {
        return new ModelOptions(c, perPeer, hanReached);
    }

    public ModelOptions withPerPeer(boolean on) {
        return new ModelOptions(localComm, on, hanReached);
    }

    public ModelOptions withHanReached(boolean on) {
        return new ModelOptions(localComm, perPeer, on);
    }
}
