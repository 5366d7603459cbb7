/* Connect/accept between two separately started jobs (run as `connect2 server FILE` on n ranks and
 * `connect2 client FILE` on k ranks, both with --ompi-server). The server dups its world and
 * accepts over the dup; the client reverses its world with a split before connecting over it, so
 * the client's root is its world rank 1 and its first event precedes the connect. Both merge the
 * intercommunicator (server first), split the merged one by parity, free everything, disconnect.
 * The server's root writes the port name to FILE (renamed into place: the client never reads half). */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    MPI_Comm local, inter, merged, parity;
    char port[MPI_MAX_PORT_NAME] = "", tmp[4096];
    int rank, mrank, server = argc > 2 && strcmp(argv[1], "server") == 0;
    if (argc < 3) { fprintf(stderr, "usage: connect2 server|client PORTFILE\n"); return 2; }
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (server) MPI_Comm_dup(MPI_COMM_WORLD, &local);
    else MPI_Comm_split(MPI_COMM_WORLD, 0, -rank, &local);
    int lrank;
    MPI_Comm_rank(local, &lrank);
    if (server && lrank == 0) {
        MPI_Open_port(MPI_INFO_NULL, port);
        snprintf(tmp, sizeof tmp, "%s.tmp", argv[2]);
        FILE *f = fopen(tmp, "w");
        fprintf(f, "%s\n", port);
        fclose(f);
        rename(tmp, argv[2]);
    } else if (!server && lrank == 0) {
        FILE *f;
        while (!(f = fopen(argv[2], "r"))) usleep(50000);
        if (!fgets(port, sizeof port, f)) port[0] = 0;
        fclose(f);
        port[strcspn(port, "\n")] = 0;
    }
    if (server) MPI_Comm_accept(port, MPI_INFO_NULL, 0, local, &inter);
    else MPI_Comm_connect(port, MPI_INFO_NULL, 0, local, &inter);
    MPI_Intercomm_merge(inter, server ? 0 : 1, &merged);
    MPI_Comm_rank(merged, &mrank);
    MPI_Comm_split(merged, mrank % 2, mrank, &parity);
    MPI_Comm_free(&parity);
    MPI_Comm_free(&merged);
    MPI_Comm_disconnect(&inter);
    if (server && lrank == 0) MPI_Close_port(port);
    MPI_Comm_free(&local);
    if (lrank == 0) printf("connect2 %s: ok\n", argv[1]);
    MPI_Finalize();
    return 0;
}
