/* The job-file step runs a handful of collectives at MPI_Finalize. Inside a blocking collective
 * MPICH's ch4 polls without pause, so where processes outnumber cores (a test node, a laptop, a
 * job started with more ranks than cores) a waiting process holds the core the process it waits
 * for needs, and every step of every collective costs a round of the scheduler: 12 s at 64
 * processes on 2 cores (docs/benchmarks.md). The tracer's own operations are therefore
 * nonblocking and waited for here: tested a few times, then tested between short sleeps, so that
 * a waiting process gives its core away. With a core per process the operation is usually done
 * before the first sleep; after it, each test waits at most a sleep longer than it would have. */
#define _GNU_SOURCE
#include "waits.h"
#include <time.h>

#define SPINS 32          /* tests before the first sleep */
#define NAP_NS 20000L     /* one sleep; the kernel's timer slack makes it about 70 us */

static void nap(void) {
    struct timespec t = {0, NAP_NS};
    nanosleep(&t, NULL);
}

int mt_wait(MPI_Request *r, MPI_Status *st) {
    for (int k = 0;; k++) {
        int done = 0, rc = PMPI_Test(r, &done, st);
        if (rc != MPI_SUCCESS || done) return rc;
        if (k >= SPINS) nap();
    }
}

/* one request after the other: testing any of them moves all of them on. Each is waited for even
 * after one failed: a collective left running would still write into buffers the caller frees,
 * and the other processes would still be in it. */
int mt_waitall(int n, MPI_Request *r) {
    int rc = MPI_SUCCESS;
    for (int i = 0; i < n; i++) {
        int e = mt_wait(&r[i], MPI_STATUS_IGNORE);
        if (rc == MPI_SUCCESS) rc = e;
    }
    return rc;
}
