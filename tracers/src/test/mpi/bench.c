/* Overhead benchmark (scripts/bench-tracer): cycles x (dup + split + free both) on
 * MPI_COMM_WORLD; rank 0 prints the seconds the loop took, wall and its own CPU (the CPU time
 * does not count the time another process held the core: on a loaded machine it is the steadier). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double cpu(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double) ts.tv_sec + 1e-9 * (double) ts.tv_nsec;
}

int main(int argc, char **argv) {
    int rank, cycles = argc > 1 ? atoi(argv[1]) : 1000;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime(), c = cpu();
    for (int i = 0; i < cycles; i++) {
        MPI_Comm dup, half;
        MPI_Comm_dup(MPI_COMM_WORLD, &dup);
        MPI_Comm_split(dup, rank % 2, rank, &half);
        MPI_Comm_free(&half);
        MPI_Comm_free(&dup);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    t = MPI_Wtime() - t;
    c = cpu() - c;
    if (rank == 0) printf("%.6f %.6f\n", t, c);
    MPI_Finalize();
    return 0;
}
