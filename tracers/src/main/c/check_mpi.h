/* Which MPI the tracer runs on (check_mpi.c). */
#ifndef MPIMEM_CHECK_MPI_H
#define MPIMEM_CHECK_MPI_H
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* Set when the tracer was built for another MPI than the one the application runs on: every
 * wrapper then passes its arguments on untouched, before anything else, so that a handle of the
 * other MPI's width (Open MPI: a pointer, MPICH: an int) is never narrowed or used. A plain
 * global, not thread-local: reading it calls nothing that could disturb the argument registers. */
extern int mt_passthrough;
void mt_check_mpi(void);                /* sets mt_passthrough, with one line saying which tracer to build */
#pragma GCC visibility pop
#endif
