/* Call sites (CallSiteMpiTest): each communicator must be attributed to the line of its call. */
#include <mpi.h>

static void helper(MPI_Comm *c) {
    MPI_Comm_dup(MPI_COMM_WORLD, c);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int r, n, dims[1] = {0}, periods[1] = {0};
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Comm s, d, i, m, cart;
    MPI_Comm_split(MPI_COMM_WORLD, r % 2, r, &s);
    helper(&d);
    MPI_Intercomm_create(s, 0, MPI_COMM_WORLD, r % 2 ? 0 : 1, 7, &i);
    MPI_Intercomm_merge(i, r % 2, &m);
    MPI_Dims_create(n, 1, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &cart);
    MPI_Comm_free(&m);
    MPI_Finalize();
    return 0;
}
