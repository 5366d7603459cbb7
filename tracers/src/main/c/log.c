/* The per-process log: where it goes, its header, and crash-safe record writing. */
#define _GNU_SOURCE
#include "mpimem_trace.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

__thread int mpimem_busy;

/* Bounded buffering: a record longer than the buffer (a huge irregular member list) is written
 * in pieces; the newline that ends it is written last, so a cut record is recognisable. */
#define BUF 65536
static char buf[BUF];
static size_t used;
static int fd = -1, state; /* 0 not yet initialised, 1 tracing, 2 disabled */
static pthread_mutex_t lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

uint64_t mt_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
}

static void drain(void) {
    size_t off = 0;
    while (off < used && fd >= 0) {
        ssize_t n = write(fd, buf + off, used - off);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) { fprintf(stderr, "mpimem-trace: write failed (%s); tracing stops\n", strerror(errno)); close(fd); fd = -1; state = 2; break; }
        off += (size_t) n;
    }
    used = 0;
}

void mt_put(const char *s) {
    size_t n = strlen(s);
    while (n > 0) {
        size_t k = BUF - used < n ? BUF - used : n;
        memcpy(buf + used, s, k);
        used += k; s += k; n -= k;
        if (used == BUF) drain();
    }
}

void mt_putf(const char *fmt, ...) {
    char tmp[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    mt_put(tmp);
}

int mt_enabled(void) {
    if (state == 0) mt_on_init();
    return state == 1;
}

/* Out of memory in the tracer: the application goes on untraced rather than crash. What was
 * buffered of the current record is dropped and later writes go nowhere (fd is closed); a record
 * longer than the buffer may leave a cut line, which the merge reports. */
void mt_disable(const char *why) {
    pthread_mutex_lock(&lock);
    if (state == 1) {
        fprintf(stderr, "mpimem-trace: %s; tracing stops, the log of this process ends here\n", why);
        close(fd);
        fd = -1;
        state = 2;
    }
    used = 0;
    pthread_mutex_unlock(&lock);
}

/* Recorders hold the lock across table updates and writing (MPI_THREAD_MULTIPLE). */
void mt_lock(void) {
    pthread_mutex_lock(&lock);
}

void mt_unlock(void) {
    pthread_mutex_unlock(&lock);
}

void mt_begin(const char *kind) {
    pthread_mutex_lock(&lock);
    mt_put(kind);
}

void mt_end(void) {
    mt_putf(" t=%llu\n", (unsigned long long) mt_now_ns());
    drain();
    pthread_mutex_unlock(&lock);
}

/* The job's id, the same on every process without asking anyone: the user's choice, else the
 * resource manager's or launcher's job id, else (Hydra on one node) the launcher's pid. Hydra
 * exports no job id, and its proxies differ per node, so a multi-node Hydra job needs the first. */
static void job_id(char *out, size_t n) {
    const char *vars[] = {"MPIMEM_TRACE_JOB", "SLURM_JOB_ID", "PMIX_NAMESPACE", "OMPI_MCA_ess_base_jobid", "PBS_JOBID", "LSB_JOBID", NULL};
    for (int i = 0; vars[i]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) { snprintf(out, n, "%s", v); return; }
    }
    snprintf(out, n, "h%ld", (long) getppid());
}

void mt_on_init(void) {
    pthread_mutex_lock(&lock);
    if (state != 0) { pthread_mutex_unlock(&lock); return; }
    mt_check_mpi(); /* before any handle: the tracer may be the other MPI's */
    if (mt_passthrough) { state = 2; pthread_mutex_unlock(&lock); return; }
    const char *off = getenv("MPIMEM_TRACE");
    int inited = 0;
    PMPI_Initialized(&inited);
    if ((off && strcmp(off, "0") == 0) || !inited) {
        state = inited ? 2 : 0; /* switched off; or too early, try again at the next call */
        pthread_mutex_unlock(&lock);
        return;
    }
    char job[256], dir[4096], path[4600], host[256] = "unknown";
    job_id(job, sizeof job);
    const char *d = getenv("MPIMEM_TRACE_DIR");
    if (d && *d) snprintf(dir, sizeof dir, "%s", d);
    else snprintf(dir, sizeof dir, "mpimem-trace-%s", job);
    /* Hydra names each proxy's node (from -hosts or the host file) in this variable, and MPICH
     * places processes on nodes as Hydra does: on nodes simulated on one machine
     * (-launcher fork -hosts n1:2,n2:2) the kernel's host name would put them all on one. */
    const char *hydra_host = getenv("MPIR_CVAR_CH3_INTERFACE_HOSTNAME");
    if (hydra_host && *hydra_host) snprintf(host, sizeof host, "%s", hydra_host);
    else gethostname(host, sizeof host - 1);
    for (char *p = host; *p; p++) if (*p == ' ' || *p == '=') *p = '_';
    int rank = 0, size = 0;
    PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &size);
    mkdir(dir, 0777); /* every process tries; EEXIST is the common case */
    snprintf(path, sizeof path, "%s/%s-rank%d-%ld.log", dir, host, rank, (long) getpid());
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0666);
    if (fd < 0) {
        fprintf(stderr, "mpimem-trace: cannot create %s (%s); this process is not traced\n", path, strerror(errno));
        state = 2;
        pthread_mutex_unlock(&lock);
        return;
    }
    state = 1;
    if (mt_comm_add(MPI_COMM_WORLD) < 0 || mt_comm_add(MPI_COMM_SELF) < 0) { /* lids 0, 1 (no MPI_COMM_SELF in traces; merge says so) */
        pthread_mutex_unlock(&lock);
        return;
    }
    mt_world_group(); /* here, not in the first call's record: no window of a call sees it */
    MPI_Comm parent = MPI_COMM_NULL;
    PMPI_Comm_get_parent(&parent);
    int spawned = parent != MPI_COMM_NULL;
    mt_begin("mpimem-log 1\nproc");
    mt_putf(" rank=%d size=%d host=%s pid=%ld job=%s spawned=%d", rank, size, host, (long) getpid(), job, spawned);
    mt_put_mem("init_mem");
    if (spawned) {
        MPI_Group rg;
        int lid = mt_comm_add(parent); /* first: the group's bytes are booked on it */
        mt_comm_group(parent, 1, &rg);
        mt_putf(" parent_lid=%d parent_ref=%d", lid, mt_add_ref(rg));
        PMPI_Group_free(&rg);
    }
    mt_end(); /* unlocks once; the outer lock is released below */
    pthread_mutex_unlock(&lock);
}

void mt_on_finalize(void) {
    mt_lock();
    mt_free_refs();
    mt_unlock();
    if (!mt_enabled()) return;
    mt_begin("end");
    mt_end();
    pthread_mutex_lock(&lock);
    close(fd);
    fd = -1;
    state = 2;
    pthread_mutex_unlock(&lock);
}
