/* The application's own requests for a communicator's group. Under MPICH they make the library
 * cache the group on the communicator (MPI_Comm_compare too, for both communicators), as the
 * tracer's requests do (members.c mt_comm_group). Once the application has asked, the cache
 * exists untraced as well and is released where it would be untraced, so the free must not add
 * it back: these wrappers only note that, and only when the allocation counter is preloaded. */
#include "mpimem_trace.h"
#include "handles.h"
#include "log.h"

void mt_asked(MPI_Comm c, int remote) {
    if (!mt_mem_counting() || !mt_enabled()) return;
    mt_lock();
    mt_comm_asked(c, remote);
    mt_unlock();
}

int MT_IMPL(MPI_Comm_group)(MPI_Comm c, MPI_Group *g) {
    MT_PASS(MPI_Comm_group(c, g));
    int rc = PMPI_Comm_group(c, g);
    if (rc == MPI_SUCCESS) mt_asked(c, 0);
    return rc;
}

int MT_IMPL(MPI_Comm_remote_group)(MPI_Comm c, MPI_Group *g) {
    MT_PASS(MPI_Comm_remote_group(c, g));
    int rc = PMPI_Comm_remote_group(c, g);
    if (rc == MPI_SUCCESS) mt_asked(c, 1);
    return rc;
}

/* MPICH compares two different communicators of one kind by their groups (local, and remote for
 * intercommunicators), building and caching them (MPIR_Comm_compare_impl). */
int MT_IMPL(MPI_Comm_compare)(MPI_Comm a, MPI_Comm b, int *result) {
    MT_PASS(MPI_Comm_compare(a, b, result));
    int rc = PMPI_Comm_compare(a, b, result);
    int ia = 0, ib = 0;
    if (rc == MPI_SUCCESS && a != b && PMPI_Comm_test_inter(a, &ia) == MPI_SUCCESS &&
        PMPI_Comm_test_inter(b, &ib) == MPI_SUCCESS && ia == ib)
        for (int remote = 0; remote <= ia; remote++) mt_asked(a, remote), mt_asked(b, remote);
    return rc;
}
