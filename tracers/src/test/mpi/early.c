/*
 * A message that arrives before its receive is posted, inside a traced call: rank 1 sends 1000 B
 * to rank 0; with "early", rank 0 sleeps, then calls MPI_Comm_dup (whose progress finds the message
 * unexpected and buffers it) and receives after; without it, rank 0 receives first. The dup's bytes
 * but for the buffer are the same either way (ArrivalBuffersMpiTest).
 */
#include <mpi.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    static char buf[1000];
    int early = argc > 1 && strcmp(argv[1], "early") == 0, rank;
    MPI_Comm d;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) MPI_Send(buf, sizeof buf, MPI_BYTE, 0, 5, MPI_COMM_WORLD);
    if (rank == 0 && early) sleep(1); /* the message is in rank 0's transport before the dup (rank 1 sends at once) */
    if (rank == 0 && !early) MPI_Recv(buf, sizeof buf, MPI_BYTE, 1, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Comm_dup(MPI_COMM_WORLD, &d);
    if (rank == 0 && early) MPI_Recv(buf, sizeof buf, MPI_BYTE, 1, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Comm_free(&d);
    MPI_Finalize();
    return 0;
}
