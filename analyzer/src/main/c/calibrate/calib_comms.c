/*
 * Calibration program: creates communicators of each pattern and prints, from world rank 0,
 * the live bytes each creation added (read through the preload's mpimem_calib_live()).
 *
 *   calib_comms [FROM TO]   also every pattern on parents of the first n ranks, n = FROM..TO
 *
 * FROM is 4 in mpimem's runs: below it the patterns' halves have one rank, and a one-rank
 * communicator takes other branches in both libraries (no node_comm), which is not the slope.
 *
 * Lines: "calib-library TEXT" (MPI_Get_library_version, line breaks as " | "; printed after init was read,
 * so its buffer is not in any measurement), "calib init P BYTES" (live bytes after MPI_Init), "calib dup-world P P BYTES", and
 * "calib PATTERN n m BYTES" (parent size n, size m of the pattern's communicator at rank 0).
 * Each creation is done once untimed first, so lazily built state (handle-pool blocks,
 * collective buffers) is charged to the warm-up and the measured delta is the communicator's.
 */
#include <dlfcn.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static long long (*live)(void);

static long long now(void) {
    return live ? live() : 0;
}

typedef int (*pattern)(MPI_Comm parent, MPI_Comm out[2]); /* returns the size m at this rank */

static int size_of(MPI_Comm c) {
    int m = 0;
    if (c != MPI_COMM_NULL) MPI_Comm_size(c, &m);
    return m;
}

static int dup(MPI_Comm p, MPI_Comm o[2]) { MPI_Comm_dup(p, &o[0]); return size_of(o[0]); }

static int rank_of(MPI_Comm p) { int r; MPI_Comm_rank(p, &r); return r; }

static int odd_even(MPI_Comm p, MPI_Comm o[2]) {
    int r = rank_of(p);
    MPI_Comm_split(p, r % 2, r, &o[0]);
    return size_of(o[0]);
}

static int block(MPI_Comm p, MPI_Comm o[2]) {
    int r = rank_of(p), n = size_of(p);
    MPI_Comm_split(p, r >= (n + 1) / 2, r, &o[0]);
    return size_of(o[0]);
}

static int reversed(MPI_Comm p, MPI_Comm o[2]) {
    int r = rank_of(p), n = size_of(p);
    MPI_Comm_split(p, 0, n - r, &o[0]);
    return size_of(o[0]);
}

/* evens then odds: a permutation no regular rank-map mode describes */
static MPI_Group evens_then_odds(MPI_Comm p) {
    int n = size_of(p), *order = malloc(n * sizeof *order), k = 0;
    for (int i = 0; i < n; i += 2) order[k++] = i;
    for (int i = 1; i < n; i += 2) order[k++] = i;
    MPI_Group g, sub;
    MPI_Comm_group(p, &g);
    MPI_Group_incl(g, n, order, &sub);
    MPI_Group_free(&g);
    free(order);
    return sub;
}

/* the group built inside the window: what a trace sees (it records no MPI_Group_incl), and the
 * communicator keeps the group alive after MPI_Group_free, so its bytes are the communicator's */
static int group_and_create(MPI_Comm p, MPI_Comm o[2]) {
    MPI_Group sub = evens_then_odds(p);
    MPI_Comm_create_group(p, sub, 7, &o[0]);
    MPI_Group_free(&sub);
    return size_of(o[0]);
}

/* the call alone: the group is built before the window and freed after it */
static MPI_Group prepared = MPI_GROUP_NULL;
static int prepare_group(MPI_Comm p, MPI_Comm o[2]) { (void)o; prepared = evens_then_odds(p); return 1; }
static int create_group(MPI_Comm p, MPI_Comm o[2]) { MPI_Comm_create_group(p, prepared, 7, &o[0]); return size_of(o[0]); }

/* an n/2 x 2 grid (even n only, so the column's size is n/2 at every n) and its first column */
static int cart_create(MPI_Comm p, MPI_Comm o[2]) {
    int n = size_of(p), dims[2] = {n / 2, 2}, periods[2] = {0, 0};
    if (n % 2) return 0;
    MPI_Cart_create(p, 2, dims, periods, 0, &o[0]);
    return size_of(o[0]);
}

/* cart_sub alone: the grid is made before the window; x is the column's size */
static int cart_sub(MPI_Comm p, MPI_Comm o[2]) {
    int keep[2] = {1, 0};
    (void)p;
    MPI_Cart_sub(o[0], keep, &o[1]);
    return size_of(o[1]);
}

