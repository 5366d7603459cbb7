/* mpimem measure passes the application's exit code through: every rank exits with argv[1] after
 * making one communicator (so there is something to measure) and saying so on standard output. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    MPI_Comm d;
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &d);
    if (rank == 0) printf("exitcode: exiting with %s\n", argc > 1 ? argv[1] : "0");
    MPI_Comm_free(&d);
    MPI_Finalize();
    return argc > 1 ? atoi(argv[1]) : 0;
}
