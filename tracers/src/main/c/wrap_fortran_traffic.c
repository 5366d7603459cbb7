/* Fortran entry points of the application's own traffic (traffic.c), for both MPIs: Open MPI's
 * mpif.h/'use mpi' and mpi_f08 bindings, and MPICH's mpi_f08 ones, reach the library without the
 * C wrappers (wrap_fortran.c says why). The common collectives and every send; not the gathers
 * and scatters, whose MPI_IN_PLACE a Fortran binding passes as an address this file cannot tell. */
#define _GNU_SOURCE
#include "wrap_fortran.h"
#include "traffic.h"

#define TYPE(i) MPI_Type_f2c(F(i))

static long long tsize(MPI_Datatype t) {
    int n = 0;
    PMPI_Type_size(t, &n);
    return n;
}

static void coll(MPI_Comm c, int call, int root, long long bytes) {
    if (mt_traffic_on) mt_note_coll(c, call, root, bytes);
}

static void send(MPI_Comm c, int dest) {
    if (mt_traffic_on) mt_note_send(c, dest);
}

static void r_barrier(A *a, saved *o) { (void) o; coll(COMM(0), MT_COLL_Barrier, -1, 0); }
static void r_ibarrier(A *a, saved *o) { (void) o; coll(COMM(0), MT_COLL_Barrier + MT_NONBLOCKING, -1, 0); }
static void r_bcast(A *a, saved *o) { (void) o; coll(COMM(4), MT_COLL_Bcast, F(3), F(1) * tsize(TYPE(2))); }
static void r_ibcast(A *a, saved *o) { (void) o; coll(COMM(4), MT_COLL_Bcast + MT_NONBLOCKING, F(3), F(1) * tsize(TYPE(2))); }
static void r_reduce(A *a, saved *o) { (void) o; coll(COMM(6), MT_COLL_Reduce, F(5), F(2) * tsize(TYPE(3))); }
static void r_allreduce(A *a, saved *o) { (void) o; coll(COMM(5), MT_COLL_Allreduce, -1, F(2) * tsize(TYPE(3))); }
static void r_iallreduce(A *a, saved *o) { (void) o; coll(COMM(5), MT_COLL_Allreduce + MT_NONBLOCKING, -1, F(2) * tsize(TYPE(3))); }
static void r_scan(A *a, saved *o) { (void) o; coll(COMM(5), MT_COLL_Scan, -1, F(2) * tsize(TYPE(3))); }
static void r_exscan(A *a, saved *o) { (void) o; coll(COMM(5), MT_COLL_Exscan, -1, F(2) * tsize(TYPE(3))); }
/* the receive side: the same block as the send side, and never MPI_IN_PLACE */
static void r_allgather(A *a, saved *o) { (void) o; coll(COMM(6), MT_COLL_Allgather, -1, F(4) * tsize(TYPE(5))); }
static void r_alltoall(A *a, saved *o) { (void) o; coll(COMM(6), MT_COLL_Alltoall, -1, F(4) * tsize(TYPE(5))); }
static void r_send(A *a, saved *o) { (void) o; send(COMM(5), F(3)); }
static void r_sendrecv(A *a, saved *o) { (void) o; send(COMM(10), F(3)); }
static void r_sendrecv_replace(A *a, saved *o) { (void) o; send(COMM(7), F(3)); }

#define TRAFFIC(suffix)                                                                 \
    DEF_TRAFFIC(mpi_barrier##suffix, 2, r_barrier, keep_none, P2)                       \
    DEF_TRAFFIC(mpi_ibarrier##suffix, 3, r_ibarrier, keep_none, P3)                     \
    DEF_TRAFFIC(mpi_bcast##suffix, 6, r_bcast, keep_none, P6)                           \
    DEF_TRAFFIC(mpi_ibcast##suffix, 7, r_ibcast, keep_none, P7)                         \
    DEF_TRAFFIC(mpi_reduce##suffix, 8, r_reduce, keep_none, P8)                         \
    DEF_TRAFFIC(mpi_allreduce##suffix, 7, r_allreduce, keep_none, P7)                   \
    DEF_TRAFFIC(mpi_iallreduce##suffix, 8, r_iallreduce, keep_none, P8)                 \
    DEF_TRAFFIC(mpi_scan##suffix, 7, r_scan, keep_none, P7)                             \
    DEF_TRAFFIC(mpi_exscan##suffix, 7, r_exscan, keep_none, P7)                         \
    DEF_TRAFFIC(mpi_allgather##suffix, 8, r_allgather, keep_none, P8)                   \
    DEF_TRAFFIC(mpi_alltoall##suffix, 8, r_alltoall, keep_none, P8)                     \
    DEF_TRAFFIC(mpi_send##suffix, 7, r_send, keep_none, P7)                             \
    DEF_TRAFFIC(mpi_ssend##suffix, 7, r_send, keep_none, P7)                            \
    DEF_TRAFFIC(mpi_rsend##suffix, 7, r_send, keep_none, P7)                            \
    DEF_TRAFFIC(mpi_bsend##suffix, 7, r_send, keep_none, P7)                            \
    DEF_TRAFFIC(mpi_isend##suffix, 8, r_send, keep_none, P8)                            \
    DEF_TRAFFIC(mpi_issend##suffix, 8, r_send, keep_none, P8)                           \
    DEF_TRAFFIC(mpi_irsend##suffix, 8, r_send, keep_none, P8)                           \
    DEF_TRAFFIC(mpi_ibsend##suffix, 8, r_send, keep_none, P8)                           \
    DEF_TRAFFIC(mpi_send_init##suffix, 8, r_send, keep_none, P8)                        \
    DEF_TRAFFIC(mpi_ssend_init##suffix, 8, r_send, keep_none, P8)                       \
    DEF_TRAFFIC(mpi_rsend_init##suffix, 8, r_send, keep_none, P8)                       \
    DEF_TRAFFIC(mpi_bsend_init##suffix, 8, r_send, keep_none, P8)                       \
    DEF_TRAFFIC(mpi_sendrecv##suffix, 13, r_sendrecv, keep_none, P13)                   \
    DEF_TRAFFIC(mpi_sendrecv_replace##suffix, 10, r_sendrecv_replace, keep_none, P10)

TRAFFIC(_)
TRAFFIC(_f08_)
