/* C wrappers of the application's own traffic (traffic.c records it): collectives on
 * intracommunicators, blocking and non-blocking, and point-to-point sends, persistent ones taken
 * as a send at their init. bytes is what Open MPI's coll/tuned decides on (docs/trace-format.md):
 * computed from the receive side where the send side may be MPI_IN_PLACE. */
#include "mpimem_trace.h"
#include "traffic.h"

/* Outermost application calls only: one made inside another wrapper, or by a Fortran binding
 * whose wrapper records it, passes through. */
#define MT_TRAFFIC(pcall, note)                                         \
    do {                                                                \
        MT_PASS(pcall);                                                 \
        if (mpimem_busy || !mt_traffic_on) return P##pcall;             \
        mpimem_busy = 1;                                                \
        int rc_ = P##pcall;                                             \
        mpimem_busy = 0;                                                \
        if (rc_ == MPI_SUCCESS) { note; }                               \
        return rc_;                                                     \
    } while (0)

static long long tsize(MPI_Datatype t) {
    int n = 0;
    PMPI_Type_size(t, &n);
    return n;
}

/* The largest of an intracommunicator's counts (v-variants); 0 for one not recorded. */
static long long most(MPI_Comm c, const int *counts) {
    int n = mt_traffic_size(c);
    long long m = 0;
    for (int i = 0; i < n; i++) if (counts[i] > m) m = counts[i];
    return m;
}

static long long sum(MPI_Comm c, const int *counts) {
    int n = mt_traffic_size(c);
    long long m = 0;
    for (int i = 0; i < n; i++) m += counts[i];
    return m;
}

static long long most_w(MPI_Comm c, const int *counts, const MPI_Datatype *types) {
    int n = mt_traffic_size(c);
    long long m = 0;
    for (int i = 0; i < n; i++) if (counts[i] * tsize(types[i]) > m) m = counts[i] * tsize(types[i]);
    return m;
}

/* The collectives: MPI_<Name>, then MPI_I<name> with its request. */
int MT_IMPL(MPI_Barrier)(MPI_Comm c) {
    MT_TRAFFIC(MPI_Barrier(c), mt_note_coll(c, MT_COLL_Barrier, -1, 0));
}

int MT_IMPL(MPI_Ibarrier)(MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Ibarrier(c, q), mt_note_coll(c, MT_COLL_Barrier + MT_NONBLOCKING, -1, 0));
}

int MT_IMPL(MPI_Bcast)(void *b, int n, MPI_Datatype t, int root, MPI_Comm c) {
    MT_TRAFFIC(MPI_Bcast(b, n, t, root, c), mt_note_coll(c, MT_COLL_Bcast, root, n * tsize(t)));
}

int MT_IMPL(MPI_Ibcast)(void *b, int n, MPI_Datatype t, int root, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Ibcast(b, n, t, root, c, q), mt_note_coll(c, MT_COLL_Bcast + MT_NONBLOCKING, root, n * tsize(t)));
}

int MT_IMPL(MPI_Reduce)(const void *s, void *r, int n, MPI_Datatype t, MPI_Op op, int root, MPI_Comm c) {
    MT_TRAFFIC(MPI_Reduce(s, r, n, t, op, root, c), mt_note_coll(c, MT_COLL_Reduce, root, n * tsize(t)));
}

int MT_IMPL(MPI_Ireduce)(const void *s, void *r, int n, MPI_Datatype t, MPI_Op op, int root, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Ireduce(s, r, n, t, op, root, c, q), mt_note_coll(c, MT_COLL_Reduce + MT_NONBLOCKING, root, n * tsize(t)));
}

int MT_IMPL(MPI_Allreduce)(const void *s, void *r, int n, MPI_Datatype t, MPI_Op op, MPI_Comm c) {
    MT_TRAFFIC(MPI_Allreduce(s, r, n, t, op, c), mt_note_coll(c, MT_COLL_Allreduce, -1, n * tsize(t)));
}

