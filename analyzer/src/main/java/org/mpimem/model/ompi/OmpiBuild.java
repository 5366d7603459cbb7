package org.mpimem.model.ompi;

import org.mpimem.size.SizeProfile;

/**
 * One Open MPI build and run-time setting as the model sees it: the sizes of its size profile,
 * the PML (ob1 keeps an 8 B-per-rank peer array per communicator, ucx nothing), whether every
 * proc is created at MPI_Init ({@code mpi_add_procs_cutoff} above P), whether groups may be
 * stored sparse ({@code --enable-sparse-groups}) and whether coll/han is selected (priority 35
 * in v5.0.7:ompi/mca/coll/han/coll_han_component.c:94; 0 in v4.1.4:.../coll_han_component.c:166).
 */
public record OmpiBuild(OmpiSizes sizes, boolean ob1, boolean eagerProcs, boolean sparseGroups, boolean han) {

    public static OmpiBuild of(SizeProfile p, boolean ob1) {
        return new OmpiBuild(OmpiSizes.of(p), ob1, false, false, false);
    }

    public OmpiBuild withEagerProcs() {
        return new OmpiBuild(sizes, ob1, true, sparseGroups, han);
    }

    public OmpiBuild withSparseGroups() {
        return new OmpiBuild(sizes, ob1, eagerProcs, true, han);
    }

    public OmpiBuild withHan() {
        return new OmpiBuild(sizes, ob1, eagerProcs, sparseGroups, true);
    }
}
