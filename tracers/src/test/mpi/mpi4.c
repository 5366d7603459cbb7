/* MPI-4 constructors the tracer wraps (MPICH 4 exports them, Open MPI 4.1 does not): an
 * MPI_Comm_idup_with_info of MPI_COMM_WORLD, then a split of it and a dup of the split, all freed. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    MPI_Comm a, s, d;
    MPI_Request req;
    MPI_Info info;
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Info_create(&info);
    MPI_Comm_idup_with_info(MPI_COMM_WORLD, info, &a, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Info_free(&info);
    MPI_Comm_split(a, rank % 2, rank, &s);
    MPI_Comm_dup(s, &d);
    MPI_Comm_free(&d);
    MPI_Comm_free(&s);
    MPI_Comm_free(&a);
    if (rank == 0) printf("mpi4: ok\n");
    MPI_Finalize();
    return 0;
}
