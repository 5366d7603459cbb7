/* C wrappers: dynamic processes. Each new intercommunicator brings a remote process space. */
#include "mpimem_trace.h"
#include "log.h"

int MT_IMPL(MPI_Comm_spawn)(const char *command, char *argv[], int maxprocs, MPI_Info info, int root, MPI_Comm c,
                   MPI_Comm *inter, int errcodes[]) {
    MT_PASS(MPI_Comm_spawn(command, argv, maxprocs, info, root, c, inter, errcodes));
    uint64_t t0 = mt_now_ns();
    MT_WRAP(MPI_Comm_spawn(command, argv, maxprocs, info, root, c, inter, errcodes),
            mt_rec_dynamic("MPI_Comm_spawn", c, *inter, NULL, t0));
}

int MT_IMPL(MPI_Comm_spawn_multiple)(int count, char *commands[], char **argvs[], const int maxprocs[],
                            const MPI_Info infos[], int root, MPI_Comm c, MPI_Comm *inter, int errcodes[]) {
    MT_PASS(MPI_Comm_spawn_multiple(count, commands, argvs, maxprocs, infos, root, c, inter, errcodes));
    uint64_t t0 = mt_now_ns();
    MT_WRAP(MPI_Comm_spawn_multiple(count, commands, argvs, maxprocs, infos, root, c, inter, errcodes),
            mt_rec_dynamic("MPI_Comm_spawn_multiple", c, *inter, NULL, t0));
}

/* The port name pairs a connect with its accept; it is significant at the root only. */
const char *mt_port_at_root(const char *port, int root, MPI_Comm c) {
    int me = -1;
    PMPI_Comm_rank(c, &me);
    return me == root ? port : NULL;
}

int MT_IMPL(MPI_Comm_connect)(const char *port, MPI_Info info, int root, MPI_Comm c, MPI_Comm *inter) {
    MT_PASS(MPI_Comm_connect(port, info, root, c, inter));
    uint64_t t0 = mt_now_ns();
    MT_WRAP(MPI_Comm_connect(port, info, root, c, inter), mt_rec_dynamic("MPI_Comm_connect", c, *inter, mt_port_at_root(port, root, c), t0));
}

int MT_IMPL(MPI_Comm_accept)(const char *port, MPI_Info info, int root, MPI_Comm c, MPI_Comm *inter) {
    MT_PASS(MPI_Comm_accept(port, info, root, c, inter));
    uint64_t t0 = mt_now_ns();
    MT_WRAP(MPI_Comm_accept(port, info, root, c, inter), mt_rec_dynamic("MPI_Comm_accept", c, *inter, mt_port_at_root(port, root, c), t0));
}
