/* One file per job (issue 28 item 2). At MPI_Finalize the processes of a world copy their
 * finished logs into one file, written with MPI-IO: a parallel file system should not see one new
 * file per process (Darshan writes one log per job the same way, with offsets from a scan). The
 * file is a small text index and then each process's log with the lines other processes share
 * but for their times written once (version 2, shapes.c; format: docs/tracer.md, "Job file").
 *
 * Everything runs on the tracer's own copy of MPI_COMM_WORLD, made here, after the last
 * record: no application communicator, creation order or mem= window sees it, and the wrappers
 * record nothing any more (the log is closed). Its collectives are nonblocking and waited for
 * asleep (waits.c), and only one process a node opens and writes the file (nodewrite.c): where
 * processes outnumber cores, blocking collectives cost a round of the scheduler a step. Every
 * collective is called by every process the same number of times whatever fails, so that a
 * failure on one process cannot hang the others; at the end the processes agree on whether all
 * succeeded. The file is written under a temporary name that rank 0 renames once all have
 * written, and only then are the per-process logs deleted: until then they are the fallback a
 * killed job leaves (MPI_Abort, a crash). */
#define _GNU_SOURCE
#include "jobfile.h"
#include "nodewrite.h"
#include "shapes.h"
#include "waits.h"
#include <errno.h>
#include <fcntl.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* MPI counts are ints: a log is written 1 GiB at a time */
#define CHUNK ((long long) 1 << 30)
#define NAME 4600

static char why[256];
static volatile int world_attrs; /* set once, by any thread: a flag needs no lock */

void mt_job_world_attr(void) {
    world_attrs = 1;
}
 /* this process's first failure, said by the lowest failing rank */

static int fail(const char *what, int rc) {
    if (!why[0]) {
        char s[MPI_MAX_ERROR_STRING] = "";
        int n = 0;
        if (rc != MPI_SUCCESS) PMPI_Error_string(rc, s, &n);
        else if (errno) snprintf(s, sizeof s, "%s", strerror(errno));
        snprintf(why, sizeof why, "%s%s%s", what, s[0] ? ": " : "", s);
        for (char *c = why; *c; c++) if (*c == '\n') *c = ' '; /* MPICH's error stack has lines: the warning is one */
    }
    return 0;
}

/* -1 if every process succeeded, else the lowest rank that failed. */
static int failed_rank(int ok, MPI_Comm tc, int rank, int size) {
    int mine = ok ? size : rank, lowest = size;
    MPI_Request q;
    if (PMPI_Iallreduce(&mine, &lowest, 1, MPI_INT, MPI_MIN, tc, &q) != MPI_SUCCESS || mt_wait(&q, MPI_STATUS_IGNORE) != MPI_SUCCESS) return rank;
    return lowest == size ? -1 : lowest;
}

/* The whole log, or NULL with *len 0: a process that could not create its log adds nothing. 0 if
 * the log is there but could not be read whole: then the job file would lack it, and the logs
 * must stay. */
static int read_log(const char *path, char **log, long long *len) {
    *log = NULL, *len = 0;
    if (!path[0]) return 1;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    struct stat st;
    long long got = 0;
    char *b = NULL;
    int whole = 0;
    if (fstat(fd, &st) == 0 && (st.st_size == 0 || (b = malloc((size_t) st.st_size)))) {
        errno = 0; /* a log that shrank while read: no error of read's to say */
        while (got < st.st_size) {
            ssize_t n = read(fd, b + got, (size_t) (st.st_size - got));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            got += n;
        }
        whole = got == st.st_size;
    }
    int e = errno;
    close(fd);
    errno = e;
    if (!whole) free(b), b = NULL, got = 0;
    *log = b, *len = got;
    return whole;
}

/* A job id as one token of a file name and of the index line: no '/', blank or '='. */
static void token(const char *s, char *out, size_t n) {
    size_t k = 0;
    for (; *s && k + 1 < n; s++) out[k++] = (*s == '/' || *s == ' ' || *s == '=' || *s == '\n') ? '_' : *s;
    out[k] = 0;
}

/* Rank 0's index: the header, then one line per rank (rank, offset after the index, length, the
 * shapes its part defines); lens holds each rank's length, definitions and host. */
static char *index_text(const char *job, const long long *lens, int size, long long shapes, long long *hlen) {
    size_t cap = 256 + (size_t) size * 72;
    char *h = malloc(cap);
    if (!h) return NULL;
    long long total = 0;
    for (int r = 0; r < size; r++) total += lens[3 * r];
    size_t k = (size_t) snprintf(h, cap, "mpimem-job 2\njob=%s procs=%d bytes=%lld shapes=%lld\n", job, size, total, shapes);
    long long off = 0;
    for (int r = 0; r < size; r++) {
        k += (size_t) snprintf(h + k, cap - k, "%d %lld %lld %lld\n", r, off, lens[3 * r], lens[3 * r + 1]);
        off += lens[3 * r];
    }
    *hlen = (long long) k;
    return h;
}

