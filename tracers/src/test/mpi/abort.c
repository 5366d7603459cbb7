/* An application that dies: two communicators are made, then rank 1 calls MPI_Abort while the
 * others wait; with the argument "kill" it sends itself SIGKILL instead (no exit handler, no
 * MPI_Abort: its log cannot be cut, the pages of its mapping hold its records). The launcher then
 * ends the others. The logs must hold both communicators and no end record. */
#include <mpi.h>
#include <signal.h>
#include <string.h>

int main(int argc, char **argv) {
    int rank;
    MPI_Comm dup, half;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_split(dup, rank % 2, rank, &half);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1 && argc > 1 && strcmp(argv[1], "kill") == 0) raise(SIGKILL);
    if (rank == 1) MPI_Abort(MPI_COMM_WORLD, 3);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
