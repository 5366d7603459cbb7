/* a 2-D halo exchange as applications write it: input broadcast first, then the grid */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size, params[4] = {64, 64, 10, 1};
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Bcast(params, 4, MPI_INT, 0, MPI_COMM_WORLD);           /* the input, before any communicator */
    int dims[2] = {0, 0}, periods[2] = {1, 1};
    MPI_Dims_create(size, 2, dims);
    MPI_Comm cart, row, col, node, even;
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    int keep_row[2] = {0, 1}, keep_col[2] = {1, 0};
    MPI_Cart_sub(cart, keep_row, &row);
    MPI_Cart_sub(cart, keep_col, &col);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Group world, evens;
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    int range[1][3] = {{0, size - 1, 2}};
    MPI_Group_range_incl(world, 1, range, &evens);
    MPI_Comm_create(MPI_COMM_WORLD, evens, &even);
    MPI_Group_free(&evens);
    MPI_Group_free(&world);
    double halo[64], in[64];
    for (int i = 0; i < 64; i++) halo[i] = rank;
    for (int it = 0; it < params[2]; it++)
        for (int d = 0; d < 2; d++) {
            int src, dst;
            MPI_Cart_shift(cart, d, 1, &src, &dst);
            MPI_Sendrecv(halo, 64, MPI_DOUBLE, dst, 0, in, 64, MPI_DOUBLE, src, 0, cart, MPI_STATUS_IGNORE);
        }
    double s = in[0], t;
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, row);
    MPI_Allreduce(&t, &s, 1, MPI_DOUBLE, MPI_SUM, col);
    if (rank == 0) printf("halo %dx%d: %g\n", dims[0], dims[1], s);
    if (even != MPI_COMM_NULL) MPI_Comm_free(&even);
    MPI_Comm_free(&node); MPI_Comm_free(&row); MPI_Comm_free(&col); MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}
