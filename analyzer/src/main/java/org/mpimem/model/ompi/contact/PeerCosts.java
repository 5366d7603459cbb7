package org.mpimem.model.ompi.contact;

/**
 * What Open MPI 4.1.4 allocates in a process for one peer, by how far they have got (measured with
 * allocation stacks on simulated nodes; docs/growth-facts.md, "Per peer contacted"):
 * {@code proc} the ompi_proc_t with its hash entry and host name (ompi/proc/proc.c:109, 209);
 * {@code added} what the PML's add_procs makes for a peer on another node (ob1: BML endpoint,
 * btl/tcp endpoint and proc, the peer's modex address; ucx: the UCX endpoint's lanes and
 * connection records); {@code connected} what the first message to such a peer adds (btl/tcp's
 * 30 KiB endpoint cache, btl_tcp_endpoint.c:301); {@code localFirst} what the first message to a
 * peer on the node adds; {@code commPeer} ob1's per-communicator peer state,
 * mca_pml_ob1_comm_proc_t, made on the first message with a peer on each communicator
 * (pml_ob1_comm.h:76). Peers on the node have their proc and endpoints from MPI_Init (model/init).
 * One-time state of the first remote peer (btl/tcp's 17 KB proc table, UCX's 2.1 MB tcp pools) is
 * left out, as the MPICH design leaves UCX's: it does not grow with the job.
 */
public record PeerCosts(long proc, long added, long connected, long localFirst, long commPeer) {

    /** pml/ob1 over btl/tcp between nodes, btl/vader within. */
    public static final PeerCosts OB1_TCP = new PeerCosts(131, 704 + 448 + 144 + 48 + 24 + 20, 30_720, 32, 168);

    /** pml/ucx over UCX's tcp between nodes: 2 x 160 B uct_tcp_ep_t, 2 x 48 B match records, 56 + 40 B, hash growth. */
    public static final PeerCosts UCX_TCP = new PeerCosts(128, 2 * 160 + 2 * 48 + 56 + 40 + 64, 0, 0, 0);
}
