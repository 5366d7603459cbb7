package org.mpimem.extrapolate.counts;

import org.mpimem.extrapolate.align.Scale;
import java.util.List;

/**
 * Traces taken on one node (ppn = P in every trace, the usual way to trace a real application on a
 * workstation) vary ppn, but always with P: a law in ppn fits wherever the same law in P does, so
 * every P-dependent field was refused as ambiguous ('P/2 and ppn/2 both fit'), with advice (a
 * trace at another P) that could not help. Such traces are read as saying nothing about ppn, like
 * traces at one ppn: laws in P only, with a note; only a communicator that follows the nodes
 * (MPI_Comm_split_type) is refused, since one node cannot show how it splits across several.
 */
public final class OneNode {
    private OneNode() {}

    public static boolean all(List<Scale> scales) {
        return scales.stream().allMatch(s -> s.ppn() == s.procs());
    }

    public static String note(Scale target) {
        return String.format(java.util.Locale.ROOT, "every trace ran on one node (ppn = P): laws in ppn cannot be told from laws in P, so "
                + "the target (ppn=%d) assumes the communicators depend on P, not on the nodes; trace on two or more nodes to check",
                target.ppn());
    }
}
