/**
 * Who talks to whom in one collective algorithm: each {@link org.mpimem.model.ompi.contact.tree.Exchange}
 * names the peers a rank of a communicator of n messages, as Open MPI 4.1.4's coll/base and libnbc
 * build their trees and rings (coll_base_topo.c and the algorithms' own files, cited per class).
 * Values only: no state, no costs; {@code contact.tuned} picks among them, {@code contact} charges
 * what the peers met cost.
 */
package org.mpimem.model.ompi.contact.tree;
