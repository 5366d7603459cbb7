/**
 * Who has met whom, lazily: the peer sets of every process kept as classes of processes that
 * share them ({@link org.mpimem.model.peers.PeerUse}, {@link org.mpimem.model.peers.PeerClasses}),
 * with fast paths for lattices, node-local peers and families of copies, so that a design that
 * charges per peer met (lazy VCs, Open MPI's endpoints) costs a communicator by its runs, not by
 * its members. Depends on the trace format only.
 */
package org.mpimem.model.peers;
