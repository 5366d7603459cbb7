/* C wrappers: init/finalize, dup/split/create, intercommunicators, frees. */
#include "mpimem_trace.h"
#include <stdio.h>

__thread int mpimem_busy;

/* Under MPICH the Fortran binding's MPI_Init calls this one: the Fortran wrapper's window and record
 * hold it already, and a second window inside the first would add one dump too many for
 * scripts/site-stacks (SiteStacksMpiTest). */
int MPI_Init(int *argc, char ***argv) {
    if (mpimem_busy) return PMPI_Init(argc, argv);
    mt_mem_enter();
    int rc = PMPI_Init(argc, argv);
    mt_mem_leave();
    if (rc == MPI_SUCCESS) mt_on_init();
    return rc;
}

int MPI_Init_thread(int *argc, char ***argv, int required, int *provided) {
    if (mpimem_busy) return PMPI_Init_thread(argc, argv, required, provided);
    mt_mem_enter();
    int rc = PMPI_Init_thread(argc, argv, required, provided);
    mt_mem_leave();
    if (rc == MPI_SUCCESS) mt_on_init();
    return rc;
}

int MPI_Finalize(void) {
    mt_on_finalize();
    return PMPI_Finalize();
}

int MT_IMPL(MPI_Abort)(MPI_Comm c, int code) {
    MT_PASS(MPI_Abort(c, code));
    if (!mpimem_busy) mt_on_abort();
    return PMPI_Abort(c, code);
}

/* A dup has its parent's groups in its parent's order: they are recorded from the parent, whose
 * group the tracer usually holds already (the world's since MPI_Init), so that the library builds
 * and caches no group on the new communicator (MPICH) and the record costs one group less. */
int MT_IMPL(MPI_Comm_dup)(MPI_Comm c, MPI_Comm *n) {
    MT_WRAP(MPI_Comm_dup(c, n), mt_rec_coll("MPI_Comm_dup", c, *n, c, NULL));
}

int MT_IMPL(MPI_Comm_dup_with_info)(MPI_Comm c, MPI_Info info, MPI_Comm *n) {
    MT_WRAP(MPI_Comm_dup_with_info(c, info, n), mt_rec_coll("MPI_Comm_dup_with_info", c, *n, c, NULL));
}

/* The new handle may not be used before the request completes: record the parent's groups. */
int MT_IMPL(MPI_Comm_idup)(MPI_Comm c, MPI_Comm *n, MPI_Request *req) {
    MT_WRAP(MPI_Comm_idup(c, n, req), mt_rec_coll("MPI_Comm_idup", c, *n, c, NULL));
}

/* MPI-4 calls, wrapped where the MPI has them: found by mpi_features.sh at build time, since
 * MPI_VERSION does not say (Open MPI 5 reports 3 yet has them; MPICH 4 has them, Open MPI 4.1 not) */
#ifdef MT_HAVE_MPI_Comm_idup_with_info
int MT_IMPL(MPI_Comm_idup_with_info)(MPI_Comm c, MPI_Info info, MPI_Comm *n, MPI_Request *req) {
    MT_WRAP(MPI_Comm_idup_with_info(c, info, n, req), mt_rec_coll("MPI_Comm_idup_with_info", c, *n, c, NULL));
}
#endif

#ifdef MT_HAVE_MPI_Comm_create_from_group
int MT_IMPL(MPI_Comm_create_from_group)(MPI_Group g, const char *tag, MPI_Info info, MPI_Errhandler eh, MPI_Comm *n) {
    MT_WRAP(MPI_Comm_create_from_group(g, tag, info, eh, n), mt_rec_from_group("MPI_Comm_create_from_group", *n, tag));
}
#endif

#ifdef MT_HAVE_MPI_Intercomm_create_from_groups
int MT_IMPL(MPI_Intercomm_create_from_groups)(MPI_Group lg, int ll, MPI_Group rg, int rl, const char *tag, MPI_Info info,
                                               MPI_Errhandler eh, MPI_Comm *n) {
    MT_WRAP(MPI_Intercomm_create_from_groups(lg, ll, rg, rl, tag, info, eh, n),
            mt_rec_from_group("MPI_Intercomm_create_from_groups", *n, tag));
}
#endif

int MT_IMPL(MPI_Comm_split)(MPI_Comm c, int color, int key, MPI_Comm *n) {
    char a[64];
    MT_WRAP(MPI_Comm_split(c, color, key, n), mt_rec_coll("MPI_Comm_split", c, *n, *n, mt_attrs(a, " color=", color, " key=", key)));
}

int MT_IMPL(MPI_Comm_split_type)(MPI_Comm c, int type, int key, MPI_Info info, MPI_Comm *n) {
    char a[64];
    MT_WRAP(MPI_Comm_split_type(c, type, key, info, n), mt_rec_coll("MPI_Comm_split_type", c, *n, *n, mt_attrs(a, " type=", type, " key=", key)));
}

int MT_IMPL(MPI_Comm_create)(MPI_Comm c, MPI_Group g, MPI_Comm *n) {
    MT_WRAP(MPI_Comm_create(c, g, n), mt_rec_coll("MPI_Comm_create", c, *n, *n, NULL));
}

int MT_IMPL(MPI_Comm_create_group)(MPI_Comm c, MPI_Group g, int tag, MPI_Comm *n) {
    MT_WRAP(MPI_Comm_create_group(c, g, tag, n), mt_rec_group("MPI_Comm_create_group", c, *n, tag));
}

int MT_IMPL(MPI_Intercomm_create)(MPI_Comm local, int lleader, MPI_Comm peer, int rleader, int tag, MPI_Comm *n) {
    MT_WRAP(MPI_Intercomm_create(local, lleader, peer, rleader, tag, n), mt_rec_intercomm(local, *n, tag));
}

int MT_IMPL(MPI_Intercomm_merge)(MPI_Comm inter, int high, MPI_Comm *n) {
    MT_WRAP(MPI_Intercomm_merge(inter, high, n), mt_rec_coll("MPI_Intercomm_merge", inter, *n, *n, high ? " high=1" : " high=0"));
}

int MT_IMPL(MPI_Comm_free)(MPI_Comm *c) {
    MT_PASS(MPI_Comm_free(c));
    MPI_Comm old = c ? *c : MPI_COMM_NULL; /* NULL: MPI reports the error, the tracer must not crash */
    MT_WRAP(MPI_Comm_free(c), mt_rec_free_comm("MPI_Comm_free", old));
}

int MT_IMPL(MPI_Comm_disconnect)(MPI_Comm *c) {
    MT_PASS(MPI_Comm_disconnect(c));
    MPI_Comm old = c ? *c : MPI_COMM_NULL;
    MT_WRAP(MPI_Comm_disconnect(c), mt_rec_free_comm("MPI_Comm_disconnect", old));
}