/* A host name's 64-bit FNV-1a hash: processes with the same host share a node's writer (two hosts
 * whose names collide would share one writer, which costs traffic, not correctness). The name is
 * the one the logs give (session.c: Hydra's name for the node under MPICH), so that the writers
 * follow the nodes the merge sees, simulated ones (-launcher fork -hosts n1:2,n2:2) too. */
static unsigned long long host_hash(const char *h) {
    unsigned long long x = 1469598103934665603ULL;
    for (const char *c = h; *c; c++) x = (x ^ (unsigned char) *c) * 1099511628211ULL;
    return x;
}

typedef struct {
    unsigned long long host;
    int rank;
} host_rank;

static int by_host(const void *a, const void *b) {
    const host_rank *x = a, *y = b;
    return x->host != y->host ? (x->host < y->host ? -1 : 1) : x->rank - y->rank;
}

/* At rank 0, from every rank's (length, definitions, host): each rank's writer (the lowest rank
 * of its host) and, at a writer, its node's processes; the writers in rank order. 0 without memory. */
static int assign_writers(const long long *lens, int size, int *assign, int *writers, int *count) {
    host_rank *h = malloc((size_t) size * sizeof *h);
    if (!h) return 0;
    for (int r = 0; r < size; r++) h[r] = (host_rank) {(unsigned long long) lens[3 * r + 2], r};
    qsort(h, (size_t) size, sizeof *h, by_host);
    for (int r = 0; r < size; r++) assign[3 * r + 1] = 0;
    for (int i = 0, first = 0; i < size; i++) {
        if (i > 0 && h[i].host != h[i - 1].host) first = i;
        assign[3 * h[i].rank] = h[first].rank;
        assign[3 * h[first].rank + 1]++;
    }
    *count = 0;
    for (int r = 0; r < size; r++) if (assign[3 * r] == r) writers[(*count)++] = r;
    for (int r = 0; r < size; r++) assign[3 * r + 2] = *count;
    free(h);
    return 1;
}

