/**
 * coll/tuned's fixed decision rules (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c): for
 * a collective, a communicator size and a message size, the algorithm Open MPI 4.1.4 runs, as the
 * {@link org.mpimem.model.ompi.contact.tree.Exchange} it is.
 */
package org.mpimem.model.ompi.contact.tuned;
