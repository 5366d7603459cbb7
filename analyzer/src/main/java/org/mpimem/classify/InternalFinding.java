package org.mpimem.classify;

import org.mpimem.trace.Members;

/**
 * An internal communicator MPICH builds under a user communicator whose AV-Rankmap mapping is a
 * lookup table although the user communicator's own mapping is regular: the paper's LSMS case
 * (Fig. 1). {@code positions} are its ranks' positions in the user communicator, {@code processes}
 * the processes they address.
 */
public record InternalFinding(String internal, int userComm, String userCall, int userSize,
                              String mode, Members positions, Members processes) {

    private static final int SHOWN = 8;

    /** E.g. {@code node_roots_comm of comm 1 (MPI_Comm_split, 12 processes) needs a LUT_INTRA: ranks 0..3 -> processes 1, 4, 8, 12 (positions 0, 3, 7, 11)}. */
    public String describe() {
        return internal + " of comm " + userComm + " (" + userCall + ", " + userSize + " processes) needs a " + mode
                + ": ranks 0.." + (positions.size() - 1) + " -> processes " + list(processes, true)
                + " (positions " + list(positions, false) + " in comm " + userComm + ")";
    }

    private static String list(Members m, boolean gpids) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < Math.min(SHOWN, m.size()); i++) {
            if (i > 0) b.append(", ");
            long x = m.get(i);
            if (gpids && Members.groupOf(x) != 0) b.append(Members.groupOf(x)).append('/');
            b.append(Members.rankOf(x));
        }
        if (m.size() > SHOWN) b.append(", ...");
        return b.toString();
    }
}
