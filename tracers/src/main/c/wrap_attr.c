/* Attributes the application puts on MPI_COMM_WORLD. The job-file step (jobfile.c) needs a
 * communicator of its own over the world; MPI_Comm_idup makes one without blocking, but copies
 * the world's attributes through the application's copy callbacks, and freeing the copy runs its
 * delete callbacks: code of the application's, run at a time it did not choose. So the tracer
 * notes whether the application ever put an attribute on the world (these wrappers, and the
 * Fortran ones in wrap_fortran.c) and then makes its copy with the blocking MPI_Comm_split. */
#include "mpimem_trace.h"
#include "jobfile.h"

int MT_IMPL(MPI_Comm_set_attr)(MPI_Comm c, int key, void *value) {
    MT_PASS(MPI_Comm_set_attr(c, key, value));
    if (c == MPI_COMM_WORLD) mt_job_world_attr();
    return PMPI_Comm_set_attr(c, key, value);
}

/* deprecated since MPI-2, still in MPICH 4 and Open MPI 4 */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
int MT_IMPL(MPI_Attr_put)(MPI_Comm c, int key, void *value) {
    MT_PASS(MPI_Attr_put(c, key, value));
    if (c == MPI_COMM_WORLD) mt_job_world_attr();
    return PMPI_Attr_put(c, key, value);
}
