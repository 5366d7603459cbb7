/* Record shapes shared by a job's processes (shapes.c): the job file (version 2) stores a line that
 * other processes also wrote, but for its times and a split's key, once. Depends on no other unit. */
#ifndef MPIMEM_SHAPES_H
#define MPIMEM_SHAPES_H
#include <mpi.h>
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* What this process writes into the job file. */
typedef struct {
    char *part;       /* its log with shared lines as definitions (+id) or references (=id) */
    long long len;
    long long defs;   /* definitions in part: the shapes this process is the lowest rank to have */
    long long shapes; /* the job's shared shapes, ids 0..shapes-1 (the same on every process) */
    int ok;           /* 0: the collective failed here, and the job file must not be written */
} mt_part;

/* Collective over tc (one MPI_Iallreduce, waited for by mt_wait). Takes ownership of log (len bytes, may be NULL); every
 * process gets its part, at worst its log unchanged, in which case it defines nothing. */
mt_part mt_shapes_encode(char *log, long long len, MPI_Comm tc, int rank);
#pragma GCC visibility pop
#endif