int MT_IMPL(MPI_Iallreduce)(const void *s, void *r, int n, MPI_Datatype t, MPI_Op op, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Iallreduce(s, r, n, t, op, c, q), mt_note_coll(c, MT_COLL_Allreduce + MT_NONBLOCKING, -1, n * tsize(t)));
}

int MT_IMPL(MPI_Allgather)(const void *s, int sn, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, MPI_Comm c) {
    MT_TRAFFIC(MPI_Allgather(s, sn, st, r, rn, rt, c), mt_note_coll(c, MT_COLL_Allgather, -1, rn * tsize(rt)));
}

int MT_IMPL(MPI_Iallgather)(const void *s, int sn, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Iallgather(s, sn, st, r, rn, rt, c, q), mt_note_coll(c, MT_COLL_Allgather + MT_NONBLOCKING, -1, rn * tsize(rt)));
}

int MT_IMPL(MPI_Allgatherv)(const void *s, int sn, MPI_Datatype st, void *r, const int *rn, const int *rd, MPI_Datatype rt, MPI_Comm c) {
    MT_TRAFFIC(MPI_Allgatherv(s, sn, st, r, rn, rd, rt, c), mt_note_coll(c, MT_COLL_Allgatherv, -1, most(c, rn) * tsize(rt)));
}

int MT_IMPL(MPI_Iallgatherv)(const void *s, int sn, MPI_Datatype st, void *r, const int *rn, const int *rd, MPI_Datatype rt, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Iallgatherv(s, sn, st, r, rn, rd, rt, c, q), mt_note_coll(c, MT_COLL_Allgatherv + MT_NONBLOCKING, -1, most(c, rn) * tsize(rt)));
}

int MT_IMPL(MPI_Gather)(const void *s, int sn, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, int root, MPI_Comm c) {
    MT_TRAFFIC(MPI_Gather(s, sn, st, r, rn, rt, root, c), mt_note_coll(c, MT_COLL_Gather, root, s == MPI_IN_PLACE ? rn * tsize(rt) : sn * tsize(st)));
}

int MT_IMPL(MPI_Igather)(const void *s, int sn, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, int root, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Igather(s, sn, st, r, rn, rt, root, c, q), mt_note_coll(c, MT_COLL_Gather + MT_NONBLOCKING, root, s == MPI_IN_PLACE ? rn * tsize(rt) : sn * tsize(st)));
}

int MT_IMPL(MPI_Gatherv)(const void *s, int sn, MPI_Datatype st, void *r, const int *rn, const int *rd, MPI_Datatype rt, int root, MPI_Comm c) {
    MT_TRAFFIC(MPI_Gatherv(s, sn, st, r, rn, rd, rt, root, c), mt_note_coll(c, MT_COLL_Gatherv, root, s == MPI_IN_PLACE ? most(c, rn) * tsize(rt) : sn * tsize(st)));
}

int MT_IMPL(MPI_Igatherv)(const void *s, int sn, MPI_Datatype st, void *r, const int *rn, const int *rd, MPI_Datatype rt, int root, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Igatherv(s, sn, st, r, rn, rd, rt, root, c, q), mt_note_coll(c, MT_COLL_Gatherv + MT_NONBLOCKING, root, s == MPI_IN_PLACE ? most(c, rn) * tsize(rt) : sn * tsize(st)));
}

int MT_IMPL(MPI_Scatter)(const void *s, int sn, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, int root, MPI_Comm c) {
    MT_TRAFFIC(MPI_Scatter(s, sn, st, r, rn, rt, root, c), mt_note_coll(c, MT_COLL_Scatter, root, r == MPI_IN_PLACE ? sn * tsize(st) : rn * tsize(rt)));
}

int MT_IMPL(MPI_Iscatter)(const void *s, int sn, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, int root, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Iscatter(s, sn, st, r, rn, rt, root, c, q), mt_note_coll(c, MT_COLL_Scatter + MT_NONBLOCKING, root, r == MPI_IN_PLACE ? sn * tsize(st) : rn * tsize(rt)));
}

