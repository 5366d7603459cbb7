/* Dynamic processes: the n initial processes spawn 2 copies of this program, which split their
 * own world; both sides merge the spawn intercommunicator, free it and disconnect. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    MPI_Comm parent, inter, merged, halves;
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (parent == MPI_COMM_NULL) {
        MPI_Comm_spawn(argv[0], MPI_ARGV_NULL, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter, MPI_ERRCODES_IGNORE);
        MPI_Intercomm_merge(inter, 0, &merged);
    } else {
        inter = parent;
        MPI_Comm_split(MPI_COMM_WORLD, 0, -rank, &halves);
        MPI_Comm_free(&halves);
        MPI_Intercomm_merge(inter, 1, &merged);
    }
    MPI_Comm_free(&merged);
    MPI_Comm_disconnect(&inter);
    if (parent == MPI_COMM_NULL && rank == 0) printf("spawn: ok\n");
    MPI_Finalize();
    return 0;
}
