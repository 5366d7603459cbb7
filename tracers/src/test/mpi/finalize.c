/* The time MPI_Finalize takes, for scripts/bench-tracer MODE=finalize: the job-file step of the
 * tracer (jobfile.c) runs inside it. Each rank first makes and frees `cycles` dups and splits of
 * MPI_COMM_WORLD (4 records a cycle, so that the logs have some size), then prints the wall time
 * of its own MPI_Finalize; the slowest rank is the job's. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
    int rank, cycles = argc > 1 ? atoi(argv[1]) : 100;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < cycles; i++) {
        MPI_Comm dup, half;
        MPI_Comm_dup(MPI_COMM_WORLD, &dup);
        MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
        MPI_Comm_free(&half);
        MPI_Comm_free(&dup);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    MPI_Finalize();
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("finalize %d %.6f\n", rank, (double) (b.tv_sec - a.tv_sec) + (double) (b.tv_nsec - a.tv_nsec) * 1e-9);
    return 0;
}
