/* One file per job (issue 28 item 2). At MPI_Finalize the processes of a world copy their
 * finished logs into one file, written with MPI-IO: a parallel file system should not see one new
 * file per process (Darshan writes one log per job the same way, with offsets from a scan). The
 * file is a small text index and then each process's log with the lines other processes share
 * but for their times written once (version 2, shapes.c; format: docs/tracer.md, "Job file").
 *
 * Everything runs on the tracer's own copy of MPI_COMM_WORLD, made here, after the last
 * record: no application communicator, creation order or mem= window sees it, and the wrappers
 * record nothing any more (the log is closed). Every collective is called by every process the
 * same number of times whatever fails, so that a failure on one process cannot hang the others;
 * after each step the processes agree on whether all succeeded. The file is written under a
 * temporary name that rank 0 renames once all have written, and only then are the per-process
 * logs deleted: until then they are the fallback a killed job leaves (MPI_Abort, a crash). */
#define _GNU_SOURCE
#include "jobfile.h"
#include "shapes.h"
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

static char why[256]; /* this process's first failure, said by the lowest failing rank */

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
    if (PMPI_Allreduce(&mine, &lowest, 1, MPI_INT, MPI_MIN, tc) != MPI_SUCCESS) return rank;
    return lowest == size ? -1 : lowest;
}

/* The whole log, or NULL with *len 0: a process that could not create its log adds nothing. */
static char *read_log(const char *path, long long *len) {
    *len = 0;
    int fd = path[0] ? open(path, O_RDONLY | O_CLOEXEC) : -1;
    if (fd < 0) return NULL;
    struct stat st;
    char *b = NULL;
    if (fstat(fd, &st) == 0 && st.st_size > 0 && (b = malloc((size_t) st.st_size))) {
        long long got = 0;
        while (got < st.st_size) {
            ssize_t n = read(fd, b + got, (size_t) (st.st_size - got));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            got += n;
        }
        *len = got;
    }
    close(fd);
    return b;
}

/* A job id as one token of a file name and of the index line: no '/', blank or '='. */
static void token(const char *s, char *out, size_t n) {
    size_t k = 0;
    for (; *s && k + 1 < n; s++) out[k++] = (*s == '/' || *s == ' ' || *s == '=' || *s == '\n') ? '_' : *s;
    out[k] = 0;
}

/* Rank 0's index: the header, then one line per rank (rank, offset after the index, length, the
 * shapes its part defines); lens holds each rank's length and definitions. */
static char *index_text(const char *job, const long long *lens, int size, long long shapes, long long *hlen) {
    size_t cap = 256 + (size_t) size * 72;
    char *h = malloc(cap);
    if (!h) return NULL;
    long long total = 0;
    for (int r = 0; r < size; r++) total += lens[2 * r];
    size_t k = (size_t) snprintf(h, cap, "mpimem-job 2\njob=%s procs=%d bytes=%lld shapes=%lld\n", job, size, total, shapes);
    long long off = 0;
    for (int r = 0; r < size; r++) {
        k += (size_t) snprintf(h + k, cap - k, "%d %lld %lld %lld\n", r, off, lens[2 * r], lens[2 * r + 1]);
        off += lens[2 * r];
    }
    *hlen = (long long) k;
    return h;
}