int MT_IMPL(MPI_Scatterv)(const void *s, const int *sn, const int *sd, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, int root, MPI_Comm c) {
    MT_TRAFFIC(MPI_Scatterv(s, sn, sd, st, r, rn, rt, root, c), mt_note_coll(c, MT_COLL_Scatterv, root, r == MPI_IN_PLACE ? most(c, sn) * tsize(st) : rn * tsize(rt)));
}

int MT_IMPL(MPI_Iscatterv)(const void *s, const int *sn, const int *sd, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, int root, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Iscatterv(s, sn, sd, st, r, rn, rt, root, c, q), mt_note_coll(c, MT_COLL_Scatterv + MT_NONBLOCKING, root, r == MPI_IN_PLACE ? most(c, sn) * tsize(st) : rn * tsize(rt)));
}

int MT_IMPL(MPI_Alltoall)(const void *s, int sn, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, MPI_Comm c) {
    MT_TRAFFIC(MPI_Alltoall(s, sn, st, r, rn, rt, c), mt_note_coll(c, MT_COLL_Alltoall, -1, rn * tsize(rt)));
}

int MT_IMPL(MPI_Ialltoall)(const void *s, int sn, MPI_Datatype st, void *r, int rn, MPI_Datatype rt, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Ialltoall(s, sn, st, r, rn, rt, c, q), mt_note_coll(c, MT_COLL_Alltoall + MT_NONBLOCKING, -1, rn * tsize(rt)));
}

int MT_IMPL(MPI_Alltoallv)(const void *s, const int *sn, const int *sd, MPI_Datatype st, void *r, const int *rn, const int *rd, MPI_Datatype rt, MPI_Comm c) {
    MT_TRAFFIC(MPI_Alltoallv(s, sn, sd, st, r, rn, rd, rt, c), mt_note_coll(c, MT_COLL_Alltoallv, -1, most(c, rn) * tsize(rt)));
}

int MT_IMPL(MPI_Ialltoallv)(const void *s, const int *sn, const int *sd, MPI_Datatype st, void *r, const int *rn, const int *rd, MPI_Datatype rt, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Ialltoallv(s, sn, sd, st, r, rn, rd, rt, c, q), mt_note_coll(c, MT_COLL_Alltoallv + MT_NONBLOCKING, -1, most(c, rn) * tsize(rt)));
}

int MT_IMPL(MPI_Alltoallw)(const void *s, const int *sn, const int *sd, const MPI_Datatype *st, void *r, const int *rn, const int *rd, const MPI_Datatype *rt, MPI_Comm c) {
    MT_TRAFFIC(MPI_Alltoallw(s, sn, sd, st, r, rn, rd, rt, c), mt_note_coll(c, MT_COLL_Alltoallw, -1, most_w(c, rn, rt)));
}

int MT_IMPL(MPI_Ialltoallw)(const void *s, const int *sn, const int *sd, const MPI_Datatype *st, void *r, const int *rn, const int *rd, const MPI_Datatype *rt, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Ialltoallw(s, sn, sd, st, r, rn, rd, rt, c, q), mt_note_coll(c, MT_COLL_Alltoallw + MT_NONBLOCKING, -1, most_w(c, rn, rt)));
}

int MT_IMPL(MPI_Reduce_scatter)(const void *s, void *r, const int *rn, MPI_Datatype t, MPI_Op op, MPI_Comm c) {
    MT_TRAFFIC(MPI_Reduce_scatter(s, r, rn, t, op, c), mt_note_coll(c, MT_COLL_Reduce_scatter, -1, sum(c, rn) * tsize(t)));
}

int MT_IMPL(MPI_Ireduce_scatter)(const void *s, void *r, const int *rn, MPI_Datatype t, MPI_Op op, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Ireduce_scatter(s, r, rn, t, op, c, q), mt_note_coll(c, MT_COLL_Reduce_scatter + MT_NONBLOCKING, -1, sum(c, rn) * tsize(t)));
}

