/* The application's own traffic before and between communicator calls (TrafficMpiTest): a
 * broadcast of the input, a 1-D ring exchange, a 2-D periodic halo on a px x py grid (px = 2), an
 * allreduce on the split halves, then a second split. The test derives the expected records from
 * these rules, so changing a rule here means changing it there. */
#include <mpi.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double input[512] = {0}; /* 4096 bytes */
    MPI_Bcast(input, 512, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Bcast(input, 512, MPI_DOUBLE, 0, MPI_COMM_WORLD); /* the same again: no second record */
    int right = (rank + 1) % size, left = (rank + size - 1) % size, x = 0, y;
    for (int i = 0; i < 3; i++) MPI_Sendrecv(&x, 1, MPI_INT, right, 1, &y, 1, MPI_INT, left, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    /* 2-D halo: rank = row * 2 + col on a (size/2) x 2 torus; a neighbour equal to oneself is skipped */
    int px = 2, py = size / 2, row = rank / px, col = rank % px;
    int nb[4] = {row * px + (col + 1) % px, row * px + (col + px - 1) % px,
                 ((row + 1) % py) * px + col, ((row + py - 1) % py) * px + col};
    MPI_Request rq[8];
    int in[4], n = 0;
    for (int d = 0; d < 4; d++) MPI_Irecv(&in[d], 1, MPI_INT, MPI_ANY_SOURCE, 2, MPI_COMM_WORLD, &rq[n++]);
    for (int d = 0; d < 4; d++) MPI_Isend(&x, 1, MPI_INT, nb[d], 2, MPI_COMM_WORLD, &rq[n++]);
    MPI_Waitall(n, rq, MPI_STATUSES_IGNORE);
    MPI_Send(&x, 1, MPI_INT, MPI_PROC_NULL, 3, MPI_COMM_WORLD); /* not recorded */
    MPI_Comm half, quarter;
    MPI_Comm_split(MPI_COMM_WORLD, rank < size / 2, rank, &half);
    double v = rank, s;
    for (int i = 0; i < 5; i++) MPI_Allreduce(&v, &s, 1, MPI_DOUBLE, MPI_SUM, half);
    MPI_Comm_split(half, rank % 2, rank, &quarter);
    MPI_Comm_free(&quarter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
