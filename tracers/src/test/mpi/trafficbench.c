/* Traffic overhead benchmark (scripts/bench-tracer MODE=traffic): `cycles` MPI_Send/MPI_Recv
 * pairs between neighbouring ranks (even sends first; a rank alone: two MPI_Sendrecv to itself), then `cycles` MPI_Allreduce calls of one
 * double on MPI_COMM_WORLD; rank 0 prints each loop's seconds, wall and its own CPU. */
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
    int rank, size, cycles = argc > 1 ? atoi(argv[1]) : 100000;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int peer = rank ^ 1, x = rank, y;
    if (peer >= size) peer = rank; /* alone (NP=1): to itself, past the tracer's table lookup */
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime(), c = cpu();
    for (int i = 0; i < cycles; i++) {
        if (peer == rank) { /* a blocking send to oneself may wait for its receive (MPICH): two sendrecvs */
            MPI_Sendrecv(&x, 1, MPI_INT, peer, 0, &y, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Sendrecv(&x, 1, MPI_INT, peer, 0, &y, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else if (rank % 2 == 0) {
            MPI_Send(&x, 1, MPI_INT, peer, 0, MPI_COMM_WORLD);
            MPI_Recv(&y, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(&y, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&x, 1, MPI_INT, peer, 0, MPI_COMM_WORLD);
        }
    }
    t = MPI_Wtime() - t;
    c = cpu() - c;
    if (rank == 0) printf("sendrecv %.6f %.6f\n", t, c);
    double v = rank, s;
    MPI_Barrier(MPI_COMM_WORLD);
    t = MPI_Wtime(), c = cpu();
    for (int i = 0; i < cycles; i++) MPI_Allreduce(&v, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    t = MPI_Wtime() - t;
    c = cpu() - c;
    if (rank == 0) printf("allreduce %.6f %.6f\n", t, c);
    MPI_Finalize();
    return 0;
}
