/* Communicators made from MPI_COMM_SELF on every process: a dup, a split, a window, a 1-process
 * cart; then neighbours 2k and 2k+1 join their SELFs into an intercommunicator and merge it. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    MPI_Comm dup, split, cart, inter, pair;
    MPI_Win win;
    int buf[4];
    int rank, size, dims[1] = {1}, periods[1] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_dup(MPI_COMM_SELF, &dup);
    MPI_Comm_split(MPI_COMM_SELF, 0, 0, &split);
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_SELF, &win);
    MPI_Win_free(&win);
    MPI_Cart_create(MPI_COMM_SELF, 1, dims, periods, 0, &cart);
    if ((rank ^ 1) < size) {
        MPI_Intercomm_create(MPI_COMM_SELF, 0, MPI_COMM_WORLD, rank ^ 1, 7, &inter);
        MPI_Intercomm_merge(inter, rank & 1, &pair);
        MPI_Comm_free(&pair);
        MPI_Comm_free(&inter);
    }
    MPI_Comm_free(&cart);
    MPI_Comm_free(&split);
    MPI_Comm_free(&dup);
    if (rank == 0) printf("self: ok\n");
    MPI_Finalize();
    return 0;
}
