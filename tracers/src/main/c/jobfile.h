/* One file per job (jobfile.c): at MPI_Finalize the processes of a world write their logs into one
 * file with MPI-IO, on the tracer's own copy of MPI_COMM_WORLD. Depends on no other unit. */
#ifndef MPIMEM_JOBFILE_H
#define MPIMEM_JOBFILE_H
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* Collective over MPI_COMM_WORLD: every process calls it, with "" for a log it could not create
 * and the host its log names (processes with the same one share a writer). 0 when the job file
 * is in place (the per-process log deleted unless keep), else -1 and the per-process logs stay;
 * one line on stderr from one process says why. */
int mt_job_file(const char *log, const char *dir, const char *job, const char *host, int keep);

/* The application put an attribute on MPI_COMM_WORLD (wrap_attr.c): the step then copies the
 * world with MPI_Comm_split, which copies no attribute, instead of MPI_Comm_idup. */
void mt_job_world_attr(void);
#pragma GCC visibility pop
#endif