int MT_IMPL(MPI_Reduce_scatter_block)(const void *s, void *r, int rn, MPI_Datatype t, MPI_Op op, MPI_Comm c) {
    MT_TRAFFIC(MPI_Reduce_scatter_block(s, r, rn, t, op, c), mt_note_coll(c, MT_COLL_Reduce_scatter_block, -1, rn * tsize(t)));
}

int MT_IMPL(MPI_Ireduce_scatter_block)(const void *s, void *r, int rn, MPI_Datatype t, MPI_Op op, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Ireduce_scatter_block(s, r, rn, t, op, c, q), mt_note_coll(c, MT_COLL_Reduce_scatter_block + MT_NONBLOCKING, -1, rn * tsize(t)));
}

int MT_IMPL(MPI_Scan)(const void *s, void *r, int n, MPI_Datatype t, MPI_Op op, MPI_Comm c) {
    MT_TRAFFIC(MPI_Scan(s, r, n, t, op, c), mt_note_coll(c, MT_COLL_Scan, -1, n * tsize(t)));
}

int MT_IMPL(MPI_Iscan)(const void *s, void *r, int n, MPI_Datatype t, MPI_Op op, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Iscan(s, r, n, t, op, c, q), mt_note_coll(c, MT_COLL_Scan + MT_NONBLOCKING, -1, n * tsize(t)));
}

int MT_IMPL(MPI_Exscan)(const void *s, void *r, int n, MPI_Datatype t, MPI_Op op, MPI_Comm c) {
    MT_TRAFFIC(MPI_Exscan(s, r, n, t, op, c), mt_note_coll(c, MT_COLL_Exscan, -1, n * tsize(t)));
}

int MT_IMPL(MPI_Iexscan)(const void *s, void *r, int n, MPI_Datatype t, MPI_Op op, MPI_Comm c, MPI_Request *q) {
    MT_TRAFFIC(MPI_Iexscan(s, r, n, t, op, c, q), mt_note_coll(c, MT_COLL_Exscan + MT_NONBLOCKING, -1, n * tsize(t)));
}

/* Sends: the first to each destination of a communicator (traffic.c keeps the bitmap). Each mode
 * three times: blocking, immediate, and persistent (taken as a send at its init). */
#define SEND_PARAMS const void *b, int n, MPI_Datatype t, int dest, int tag, MPI_Comm c
#define SENDS(Mode, IMode)                                                                              \
    int MT_IMPL(MPI_##Mode)(SEND_PARAMS) {                                                              \
        MT_TRAFFIC(MPI_##Mode(b, n, t, dest, tag, c), mt_note_send(c, dest));                           \
    }                                                                                                   \
    int MT_IMPL(MPI_##IMode)(SEND_PARAMS, MPI_Request *q) {                                             \
        MT_TRAFFIC(MPI_##IMode(b, n, t, dest, tag, c, q), mt_note_send(c, dest));                       \
    }                                                                                                   \
    int MT_IMPL(MPI_##Mode##_init)(SEND_PARAMS, MPI_Request *q) {                                       \
        MT_TRAFFIC(MPI_##Mode##_init(b, n, t, dest, tag, c, q), mt_note_send(c, dest));                 \
    }

SENDS(Send, Isend)
SENDS(Ssend, Issend)
SENDS(Rsend, Irsend)
SENDS(Bsend, Ibsend)

int MT_IMPL(MPI_Sendrecv)(const void *sb, int sn, MPI_Datatype st, int dest, int stag, void *rb, int rn, MPI_Datatype rt,
                          int src, int rtag, MPI_Comm c, MPI_Status *status) {
    MT_TRAFFIC(MPI_Sendrecv(sb, sn, st, dest, stag, rb, rn, rt, src, rtag, c, status), mt_note_send(c, dest));
}

int MT_IMPL(MPI_Sendrecv_replace)(void *b, int n, MPI_Datatype t, int dest, int stag, int src, int rtag, MPI_Comm c,
                                  MPI_Status *status) {
    MT_TRAFFIC(MPI_Sendrecv_replace(b, n, t, dest, stag, src, rtag, c, status), mt_note_send(c, dest));
}
