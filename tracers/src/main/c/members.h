/* Member lists (members.c): world ranks in new-rank order, written as runs.
 * Depends on log.h, handles.h, memcount.h. */
#ifndef MPIMEM_MEMBERS_H
#define MPIMEM_MEMBERS_H
#include <mpi.h>

void mt_world_group(void);              /* at MPI_Init: the group every member list is translated to */
void mt_comm_group(MPI_Comm c, int remote, MPI_Group *g); /* the tracer's only way to a comm's group */
void mt_put_group(const char *field, MPI_Group g);
MPI_Group mt_world(void);               /* that group (the tracer's: not to be freed) */
void mt_members(MPI_Comm c);            /* members= or local= remote= */
void mt_members_of(MPI_Comm c, int inter, MPI_Group local); /* the same, c's local group and kind known */
int mt_add_ref(MPI_Group remote);       /* a process space seen through a dynamic intercomm */
void mt_free_refs(void);                /* at MPI_Finalize */
#endif
