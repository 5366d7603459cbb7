/* A process killed outright: two communicators are made, then rank 1 sends itself SIGKILL (no
 * exit handler, no MPI_Abort) while the others wait; the launcher then ends them. The logs must
 * hold both communicators and no end record: the tracer writes into a mapping of its log file,
 * whose pages survive the process. */
#include <mpi.h>
#include <signal.h>

int main(int argc, char **argv) {
    int rank;
    MPI_Comm dup, half;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_split(dup, rank % 2, rank, &half);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) raise(SIGKILL);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
