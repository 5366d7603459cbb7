/* The library of dlsite.c: its MPI_Comm_dup is a call site in this file, not in the program. */
#include <mpi.h>

void lib_dup(MPI_Comm *c) {
    MPI_Comm_dup(MPI_COMM_WORLD, c);
}
