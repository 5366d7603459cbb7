/* A world spawns 2 children; then the world accepts and the children connect over a port the
 * parent root sends through the spawn intercommunicator: a second intercommunicator between the
 * same two jobs, made by connect/accept. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    MPI_Comm parent, spawn, inter;
    char port[MPI_MAX_PORT_NAME] = "";
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_get_parent(&parent);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (parent == MPI_COMM_NULL) {
        MPI_Comm_spawn(argv[0], MPI_ARGV_NULL, 2, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &spawn, MPI_ERRCODES_IGNORE);
        if (rank == 0) {
            MPI_Open_port(MPI_INFO_NULL, port);
            MPI_Send(port, MPI_MAX_PORT_NAME, MPI_CHAR, 0, 0, spawn);
        }
        MPI_Comm_accept(port, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter);
        if (rank == 0) MPI_Close_port(port);
    } else {
        spawn = parent;
        if (rank == 0) MPI_Recv(port, MPI_MAX_PORT_NAME, MPI_CHAR, 0, 0, spawn, MPI_STATUS_IGNORE);
        MPI_Comm_connect(port, MPI_INFO_NULL, 0, MPI_COMM_WORLD, &inter);
    }
    MPI_Comm_disconnect(&inter);
    MPI_Comm_disconnect(&spawn);
    if (parent == MPI_COMM_NULL && rank == 0) printf("spawnconnect: ok\n");
    MPI_Finalize();
    return 0;
}
