/* One writer per node (nodewrite.c): the processes of a node hand their parts of the job file to
 * the node's lowest rank, and only these writers open and write the file with MPI-IO. Depends on
 * waits.h. */
#ifndef MPIMEM_NODEWRITE_H
#define MPIMEM_NODEWRITE_H
#include <mpi.h>
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* Where this process's bytes go and who writes them (rank 0 decides, jobfile.c). */
typedef struct {
    int leader;      /* the tc rank that writes this node's bytes */
    int members;     /* at the leader: the node's processes, itself included */
    int leaders;     /* writers in the job */
} mt_node;

/* This process's bytes: len bytes at file offset at (rank 0: the index and its own part). */
typedef struct {
    const char *data;
    long long len, at;
} mt_bytes;

/* Collective over tc, every process (the writers also over their own communicator). writers: at
 * rank 0, the writers' tc ranks in increasing order (rank 0 sends them to the others); path: the
 * file, created by the writers. 1 if every step this process took succeeded, else 0 after
 * fail(what, rc). */
int mt_node_write(mt_bytes mine, mt_node node, const int *writers, MPI_Comm tc, int rank, const char *path,
                  int (*fail)(const char *what, int rc));
#pragma GCC visibility pop
#endif