static int intercomm_merge(MPI_Comm p, MPI_Comm o[2]) {
    int r = rank_of(p), n = size_of(p), high = r >= n / 2;
    MPI_Comm half, inter;
    MPI_Comm_split(p, high, r, &half);
    MPI_Intercomm_create(half, 0, p, high ? 0 : n / 2, 11, &inter);
    MPI_Comm_free(&half);
    o[0] = inter;
    MPI_Intercomm_merge(inter, high, &o[1]);
    return size_of(o[1]);
}

static void release(MPI_Comm o[2]) {
    for (int i = 1; i >= 0; i--)
        if (o[i] != MPI_COMM_NULL) MPI_Comm_free(&o[i]);
    if (prepared != MPI_GROUP_NULL) MPI_Group_free(&prepared);
}

/*
 * Runs one creation untimed, then three times measured (freed in between) on parent; rank 0
 * prints the median delta. The median drops a stray allocation the progress engine makes while
 * rank 0 waits inside a creation for slower peers (seen when the machine is loaded).
 * setup (may be NULL) makes what the measured call needs before the window opens, so a row's
 * bytes are exactly the call its name says; it returns 0 when the pattern does not exist at this size.
 */
static void measure(const char *name, pattern setup, pattern make, MPI_Comm parent, int n) {
    MPI_Comm o[2] = {MPI_COMM_NULL, MPI_COMM_NULL};
    long long d[3];
    int m = 0;
    MPI_Barrier(parent);
    if (setup && !setup(parent, o)) return;
    if (!make(parent, o)) { release(o); return; } /* the pattern does not exist at this size */
    release(o);
    for (int i = 0; i < 3; i++) {
        if (setup) setup(parent, o);
        MPI_Barrier(parent);
        long long before = now();
        m = make(parent, o);
        d[i] = now() - before;
        MPI_Barrier(parent);
        release(o);
    }
    long long lo = d[0] < d[1] ? d[0] : d[1], hi = d[0] < d[1] ? d[1] : d[0];
    long long median = d[2] < lo ? lo : d[2] > hi ? hi : d[2];
    if (rank_of(MPI_COMM_WORLD) == 0) printf("calib %s %d %d %lld\n", name, n, m, median);
}

int main(int argc, char **argv) {
    live = (long long (*)(void))dlsym(RTLD_DEFAULT, "mpimem_calib_live");
    MPI_Init(&argc, &argv);
    long long init = now();
    int rank, size, from = argc > 2 ? atoi(argv[1]) : 2, to = argc > 2 ? atoi(argv[2]) : 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 0) printf("calib init %d %d %lld\n", size, size, init);
    if (rank == 0) {
        char lib[MPI_MAX_LIBRARY_VERSION_STRING];
        int len = 0;
        MPI_Get_library_version(lib, &len);
        printf("calib-library ");
        for (int i = 0; i < len && lib[i]; i++)
            if (lib[i] == '\n') { if (lib[i + 1]) printf(" | "); }
            else putchar(lib[i] == '\t' ? ' ' : lib[i]);
        printf("\n");
    }
    measure("dup-world", NULL, dup, MPI_COMM_WORLD, size);
    static const struct { const char *name; pattern setup, make; } patterns[] = {
        {"dup", NULL, dup}, {"odd-even", NULL, odd_even}, {"block", NULL, block}, {"reversed", NULL, reversed},
        {"group+create-group", NULL, group_and_create}, {"create-group", prepare_group, create_group},
        {"cart-create", NULL, cart_create}, {"cart-sub", cart_create, cart_sub}, {"intercomm-merge", NULL, intercomm_merge}};
    for (int n = from < 2 ? 2 : from; n <= to && n <= size; n++) {
        MPI_Comm parent; /* the first n ranks, in world order */
        MPI_Comm_split(MPI_COMM_WORLD, rank < n ? 0 : MPI_UNDEFINED, rank, &parent);
        for (unsigned i = 0; parent != MPI_COMM_NULL && i < sizeof patterns / sizeof *patterns; i++)
            measure(patterns[i].name, patterns[i].setup, patterns[i].make, parent, n);
        if (parent != MPI_COMM_NULL) MPI_Comm_free(&parent);
        MPI_Barrier(MPI_COMM_WORLD);
    }
    fflush(stdout);
    MPI_Finalize();
    return 0;
}
