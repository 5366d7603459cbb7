/* Waiting for the tracer's own MPI operations at MPI_Finalize (waits.c). Depends on no other unit. */
#ifndef MPIMEM_WAITS_H
#define MPIMEM_WAITS_H
#include <mpi.h>
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* MPI_Wait / MPI_Waitall that sleep between tests once the operation is slow to complete; the
 * error code of the first failing test (mt_waitall still waits for every request). */
int mt_wait(MPI_Request *r, MPI_Status *st);
int mt_waitall(int n, MPI_Request *r);
#pragma GCC visibility pop
#endif
