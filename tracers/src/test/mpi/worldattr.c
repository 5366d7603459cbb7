/* An attribute on MPI_COMM_WORLD, put by one rank only (argv[1], default 1), with callbacks that
 * count: the tracer's job-file step must run neither (jobfile.c, wrap_attr.c): after MPI_Finalize
 * every rank prints "rank R copies C deletes D". A second argument "f" puts it with the deprecated
 * MPI_Attr_put. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int copies, deletes;

static int copy(MPI_Comm c, int key, void *extra, void *in, void *out, int *flag) {
    copies++;
    *(void **) out = in;
    *flag = 1;
    return MPI_SUCCESS;
}

static int drop(MPI_Comm c, int key, void *value, void *extra) {
    deletes++;
    return MPI_SUCCESS;
}

int main(int argc, char **argv) {
    int rank, key, who = argc > 1 ? atoi(argv[1]) : 1;
    static int value = 42;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_create_keyval(copy, drop, &key, NULL);
    if (rank == who) {
        if (argc > 2 && strcmp(argv[2], "f") == 0) MPI_Attr_put(MPI_COMM_WORLD, key, &value);
        else MPI_Comm_set_attr(MPI_COMM_WORLD, key, &value);
    }
    MPI_Comm dup;
    MPI_Comm_split(MPI_COMM_WORLD, 0, rank, &dup); /* a record, so that the log is not empty */
    MPI_Comm_free(&dup);
    MPI_Finalize();
    printf("rank %d copies %d deletes %d\n", rank, copies, deletes);
    return 0;
}
