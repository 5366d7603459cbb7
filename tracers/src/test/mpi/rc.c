/* What the application sees, traced or not: the error classes of calls that fail (errors returned,
 * not fatal) and the ranks and sizes of the communicators that succeed, printed by rank 0. */
#include <mpi.h>
#include <stdio.h>

static int cls(int rc) {
    int c = rc;
    if (rc != MPI_SUCCESS) MPI_Error_class(rc, &c);
    return c;
}

int main(int argc, char **argv) {
    MPI_Comm c = MPI_COMM_NULL, parity, cart = MPI_COMM_NULL;
    int rank, size, dims[1], periods[1] = {0}, mine[2], all[64];
    MPI_Init(&argc, &argv);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int e1 = cls(MPI_Comm_dup(MPI_COMM_NULL, &c));
    int e2 = cls(MPI_Comm_split(MPI_COMM_WORLD, -5, 0, &c)); /* MPICH without error checking accepts it */
    if (e2 == MPI_SUCCESS) MPI_Comm_free(&c);
    dims[0] = size + 1;
    int e4 = cls(MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &cart));
    int ok = cls(MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &parity));
    MPI_Comm_rank(parity, &mine[0]);
    MPI_Comm_size(parity, &mine[1]);
    MPI_Gather(mine, 2, MPI_INT, all, 2, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("dup(NULL) %d, split(color -5) %d, cart(too big) %d, split %d\n", e1 == MPI_ERR_COMM, e2 != MPI_SUCCESS,
               e4 != MPI_SUCCESS, ok);
        for (int r = 0; r < size && 2 * r + 1 < 64; r++) printf("rank %d: parity rank %d of %d\n", r, all[2 * r], all[2 * r + 1]);
    }
    MPI_Comm_free(&parity);
    MPI_Finalize();
    return 0;
}
