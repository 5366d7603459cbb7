/* The tracing session (session.c): starts at MPI_Init (or the first wrapped call after it), names
 * the job, the host and the log, writes the proc line, and ends at MPI_Finalize. */
#ifndef MPIMEM_SESSION_H
#define MPIMEM_SESSION_H
/* internal (log.h) */
#pragma GCC visibility push(hidden)

int mt_enabled(void);                  /* starts the session if MPI is initialised; 1 while tracing */
void mt_on_init(void);
void mt_on_finalize(void);
void mt_on_abort(void);                /* the log cut to its records, without an end record */
#pragma GCC visibility pop
#endif
