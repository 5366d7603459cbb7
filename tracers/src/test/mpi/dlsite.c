/* Call sites in a library the program dlopen's by a relative path (CallSiteMpiTest): the site must
 * name the library, not the executable. argv[1] is the library's path, relative to the working directory. */
#include <dlfcn.h>
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    void *lib = dlopen(argv[1], RTLD_NOW);
    void (*dup)(MPI_Comm *) = lib ? (void (*)(MPI_Comm *)) dlsym(lib, "lib_dup") : NULL;
    if (!dup) {
        fprintf(stderr, "dlopen %s: %s\n", argv[1], dlerror());
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    MPI_Comm c;
    dup(&c);
    MPI_Comm_free(&c);
    MPI_Finalize();
    return 0;
}
