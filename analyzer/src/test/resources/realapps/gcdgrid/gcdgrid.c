/*
 * A process grid laid out by CP2K's rule (cp_blacs_env_create, BLACS_GRID_SQUARE): of the divisor
 * pairs i x P/i with i up to ceil(sqrt P), the one with the largest gcd(i, P/i), ties to the larger
 * i; i rows of P/i columns, row-major. Then what a BLACS grid makes of it: a system communicator
 * (a dup of WORLD), row and column communicators split from it, a dup of the row communicator
 * (a library taking its own copy), and the frees. It agrees with the squarest grid at 8, 16, 18,
 * 24, 32 and differs at 12 (2 x 6 against 3 x 4): the traces the extrapolator must not be sure of.
 */
#include <math.h>
#include <mpi.h>

static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

int main(int argc, char **argv) {
    int p, rank, rows = 1, best = -1;
    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &p);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 1; i <= (int) ceil(sqrt((double) p)); i++)
        if (p % i == 0 && gcd(i, p / i) >= best) { rows = i; best = gcd(i, p / i); }
    int cols = p / rows, myrow = rank / cols, mycol = rank % cols;
    MPI_Comm sys, row, col, rowcopy;
    MPI_Comm_dup(MPI_COMM_WORLD, &sys);
    MPI_Comm_split(sys, myrow, mycol, &row);
    MPI_Comm_split(sys, mycol, myrow, &col);
    MPI_Comm_dup(row, &rowcopy);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Comm_free(&rowcopy);
    MPI_Comm_free(&col);
    MPI_Comm_free(&row);
    MPI_Comm_free(&sys);
    MPI_Finalize();
    return 0;
}
