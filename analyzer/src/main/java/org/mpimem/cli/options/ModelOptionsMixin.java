package org.mpimem.cli.options;

import org.mpimem.model.ModelOptions;
import picocli.CommandLine.Option;

/** The model readings shared by replay, survey and figures (see {@link ModelOptions}). */
public final class ModelOptionsMixin {
    @Option(names = "--intercomm-local-comm", paramLabel = "WHEN", description = "when an intercommunicator's local_comm "
            + "(a dup of its local group, with node tables and node subcomms) is built: lazy, when the trace makes a child of "
            + "it, as MPICH does (default); eager, for applications known to run a collective on every intercommunicator")
    String localComm = "lazy";

    @Option(names = "--per-peer", description = "also charge per-peer allocations outside the VC / AV entry (ch3:nemesis "
            + "free/receive queue arrays, local_ranks, ext_ranks per peer of the own world, and the pending packet "
            + "(sizeof MPIDI_CH3_Pkt_t) malloc'd per VC of every group, under lazy-vc per VC as it is created; ch4's node map): the 'per-peer' category")
    boolean perPeer;

    @Option(names = "--han-subcomms", description = "Open MPI 5 models: the application's collectives reach coll/han on every "
            + "communicator spanning nodes, which then builds its low (node) and up (one per local rank) subcommunicators; "
            + "default: at the first HAN collective (barrier, bcast, reduce, allreduce, allgather, gather, scatter) a version 2 trace "
            + "records on the communicator, and never in a trace without traffic records")
    boolean hanReached;

    public ModelOptions options() {
        return new ModelOptions(ModelOptions.LocalComm.parse(localComm), perPeer, hanReached);
    }
}
