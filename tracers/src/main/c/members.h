/* Member lists (members.c): world ranks in new-rank order, written as runs.
 * Depends on log.h, handles.h, memcount.h. */
#ifndef MPIMEM_MEMBERS_H
#define MPIMEM_MEMBERS_H
#include <mpi.h>
#include "handles.h"
/* internal (log.h) */
#pragma GCC visibility push(hidden)

void mt_world_group(void);              /* at MPI_Init: the group every member list is translated to */
void mt_comm_group(MPI_Comm c, int remote, MPI_Group *g); /* the tracer's only way to a comm's group */
/* " <field>=<runs>"; an intracommunicator's list, when it can be kept (handles.h mt_comm_runs), is
 * also copied to keep (NULL: not wanted): returns how many runs were, 0 if it cannot be kept. */
int mt_put_group(const char *field, MPI_Group g, mt_run *keep);
void mt_put_runs(const char *field, const mt_run *runs, int n); /* a kept list, n > 0 */
/* The same as " members=<runs>" at p (log.h's writers; at most MT_MEMBERS_ROOM bytes); its end */
char *mt_w_members(char *p, const mt_run *runs, int n);
#define MT_MEMBERS_ROOM (9 + MT_RUNS * 48)
int mt_run_index(const mt_run *runs, int n, int ref, int rank); /* (ref, rank)'s position in the list; -1 if absent */
MPI_Group mt_world(void);               /* that group (the tracer's: not to be freed) */
void mt_members(MPI_Comm c);            /* members= or local= remote=, from c's kept list when it has one */
/* The same, c's local group and kind known; an intracommunicator's list is kept on keep's entry
 * (the new communicator, when c is the parent it was dup'ed from). */
void mt_members_of(MPI_Comm c, int inter, MPI_Group local, MPI_Comm keep);
int mt_add_ref(MPI_Group remote);       /* a process space seen through a dynamic intercomm */
void mt_free_refs(void);                /* at MPI_Finalize */
#pragma GCC visibility pop
#endif
