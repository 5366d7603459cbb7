/* MPI-4 constructors the tracer wraps (MPICH 4 exports them, Open MPI 4.1 does not): an
 * MPI_Comm_idup_with_info of MPI_COMM_WORLD, then a split of it and a dup of the split;
 * MPI_Comm_create_from_group of the even and of the odd ranks of the world group, and
 * MPI_Intercomm_create_from_groups between them. All freed. Needs an even number of processes. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    MPI_Comm a, s, d, half, pair;
    MPI_Request req;
    MPI_Info info;
    MPI_Group world, mine, other;
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Info_create(&info);
    MPI_Comm_idup_with_info(MPI_COMM_WORLD, info, &a, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Info_free(&info);
    MPI_Comm_split(a, rank % 2, rank, &s);
    MPI_Comm_dup(s, &d);
    int range[2][1][3] = {{{0, size - 2, 2}}, {{1, size - 1, 2}}};
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_range_incl(world, 1, range[rank % 2], &mine);
    MPI_Group_range_incl(world, 1, range[1 - rank % 2], &other);
    MPI_Comm_create_from_group(mine, "mpimem.half", MPI_INFO_NULL, MPI_ERRORS_ARE_FATAL, &half);
    MPI_Intercomm_create_from_groups(mine, 0, other, 0, "mpimem.pair", MPI_INFO_NULL, MPI_ERRORS_ARE_FATAL, &pair);
    MPI_Group_free(&mine);
    MPI_Group_free(&other);
    MPI_Group_free(&world);
    MPI_Comm_free(&pair);
    MPI_Comm_free(&half);
    MPI_Comm_free(&d);
    MPI_Comm_free(&s);
    MPI_Comm_free(&a);
    if (rank == 0) printf("mpi4: ok\n");
    MPI_Finalize();
    return 0;
}
