/* Handle tables (handles.c): MPI handle -> lid, per-communicator collective counters.
 * Depends on log.h only (mt_disable when out of memory). */
#ifndef MPIMEM_HANDLES_H
#define MPIMEM_HANDLES_H
#include <mpi.h>
/* internal (log.h) */
#pragma GCC visibility push(hidden)

int mt_comm_lid(MPI_Comm c);            /* -1 if unknown */
int mt_comm_next_seq(MPI_Comm c);       /* the parent's collective counter, then incremented */
int mt_comm_add(MPI_Comm c);            /* a new lid for c; -1 (tracing disabled) if out of memory */
int mt_win_add(MPI_Win w, int lid);     /* -1 (tracing disabled) if out of memory */
int mt_win_remove(MPI_Win w);
int mt_lid_new(void);                   /* a lid for something without a comm handle */
/* Library bytes cached on a communicator because the tracer asked for its local (remote=0) or
 * remote (1) group (MPICH): booked per side, forgotten for a side the application asked for too. */
void mt_comm_cached(MPI_Comm c, int remote, long long bytes);
void mt_comm_asked(MPI_Comm c, int remote);
/* An intracommunicator's member list as its record wrote it (members.c), kept on its entry when it
 * is at most MT_RUNS runs, none of them '?': a dup of it, a split of it (for first=) and a window
 * on it then need no group from the library. Runs are world-relative (ref/start:count:stride),
 * which no later event changes: refs are only ever added, and a member found once stays found. */
#define MT_RUNS 4
typedef struct { int ref, start, count, stride; } mt_run;
int mt_comm_runs(MPI_Comm c, mt_run *runs);  /* how many runs are kept for c (copied to runs); 0: none */
void mt_comm_keep_runs(MPI_Comm c, const mt_run *runs, int n); /* n in 1..MT_RUNS; nothing if c is unknown */
/* A record's handle work in one lookup per handle (each lookup hashes and probes; a record made up
 * to five before). The parent of a call collective over it: its collective counter (then
 * incremented, as mt_comm_next_seq), its lid in *lid (-1 if unknown), and, when runs is not NULL,
 * its kept runs (their count in *nruns, 0 if none). -1 if unknown. */
int mt_comm_parent(MPI_Comm c, int *lid, mt_run *runs, int *nruns);
int mt_comm_add_runs(MPI_Comm c, const mt_run *runs, int n); /* mt_comm_add, then mt_comm_keep_runs */
/* A free: c's lid, forgotten (-1 if unknown); in *uncached what the free releases only because of
 * the tracer: the sides nobody but the tracer asked for (once the application has asked for a group,
 * the library caches it untraced too and releases it where it would untraced); its traffic state
 * in *traffic (NULL if none), for the caller to release. */
int mt_comm_drop(MPI_Comm c, long long *uncached, void **traffic);
/* The traffic state (traffic.c) kept on c's entry, and its lid; NULL if c is unknown. The slot
 * moves when the table grows: use it under the log's lock, before the next mt_comm_add. */
void **mt_comm_traffic(MPI_Comm c, int *lid);
#pragma GCC visibility pop
#endif
