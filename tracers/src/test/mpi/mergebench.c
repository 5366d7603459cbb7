/* What BenchmarkLogs (the merge benchmark's synthetic logs) models, run for real on an even number
 * n >= 4 of processes: SyntheticLogsMpiTest checks that the tracer writes the same records. */
#include <mpi.h>
#include <stdio.h>

#define CHECK(x) do { if ((x) != MPI_SUCCESS) { fprintf(stderr, "%s failed\n", #x); MPI_Abort(MPI_COMM_WORLD, 1); } } while (0)

int main(int argc, char **argv) {
    int rank, n;
    CHECK(MPI_Init(&argc, &argv));
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    MPI_Comm made[40], half, halves, inter;
    int k = 0, cols = 1;
    while ((cols + 1) * (cols + 1) <= n) cols++;
    while (n % cols != 0) cols--; /* the largest divisor <= sqrt(n) */
    for (int i = 0; i < 20; i++) CHECK(MPI_Comm_dup(MPI_COMM_WORLD, &made[k++]));
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &made[k++]));
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, rank / cols, rank, &made[k++]));
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, rank % cols, rank, &made[k++]));
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, 0, -rank, &made[k++]));
    if (rank < n / 2) {
        MPI_Group world, first;
        int range[1][3] = {{0, n / 2 - 1, 1}};
        MPI_Comm_group(MPI_COMM_WORLD, &world);
        MPI_Group_range_incl(world, 1, range, &first);
        CHECK(MPI_Comm_create_group(MPI_COMM_WORLD, first, 7, &half));
        MPI_Group_free(&first);
        MPI_Group_free(&world);
        made[k++] = half;
    }
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, rank < n / 2 ? 0 : 1, rank, &halves));
    made[k++] = halves;
    CHECK(MPI_Intercomm_create(halves, 0, MPI_COMM_WORLD, rank < n / 2 ? n / 2 : 0, 11, &inter));
    made[k++] = inter;
    CHECK(MPI_Intercomm_merge(inter, rank >= n / 2, &made[k++]));
    while (k > 0) CHECK(MPI_Comm_free(&made[--k]));
    CHECK(MPI_Finalize());
    if (rank == 0) printf("mergebench: ok on %d processes\n", n);
    return 0;
}
