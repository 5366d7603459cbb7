/* not in the repository: intercommunicators between thirds of the job, merged, used, freed */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int third = rank % 3;
    MPI_Comm part, inter = MPI_COMM_NULL, merged = MPI_COMM_NULL;
    MPI_Comm_split(MPI_COMM_WORLD, third, rank, &part);
    if (third < 2) {
        MPI_Intercomm_create(part, 0, MPI_COMM_WORLD, third == 0 ? 1 : 0, 11, &inter);
        MPI_Intercomm_merge(inter, third, &merged);
        double x = rank, y;
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, merged);
        MPI_Comm_free(&merged);
        MPI_Comm_free(&inter);
    }
    MPI_Comm_free(&part);
    if (rank == 0) printf("inter %d\n", size);
    MPI_Finalize();
    return 0;
}
