/* Live bytes per communicator call, seen by the program itself: around each call it reads the
 * allocation counter (libmpimem-calib.so, found with dlsym so the program also links and runs
 * without it) and at the end writes one line per call to <argv[1]>/rank<r>.txt (a file per
 * process: the launchers interleave the processes' standard output):
 *   memcalls rank=<r> round=<0..3> i=<call index> call=<name> null=<0|1> delta=<bytes>
 * null=1: the call returned MPI_COMM_NULL here (the tracer writes no record for it). The sequence
 * runs ROUNDS times: round 0 takes most one-time state (peer endpoints, pools: 26 KB to 1 MB under
 * MPICH/UCX), which lands in whichever call happens to progress it and so differs between runs;
 * later rounds repeat the same calls, each call's bytes the same in every round unless a late
 * one-time block lands in it (only ever adds bytes: TracerMemoryMpiTest takes the least).
 * TracerMemoryMpiTest runs it with the counter alone and with counter + tracer: the deltas must be
 * the same, and equal to the tracer's mem= (issue 27 item 5). Nothing is allocated or printed
 * inside a window. Any even number of processes on one node. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <mpi.h>
#include <stdio.h>

#define ROUNDS 4
#define MAXCALLS (ROUNDS * 32)
static long long (*live)(void);
static const char *names[MAXCALLS];
static long long deltas[MAXCALLS];
static int nulls[MAXCALLS], rounds[MAXCALLS], ncalls, round;

/* Runs one MPI call between two readings of the counter; out (may be NULL) is the new comm. */
#define CALL(name, call, out)                                          \
    do {                                                               \
        long long before_ = live();                                    \
        int rc_ = (call);                                              \
        deltas[ncalls] = live() - before_;                             \
        if (rc_ != MPI_SUCCESS) MPI_Abort(MPI_COMM_WORLD, 3);          \
        names[ncalls] = name;                                          \
        rounds[ncalls] = round;                                        \
        nulls[ncalls++] = (out) != NULL && *(MPI_Comm *)(out) == MPI_COMM_NULL; \
    } while (0)

static void calls(int rank, int n) {
    MPI_Comm d1, d2, d3, s1, s2, sh, c1, c2, cart, csub, ic, m;
    MPI_Group world, evens, g2, g2sub, gs1;
    int even_ranks[MAXCALLS], first2[2] = {0, 1};
    for (int i = 0; i < (n + 1) / 2; i++) even_ranks[i] = 2 * i;

    CALL("dup_world", MPI_Comm_dup(MPI_COMM_WORLD, &d1), &d1);
    CALL("dup_dup", MPI_Comm_dup(d1, &d2), &d2);
    CALL("split_world", MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &s1), &s1);
    CALL("split_dup", MPI_Comm_split(d1, rank < 2, rank, &s2), &s2);
    CALL("split_shared", MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &sh), &sh);
    CALL("dup_split", MPI_Comm_dup(s1, &d3), &d3);
    /* creates from groups the application made itself: of the world, and of a dup (whose group the
     * library then caches on the dup: the tracer must not count that cache as its own) */
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, (n + 1) / 2, even_ranks, &evens);
    CALL("create_world", MPI_Comm_create(MPI_COMM_WORLD, evens, &c1), &c1);
    MPI_Comm_group(d2, &g2);
    MPI_Group_incl(g2, 2, first2, &g2sub);
    CALL("create_dup", MPI_Comm_create(d2, g2sub, &c2), &c2);
    MPI_Group_free(&g2sub);
    MPI_Group_free(&g2);
    int dims[2] = {2, n / 2}, periods[2] = {0, 0}, keep[2] = {1, 0};
    CALL("cart_create", MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart), &cart);
    CALL("cart_sub", MPI_Cart_sub(cart, keep, &csub), &csub);
    /* s1's rank 0 is its highest world rank (key -rank): n-2 for the evens, n-1 for the odds */
    CALL("intercomm_create", MPI_Intercomm_create(s1, 0, MPI_COMM_WORLD, rank % 2 ? n - 2 : n - 1, 7, &ic), &ic);
    CALL("intercomm_merge", MPI_Intercomm_merge(ic, rank % 2, &m), &m);
    /* the application holds s1's group past s1's free: the library releases it at MPI_Group_free */
    MPI_Comm_group(s1, &gs1);
    /* the application's own traffic between the windows: the tracer makes its traffic tables for s1
     * and d2 here (traffic.c) and drops them in their frees, and no window may count either */
    int x = rank, y, r2, n2;
    MPI_Comm_rank(d2, &r2);
    MPI_Comm_size(d2, &n2);
    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, s1);
    MPI_Sendrecv(&x, 1, MPI_INT, (r2 + 1) % n2, 5, &y, 1, MPI_INT, (r2 + n2 - 1) % n2, 5, d2, MPI_STATUS_IGNORE);

    CALL("free_merge", MPI_Comm_free(&m), NULL);
    CALL("free_intercomm", MPI_Comm_free(&ic), NULL);
    CALL("free_cart_sub", MPI_Comm_free(&csub), NULL);
    CALL("free_cart", MPI_Comm_free(&cart), NULL);
    if (c2 != MPI_COMM_NULL) CALL("free_create_dup", MPI_Comm_free(&c2), NULL);
    if (c1 != MPI_COMM_NULL) CALL("free_create_world", MPI_Comm_free(&c1), NULL);
    CALL("free_split_world", MPI_Comm_free(&s1), NULL);     /* before its dup d3 */
    CALL("free_dup_split", MPI_Comm_free(&d3), NULL);
    CALL("free_shared", MPI_Comm_free(&sh), NULL);
    CALL("free_split_dup", MPI_Comm_free(&s2), NULL);
    CALL("free_dup_dup", MPI_Comm_free(&d2), NULL);
    CALL("free_dup_world", MPI_Comm_free(&d1), NULL);
    MPI_Group_free(&gs1);
    MPI_Group_free(&evens);
    MPI_Group_free(&world);

}

int main(int argc, char **argv) {
    live = (long long (*)(void)) dlsym(RTLD_DEFAULT, "mpimem_calib_live");
    if (!live) { fprintf(stderr, "memcalls: libmpimem-calib.so is not preloaded\n"); return 2; }
    MPI_Init(&argc, &argv);
    int rank, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    /* first contact with every peer in both directions (MPICH/UCX sets up about 26-190 KB per
     * endpoint when it first hears from a peer, whenever that is), before any window */
    int out[256], in[256];
    if (n > 256) MPI_Abort(MPI_COMM_WORLD, 2);
    for (int i = 0; i < n; i++) out[i] = rank;
    MPI_Alltoall(out, 1, MPI_INT, in, 1, MPI_INT, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    for (round = 0; round < ROUNDS; round++) calls(rank, n);
    char path[4096];
    snprintf(path, sizeof path, "%s/rank%d.txt", argc > 1 ? argv[1] : ".", rank);
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); MPI_Abort(MPI_COMM_WORLD, 2); }
    for (int i = 0; i < ncalls; i++)
        fprintf(f, "memcalls rank=%d round=%d i=%d call=%s null=%d delta=%lld\n", rank, rounds[i], i, names[i], nulls[i], deltas[i]);
    fclose(f);
    MPI_Finalize();
    return 0;
}
