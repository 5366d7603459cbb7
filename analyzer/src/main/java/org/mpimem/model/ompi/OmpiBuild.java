package org.mpimem.model.ompi;

import org.mpimem.model.ompi.contact.PeerCosts;
import org.mpimem.size.SizeProfile;

/**
 * One Open MPI build and run-time setting as the model sees it: the sizes of its size profile,
 * the PML (ob1 keeps an 8 B-per-rank peer array per communicator, ucx nothing), whether every
 * proc is created at MPI_Init ({@code mpi_add_procs_cutoff} above P), whether groups may be
 * stored sparse ({@code --enable-sparse-groups}), whether coll/han is selected (priority 35
 * in v5.0.7:ompi/mca/coll/han/coll_han_component.c:94; 0 in v4.1.4:.../coll_han_component.c:166),
 * and, where they were measured, what a peer costs as the library's collectives reach it
 * ({@code contacts}; null: a peer counts as met when it first shares a communicator).
 */
public record OmpiBuild(OmpiSizes sizes, boolean ob1, boolean eagerProcs, boolean sparseGroups, boolean han, PeerCosts contacts) {

    public static OmpiBuild of(SizeProfile p, boolean ob1) {
        return new OmpiBuild(OmpiSizes.of(p), ob1, false, false, false, null);
    }

    public OmpiBuild withEagerProcs() {
        return new OmpiBuild(sizes, ob1, true, sparseGroups, han, contacts);
    }

    public OmpiBuild withSparseGroups() {
        return new OmpiBuild(sizes, ob1, eagerProcs, true, han, contacts);
    }

    public OmpiBuild withHan() {
        return new OmpiBuild(sizes, ob1, eagerProcs, sparseGroups, true, contacts);
    }

    /** Peers met by the library's own collectives, each charged {@code costs} (docs/growth-facts.md). */
    public OmpiBuild withContacts(PeerCosts costs) {
        return new OmpiBuild(sizes, ob1, eagerProcs, sparseGroups, han, costs);
    }
}
