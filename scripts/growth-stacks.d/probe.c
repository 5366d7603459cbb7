/*
 * The program scripts/growth-stacks runs: rank 0 dumps its live blocks by stack right after
 * MPI_Init (before any collective, which would contact peers), then, with "contact K1 K2 ...",
 * again after exchanging one message with world ranks 1..K1, then 1..K2, ...: the growth
 * between dumps is what contacting those peers made ("barrier" in the list: one MPI_Barrier). Works with or without the preload.
 */
#include <dlfcn.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long long (*dump)(const char *);

static void snap(const char *out, const char *tag) {
    char path[4096];
    snprintf(path, sizeof path, "%s.%s", out, tag);
    long long live = dump ? dump(path) : -1;
    printf("%s %lld\n", tag, live);
    fflush(stdout);
}

int main(int argc, char **argv) {
    static char line[4096]; /* stdout's buffer, else printf's first call mallocs it inside a window */
    setvbuf(stdout, line, _IOLBF, sizeof line);
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    const char *out = getenv("GROWTH_OUT");
    dump = (long long (*)(const char *))dlsym(RTLD_DEFAULT, "growth_stacks_dump");
    if (rank == 0 && out) snap(out, "init");
    int contacted = 0;
    if (argc > 1 && !strcmp(argv[1], "merge")) { /* what the merge itself keeps, apart from the calls before it */
        int me = getenv("GROWTH_RANK") ? atoi(getenv("GROWTH_RANK")) : 0; /* the rank the preload is on */
        MPI_Comm s, inter, merged;
        MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &s);
        MPI_Intercomm_create(s, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 7, &inter);
        MPI_Barrier(MPI_COMM_WORLD); /* everyone's creation traffic done before rank 0's dump */
        if (rank == me && out) snap(out, "pre");
        MPI_Barrier(MPI_COMM_WORLD); /* and nobody's merge traffic before it */
        MPI_Intercomm_merge(inter, rank % 2, &merged);
        if (rank == me && out) snap(out, "merge");
    }
    for (int a = 2; argc > 2 && !strcmp(argv[1], "contact") && a < argc; a++) {
        if (!strcmp(argv[a], "barrier")) { /* everyone: what the first collective adds */
            MPI_Barrier(MPI_COMM_WORLD);
            if (rank == 0 && out) snap(out, "barrier");
            continue;
        }
        int k = atoi(argv[a]), x = 0;
        if (k >= size) k = size - 1;
        for (int peer = contacted + 1; peer <= k; peer++) {
            if (rank == 0) {
                MPI_Send(&x, 1, MPI_INT, peer, 0, MPI_COMM_WORLD);
                MPI_Recv(&x, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            } else if (rank == peer) {
                MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
            }
        }
        contacted = k;
        char tag[32];
        snprintf(tag, sizeof tag, "c%d", k);
        if (rank == 0 && out) snap(out, tag);
    }
    /* Until rank 0 has taken its last dump, nobody else may talk to it: a rank done early would
     * enter the barrier below and its messages would land in rank 0's window. The processes share
     * one machine (simulated nodes), so a file says "done". */
    const char *sync = getenv("GROWTH_SYNC");
    if (sync && rank == 0) fclose(fopen(sync, "w"));
    while (sync && rank != 0 && access(sync, F_OK) != 0) usleep(20000);
    if (getenv("GROWTH_EXIT")) {
        /* MPICH over UCX_TLS=tcp,self can hang in MPI_Finalize on a loaded machine: leave
         * without it */
        int x = 0;
        for (int peer = 1; peer <= contacted; peer++)
            if (rank == 0) MPI_Send(&x, 1, MPI_INT, peer, 1, MPI_COMM_WORLD);
            else if (rank == peer) MPI_Recv(&x, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Barrier(MPI_COMM_WORLD); /* UCX over tcp connects at init: nobody leaves before all have */
        fflush(stdout);
        _exit(0);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