static int job_file(const char *log, const char *dir, const char *job, const char *host, int keep) {
    /* rank 0's tables, 44 bytes a process, before the first collective: without them the step
     * cannot run, and every process must learn it before it waits in a collective rank 0 skips */
    int rank, size;
    PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &size);
    long long *lens = rank == 0 ? malloc((size_t) size * 3 * sizeof *lens) : NULL;
    int *assign = rank == 0 ? malloc((size_t) size * 3 * sizeof *assign) : NULL;
    int *writers = rank == 0 ? malloc((size_t) size * sizeof *writers) : NULL;
    /* the processes reach MPI_Finalize at different times: the first ones wait for the last
     * asleep, in the reduction that says whether any put an attribute on the world and whether
     * rank 0 has its tables */
    MPI_Request q;
    int flags[2] = {world_attrs, rank == 0 && !(lens && assign && writers)}, any[2] = {flags[0], flags[1]};
    if (PMPI_Iallreduce(flags, any, 2, MPI_INT, MPI_MAX, MPI_COMM_WORLD, &q) == MPI_SUCCESS) mt_wait(&q, MPI_STATUS_IGNORE);
    if (any[1]) {
        if (rank == 0) fprintf(stderr, "mpimem-trace: no memory for the job file's index (%d processes); each process's log stays in %s\n", size, dir);
        free(lens), free(assign), free(writers);
        return -1;
    }
    /* the world's members in the world's order, without blocking unless a copy would run the
     * application's attribute callbacks (wrap_attr.c): then a split, which copies none */
    MPI_Comm tc;
    int rc = any[0] ? PMPI_Comm_split(MPI_COMM_WORLD, 0, rank, &tc) : PMPI_Comm_idup(MPI_COMM_WORLD, &tc, &q);
    if (rc == MPI_SUCCESS && !any[0]) rc = mt_wait(&q, MPI_STATUS_IGNORE);
    if (rc != MPI_SUCCESS) {
        fail("copying MPI_COMM_WORLD", rc);
        if (rank == 0) fprintf(stderr, "mpimem-trace: the job file could not be written (%s); each process's log stays in %s\n", why, dir);
        free(lens), free(assign), free(writers);
        return -1;
    }
    PMPI_Comm_set_errhandler(tc, MPI_ERRORS_RETURN);
    long long len, off = 0;
    char *data;
    int whole = read_log(log, &data, &len);
    int ok = whole ? 1 : fail("reading the log", MPI_SUCCESS);
    mt_part part = mt_shapes_encode(data, len, tc, rank);
    data = part.part, len = part.len;
    /* each process's place in the file (a scan of the lengths), and at rank 0 every length, the
     * shapes each part defines and each host, for the index and the node writers */
    long long mine[3] = {len, part.defs, (long long) host_hash(host)};
    MPI_Request two[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    if (!part.ok) ok = fail("MPI_Iallreduce of the record shapes", MPI_SUCCESS);
    /* each started whatever the other did: a collective one process skips, the others wait in */
    int rc1 = PMPI_Iexscan(&len, &off, 1, MPI_LONG_LONG, MPI_SUM, tc, &two[0]);
    int rc2 = PMPI_Igather(mine, 3, MPI_LONG_LONG, lens, 3, MPI_LONG_LONG, 0, tc, &two[1]);
    if (mt_waitall(2, two) != MPI_SUCCESS || rc1 != MPI_SUCCESS || rc2 != MPI_SUCCESS)
        ok = fail("MPI_Iexscan and MPI_Igather of the parts' lengths", MPI_SUCCESS);
    if (rank == 0) off = 0; /* Exscan leaves rank 0's undefined */
    /* what rank 0 alone knows: the file's name (its directory, job id and pid: one name on every
     * node without a shared job id), the index's length, whether it could build it, and each
     * process's writer */
    struct { char final[NAME], tmp[NAME], dir[NAME]; long long hlen, ok; } plan;
    memset(&plan, 0, sizeof plan);
    int node[3] = {0, 0, 0};
    char *h = NULL;
    if (rank == 0) {
        char t[256];
        token(job, t, sizeof t);
        snprintf(plan.final, NAME, "%s/job-%s-%ld.log", dir, t, (long) getpid());
        snprintf(plan.tmp, NAME, "%s/.job-%s-%ld.log.tmp", dir, t, (long) getpid());
        snprintf(plan.dir, NAME, "%s", dir);
        unlink(plan.tmp); /* a stale one would keep its longer tail */
        int count = 0;
        h = ok && assign_writers(lens, size, assign, writers, &count)
            ? index_text(job, lens, size, part.shapes, &plan.hlen) : NULL;
        char *both = h ? malloc((size_t) (plan.hlen + len)) : NULL;
        if (both) { /* rank 0 writes the index in front of its own part */
            memcpy(both, h, (size_t) plan.hlen);
            if (len) memcpy(both + plan.hlen, data, (size_t) len);
            free(data);
            data = both;
            plan.ok = 1;
        } else errno = ENOMEM, fail("index", MPI_SUCCESS);
        free(h);
        free(lens);
    }
    MPI_Request three[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    rc1 = PMPI_Iscatter(assign, 3, MPI_INT, node, 3, MPI_INT, 0, tc, &three[0]);
    rc2 = PMPI_Ibcast(&plan, (int) sizeof plan, MPI_BYTE, 0, tc, &three[1]);
    if (mt_waitall(2, three) != MPI_SUCCESS || rc1 != MPI_SUCCESS || rc2 != MPI_SUCCESS)
        ok = fail("MPI_Iscatter and MPI_Ibcast of the plan", MPI_SUCCESS);
    free(assign);
    int bad = -1;
    if (plan.ok) {
        mt_bytes bytes = {data, rank == 0 ? plan.hlen + len : len, rank == 0 ? 0 : plan.hlen + off};
        if (!mt_node_write(bytes, (mt_node) {node[0], node[1], node[2]}, writers, tc, rank, plan.tmp, fail)) ok = 0;
        bad = failed_rank(ok, tc, rank, size); /* after the writers closed the file */
    } else bad = 0;
    free(writers);
    free(data);
    int renamed = 0;
    if (rank == 0) {
        if (bad < 0 && rename(plan.tmp, plan.final) == 0) renamed = 1;
        else {
            if (bad < 0) bad = 0, fail("rename", MPI_SUCCESS);
            unlink(plan.tmp);
        }
    }
    int outcome[2] = {renamed, bad};
    if (PMPI_Ibcast(outcome, 2, MPI_INT, 0, tc, &q) == MPI_SUCCESS) mt_wait(&q, MPI_STATUS_IGNORE);
    renamed = outcome[0], bad = outcome[1];
    if (renamed && !keep && log[0]) {
        unlink(log);
        /* a directory of this node's own (Hydra's per-node job id) that is now empty */
        if (strcmp(dir, plan.dir) != 0) rmdir(dir);
    }
    if (!renamed && rank == bad)
        fprintf(stderr, "mpimem-trace: the job file %s could not be written (rank %d, %s); each process's log stays in %s\n",
                plan.final, rank, why, dir);
    PMPI_Comm_free(&tc);
    return renamed ? 0 : -1;
}

int mt_job_file(const char *log, const char *dir, const char *job, const char *host, int keep) {
    /* the step's few calls on the world itself must come back with their errors too, whatever
     * handler the application gave the world (by default errors are fatal): the tracer must not
     * end the job */
    MPI_Errhandler old;
    PMPI_Comm_get_errhandler(MPI_COMM_WORLD, &old);
    PMPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int rc = job_file(log, dir, job, host, keep);
    PMPI_Comm_set_errhandler(MPI_COMM_WORLD, old);
    PMPI_Errhandler_free(&old);
    return rc;
}
