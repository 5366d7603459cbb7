/* The tracer is compiled against one MPI's mpi.h: handles of MPICH are ints, Open MPI's are
 * pointers, and MPI_COMM_WORLD is a constant of one or a symbol of the other. Preloaded into an
 * application of the other MPI, its first handle (MPI_COMM_WORLD in MPI_Init) would crash the
 * application. So before touching any handle it asks the MPI the application runs on for its name
 * (MPI_Get_library_version may be called at any time and takes no handle), and if that is not the
 * MPI it was built for, says which tracer to build and passes every call through untraced. */
#include "check_mpi.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(OPEN_MPI)
#define BUILT_FOR "Open MPI"
#elif defined(MPICH)
#define BUILT_FOR "MPICH"
#else
#define BUILT_FOR NULL
#endif

int mt_passthrough;

/* The rank as the launcher tells it, without MPI: the message is printed by the first process only. */
static int first_process(void) {
    const char *vars[] = {"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK", "SLURM_PROCID", NULL};
    for (int i = 0; vars[i]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) return strcmp(v, "0") == 0;
    }
    return 1;
}

void mt_check_mpi(void) {
    static int checked;
    if (checked || BUILT_FOR == NULL) return;
    checked = 1;
    /* MPICH fills up to its MPI_MAX_LIBRARY_VERSION_STRING (8192), whatever this mpi.h says */
    static char version[16384];
    int len = 0;
    if (PMPI_Get_library_version(version, &len) != MPI_SUCCESS) return;
    version[sizeof version - 1] = '\0';
    /* What breaks the wrappers is the handle ABI (Open MPI's pointers vs MPICH's ints), so only
       "Open MPI or not" is compared: MPICH-ABI libraries that do not say "MPICH" (Intel MPI,
       MVAPICH2) keep being traced by the MPICH build. */
    int runs_ompi = strstr(version, "Open MPI") != NULL, built_ompi = strcmp(BUILT_FOR, "Open MPI") == 0;
    if (runs_ompi == built_ompi) return;
    mt_passthrough = 1;
    const char *runs = strstr(version, "Open MPI") ? "openmpi" : strstr(version, "MPICH") ? "mpich" : NULL;
    char name[80];
    snprintf(name, sizeof name, "%.*s", (int) strcspn(version, ",\n"), version);
    for (char *p = name; *p; p++) if (*p == '\t') *p = ' '; /* MPICH: "MPICH Version:<tab>4.0.2" */
    if (first_process())
        fprintf(stderr, "mpimem-trace: this tracer was built for " BUILT_FOR " but the application runs on %s; it runs untraced. %s%s\n",
                name, runs ? "Build the tracer for its MPI: ./mpimem tracer build --mpi " : "Build the tracer with the application's mpicc: ./mpimem tracer build",
                runs ? runs : "");
}