int mt_job_file(const char *log, const char *dir, const char *job, int keep) {
    /* the world's members in the world's order; a split, not MPI_Comm_dup, because a dup would run
     * the copy callbacks of any attribute the application put on MPI_COMM_WORLD */
    MPI_Comm tc;
    int rank, size;
    PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (PMPI_Comm_split(MPI_COMM_WORLD, 0, rank, &tc) != MPI_SUCCESS) return -1;
    PMPI_Comm_set_errhandler(tc, MPI_ERRORS_RETURN);
    PMPI_Comm_size(tc, &size);
    long long len, off = 0;
    char *data = read_log(log, &len);
    mt_part part = mt_shapes_encode(data, len, tc, rank);
    data = part.part, len = part.len;
    /* rank 0 names the file (its directory, job id and pid), so that every node uses one name
     * without a shared job id; then each process's place in it: a scan of the lengths */
    struct { char final[NAME], tmp[NAME], dir[NAME]; } name;
    memset(&name, 0, sizeof name);
    if (rank == 0) {
        char t[256];
        token(job, t, sizeof t);
        snprintf(name.final, NAME, "%s/job-%s-%ld.log", dir, t, (long) getpid());
        snprintf(name.tmp, NAME, "%s/.job-%s-%ld.log.tmp", dir, t, (long) getpid());
        snprintf(name.dir, NAME, "%s", dir);
        unlink(name.tmp); /* a stale one would keep its longer tail */
    }
    PMPI_Bcast(&name, (int) sizeof name, MPI_BYTE, 0, tc);
    PMPI_Exscan(&len, &off, 1, MPI_LONG_LONG, MPI_SUM, tc);
    if (rank == 0) off = 0; /* Exscan leaves rank 0's undefined */
    long long *lens = rank == 0 ? malloc((size_t) size * 2 * sizeof *lens) : NULL, mine[2] = {len, part.defs};
    PMPI_Gather(mine, 2, MPI_LONG_LONG, lens, 2, MPI_LONG_LONG, 0, tc);
    /* what rank 0 alone knows, in one broadcast (each collective costs a scheduling round on a
     * loaded node): the index's length, whether it could build it, and how many 1 GiB writes the
     * longest log needs (the writes are collective: every process makes as many) */
    long long plan[3] = {0, 1, 0};
    if (rank == 0) { /* rank 0 writes the index in front of its own log: one write, from offset 0 */
        long long hlen = 0, longest = 0;
        char *h = lens ? index_text(job, lens, size, part.shapes, &hlen) : NULL;
        char *both = h ? malloc((size_t) (hlen + len)) : NULL;
        if (both) {
            memcpy(both, h, (size_t) hlen);
            if (len) memcpy(both + hlen, data, (size_t) len);
            free(data);
            data = both;
            len += hlen;
            for (int r = 1; r < size; r++) if (lens[2 * r] > longest) longest = lens[2 * r];
            if (len > longest) longest = len;
            plan[0] = hlen;
            plan[2] = (longest + CHUNK - 1) / CHUNK;
        } else errno = ENOMEM, plan[1] = fail("index", MPI_SUCCESS);
        free(h);
        free(lens);
    }
    PMPI_Bcast(plan, 3, MPI_LONG_LONG, 0, tc);
    long long at = rank == 0 ? 0 : plan[0] + off;
    int ok = part.ok ? 1 : fail("MPI_Allreduce of the record shapes", MPI_SUCCESS), bad = plan[1] ? -1 : 0;
    MPI_File fh = MPI_FILE_NULL;
    if (bad < 0) {
        /* the application may have made file errors fatal: the tracer's must come back */
        MPI_Errhandler old;
        PMPI_File_get_errhandler(MPI_FILE_NULL, &old);
        PMPI_File_set_errhandler(MPI_FILE_NULL, MPI_ERRORS_RETURN);
        int rc = PMPI_File_open(tc, name.tmp, MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh);
        PMPI_File_set_errhandler(MPI_FILE_NULL, old);
        PMPI_Errhandler_free(&old);
        /* ROMIO and OMPIO agree on an open's outcome across the processes; if one did not, the
         * processes that opened would close alone below */
        if (rc != MPI_SUCCESS) { ok = fail("MPI_File_open", rc); fh = MPI_FILE_NULL; }
        bad = failed_rank(ok, tc, rank, size);
    }
    if (bad < 0) {
        long long done = 0;
        for (long long i = 0; i < plan[2]; i++) { /* collective: every process the same number of times */
            int n = (int) (len - done < CHUNK ? len - done : CHUNK);
            MPI_Status st;
            int rc = PMPI_File_write_at_all(fh, (MPI_Offset) (at + done), data ? data + done : NULL, n, MPI_BYTE, &st);
            int wrote = 0;
            if (rc == MPI_SUCCESS) PMPI_Get_count(&st, MPI_BYTE, &wrote);
            if (rc != MPI_SUCCESS) ok = fail("MPI_File_write_at_all", rc);
            else if (wrote != n) {
                char what[96];
                snprintf(what, sizeof what, "MPI_File_write_at_all wrote %d of %d bytes", wrote, n);
                errno = 0, ok = fail(what, MPI_SUCCESS);
            }
            if (ok) done += n;
        }
    }
    if (fh != MPI_FILE_NULL) {
        int rc = PMPI_File_close(&fh);
        if (rc != MPI_SUCCESS) ok = fail("MPI_File_close", rc);
    }
    free(data);
    if (bad < 0) bad = failed_rank(ok, tc, rank, size); /* after the close: every process has written */
    int renamed = 0;
    if (rank == 0) {
        if (bad < 0 && rename(name.tmp, name.final) == 0) renamed = 1;
        else {
            if (bad < 0) bad = 0, fail("rename", MPI_SUCCESS);
            unlink(name.tmp);
        }
    }
    int outcome[2] = {renamed, bad};
    PMPI_Bcast(outcome, 2, MPI_INT, 0, tc);
    renamed = outcome[0], bad = outcome[1];
    if (renamed && !keep && log[0]) {
        unlink(log);
        /* a directory of this node's own (Hydra's per-node job id) that is now empty */
        if (strcmp(dir, name.dir) != 0) rmdir(dir);
    }
    if (!renamed && rank == bad)
        fprintf(stderr, "mpimem-trace: the job file %s could not be written (rank %d, %s); each process's log stays in %s\n",
                name.final, rank, why, dir);
    PMPI_Comm_free(&tc);
    return renamed ? 0 : -1;
}
