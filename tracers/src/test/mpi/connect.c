/* Connect/accept inside one job: WORLD splits into halves A (low ranks) and B; A's root opens a
 * port and sends its name to B's root over WORLD; A accepts and B connects over its half, which
 * gives an intercommunicator between the halves. Both disconnect it and free their half. Rank 0
 * prints the port name, which the test compares with what the tracer recorded at both roots. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    MPI_Comm half, inter;
    char port[MPI_MAX_PORT_NAME] = "";
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int inA = rank < size / 2;
    MPI_Comm_split(MPI_COMM_WORLD, inA ? 0 : 1, rank, &half);
    if (rank == 0) {
        MPI_Open_port(MPI_INFO_NULL, port);
        MPI_Send(port, MPI_MAX_PORT_NAME, MPI_CHAR, size / 2, 0, MPI_COMM_WORLD);
    } else if (rank == size / 2) {
        MPI_Recv(port, MPI_MAX_PORT_NAME, MPI_CHAR, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    if (inA) MPI_Comm_accept(port, MPI_INFO_NULL, 0, half, &inter);
    else MPI_Comm_connect(port, MPI_INFO_NULL, 0, half, &inter);
    int remote = 0;
    MPI_Comm_remote_size(inter, &remote);
    MPI_Comm_disconnect(&inter);
    if (rank == 0) MPI_Close_port(port);
    MPI_Comm_free(&half);
    if (rank == 0) printf("port=[%s] connect: ok (remote size %d)\n", port, remote);
    MPI_Finalize();
    return 0;
}
