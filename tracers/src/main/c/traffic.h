/* The application's own traffic (traffic.c): the first collective per (comm, call, root, size
 * class) and the first send per (comm, destination), logged once each; every later call is one
 * table lookup under the log's lock. Depends on log.h and handles.h. */
#ifndef MPIMEM_TRAFFIC_H
#define MPIMEM_TRAFFIC_H
#include <mpi.h>
/* internal (log.h) */
#pragma GCC visibility push(hidden)

extern int mt_traffic_on;               /* MPIMEM_TRACE_TRAFFIC is not 0 and the log is open */
void mt_traffic_init(void);             /* at the session start */
/* The collectives: MT_COLL_<Name> for MPI_<Name>, MT_COLL_<Name> + MT_NONBLOCKING for MPI_I<name>. */
#define MT_COLLS X(Barrier) X(Bcast) X(Reduce) X(Allreduce) X(Allgather) X(Allgatherv) X(Gather) X(Gatherv) \
    X(Scatter) X(Scatterv) X(Alltoall) X(Alltoallv) X(Alltoallw) X(Reduce_scatter) X(Reduce_scatter_block) X(Scan) X(Exscan)
#define X(n) MT_COLL_##n,
enum { MT_COLLS MT_NONBLOCKING };
#undef X
/* root -1 for unrooted calls; bytes as docs/trace-format.md defines them for the call */
void mt_note_coll(MPI_Comm c, int call, int root, long long bytes);
void mt_note_send(MPI_Comm c, int dest);
int mt_traffic_size(MPI_Comm c);        /* an intracommunicator's size; 0 for those not recorded */
void mt_traffic_release(void *state);   /* the same for the state taken off the entry (mt_comm_drop) */
#pragma GCC visibility pop
#endif
