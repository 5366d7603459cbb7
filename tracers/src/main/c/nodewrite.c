/* Only one process a node opens and writes the job file, as ROMIO's collective buffering already
 * funnels a node's bytes to one aggregator: MPI-IO's open, write and close are blocking series of
 * collectives, and where processes outnumber cores every process spinning in them costs the
 * others their turn (waits.c). The other processes send their parts to their node's writer and
 * wait asleep. A writer holds at most a round of bytes at once (ROUND), whatever the node's
 * parts add up to: it receives the pieces of one round, writes them, then the next round's.
 *
 * A process sends its part in pieces of PIECE bytes (MPI counts are ints), after a header saying
 * its length and offset; the writer puts the pieces in file order and makes a round of pieces
 * that lie end to end, so that a node whose ranks are consecutive writes one range a round. The
 * writers make the same number of collective writes (the most rounds any of them needs), which a
 * reduction over all processes tells them once the headers are in, and with it whether every
 * process has what it needs (a writer its tables): if one has not, no piece is sent and no file
 * made, and nothing aborts: the tracer must not change the application's exit code. Every piece
 * sent is received, even after a failure (into one byte: a truncated receive still matches its
 * message), so that no sender waits for ever. */
#define _GNU_SOURCE
#include "nodewrite.h"
#include "waits.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TAG_WRITERS 7301
#define TAG_HEAD 7302
#define TAG_PIECE 7303
#define TAG_COMM 7304
/* a message and a write each carry an int count; small values (-DPIECE=100) test the rounds */
#ifndef PIECE
#define PIECE ((long long) 1 << 26)
#endif
#ifndef ROUND
#define ROUND ((long long) 1 << 28)
#endif

typedef struct {
    int rank;
    long long len, at;
} part;

static long long pieces(long long len) {
    return len > 0 ? (len + PIECE - 1) / PIECE : 0;
}

static int by_offset(const void *a, const void *b) {
    const part *x = a, *y = b;
    return x->at < y->at ? -1 : x->at > y->at;
}

/* A non-writer's header: its part's length and offset. */
static int send_head(mt_bytes mine, int writer, MPI_Comm tc, int (*fail)(const char *, int)) {
    long long head[2] = {mine.len, mine.at};
    MPI_Request q;
    int rc = PMPI_Isend(head, 2, MPI_LONG_LONG, writer, TAG_HEAD, tc, &q);
    if (rc == MPI_SUCCESS) rc = mt_wait(&q, MPI_STATUS_IGNORE);
    return rc == MPI_SUCCESS ? 1 : fail("sending the part's header to the node's writer", rc);
}

static int send_pieces(mt_bytes mine, int writer, MPI_Comm tc, int (*fail)(const char *, int)) {
    MPI_Request q;
    int rc = MPI_SUCCESS;
    for (long long k = 0; rc == MPI_SUCCESS && k < pieces(mine.len); k++) {
        long long n = mine.len - k * PIECE < PIECE ? mine.len - k * PIECE : PIECE;
        rc = PMPI_Isend(mine.data + k * PIECE, (int) n, MPI_BYTE, writer, TAG_PIECE, tc, &q);
        if (rc == MPI_SUCCESS) rc = mt_wait(&q, MPI_STATUS_IGNORE);
    }
    return rc == MPI_SUCCESS ? 1 : fail("sending the part to the node's writer", rc);
}

/* A piece of a part: whose, where in the part, how long, where in the file, in which round. */
typedef struct {
    int rank;
    long long off, len, at, round;
} piece;

/* The pieces of the parts p[0..n) in file order, cut into rounds of pieces that lie end to end
 * and hold at most ROUND bytes; *count pieces, NULL if there is no memory for them. */
static piece *plan_rounds(const part *p, int n, long long *count) {
    long long c = 0, rounds = 0, size = 0, end = -1;
    for (int m = 0; m < n; m++) c += pieces(p[m].len);
    piece *q = malloc((size_t) (c ? c : 1) * sizeof *q);
    *count = c;
    if (!q) return NULL;
    long long i = 0;
    for (int m = 0; m < n; m++)
        for (long long k = 0; k < pieces(p[m].len); k++, i++) {
            long long off = k * PIECE, len = p[m].len - off < PIECE ? p[m].len - off : PIECE, at = p[m].at + off;
            if (rounds == 0 || at != end || size + len > ROUND) rounds++, size = 0;
            q[i] = (piece) {p[m].rank, off, len, at, rounds - 1};
            size += len, end = at + len;
        }
    return q;
}

/* The writers' communicator and the file opened on it; MPI_COMM_NULL if either failed. */
static MPI_Comm open_file(const int *writers, int count, MPI_Comm tc, const char *path, MPI_File *fh,
                          int *ok, int (*fail)(const char *, int)) {
    MPI_Group all, some;
    MPI_Comm wc = MPI_COMM_NULL;
    PMPI_Comm_group(tc, &all);
    int rc = PMPI_Group_incl(all, count, writers, &some);
    if (rc == MPI_SUCCESS) rc = PMPI_Comm_create_group(tc, some, TAG_COMM, &wc);
    PMPI_Group_free(&all);
    if (rc == MPI_SUCCESS) PMPI_Group_free(&some);
    if (rc != MPI_SUCCESS) { *ok = fail("MPI_Comm_create_group of the writers", rc); return MPI_COMM_NULL; }
    PMPI_Comm_set_errhandler(wc, MPI_ERRORS_RETURN);
    /* the application may have made file errors fatal: the tracer's must come back */
    MPI_Errhandler old;
    PMPI_File_get_errhandler(MPI_FILE_NULL, &old);
    PMPI_File_set_errhandler(MPI_FILE_NULL, MPI_ERRORS_RETURN);
    rc = PMPI_File_open(wc, path, MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, fh);
    PMPI_File_set_errhandler(MPI_FILE_NULL, old);
    PMPI_Errhandler_free(&old);
    if (rc != MPI_SUCCESS) { *ok = fail("MPI_File_open", rc); *fh = MPI_FILE_NULL; }
    return wc;
}

/* Receives every piece q[0..count) (file order), round after round, into buf, which holds the
 * largest round (after a failure: into one byte), the writer's own from memory, and writes each
 * round; as many collective writes on every writer: rounds, the most any writer has. */
static int write_rounds(mt_bytes mine, int rank, const piece *q, long long count, char *buf, long long rounds,
                        MPI_Comm tc, MPI_Comm wc, MPI_File fh, int ok, int (*fail)(const char *, int)) {
    /* whether any writer has no file (or no communicator): then none writes, all still receive */
    int none = wc == MPI_COMM_NULL || fh == MPI_FILE_NULL, any = 1;
    MPI_Request r;
    if (wc != MPI_COMM_NULL && (PMPI_Iallreduce(&none, &any, 1, MPI_INT, MPI_MAX, wc, &r) != MPI_SUCCESS
                                || mt_wait(&r, MPI_STATUS_IGNORE) != MPI_SUCCESS))
        ok = fail("MPI_Iallreduce of whether the writers opened the file", MPI_SUCCESS), any = 1;
    if (any && ok) errno = 0, ok = fail("a writer could not open the file", MPI_SUCCESS);
    char one;
    long long i = 0;
    for (long long round = 0; round < rounds; round++) {
        long long at = i < count ? q[i].at : 0, size = 0;
        for (; i < count && q[i].round == round; i++) {
            char *to = ok ? buf + size : &one;
            int rc = MPI_SUCCESS;
            if (q[i].rank == rank) { if (to != &one) memcpy(to, mine.data + q[i].off, (size_t) q[i].len); }
            else if ((rc = PMPI_Irecv(to, to == &one ? 1 : (int) q[i].len, MPI_BYTE, q[i].rank, TAG_PIECE, tc, &r)) == MPI_SUCCESS)
                rc = mt_wait(&r, MPI_STATUS_IGNORE);
            if (rc != MPI_SUCCESS && ok) ok = fail("receiving a part", rc);
            size += q[i].len;
        }
        if (any) continue;
        MPI_Status st;
        int len = ok ? (int) size : 0, wrote = 0;
        int rc = PMPI_File_write_at_all(fh, (MPI_Offset) at, buf, len, MPI_BYTE, &st);
        if (rc == MPI_SUCCESS) PMPI_Get_count(&st, MPI_BYTE, &wrote);
        if (rc != MPI_SUCCESS) ok = fail("MPI_File_write_at_all", rc);
        else if (wrote != len) {
            char what[96];
            snprintf(what, sizeof what, "MPI_File_write_at_all wrote %d of %d bytes", wrote, len);
            errno = 0, ok = fail(what, MPI_SUCCESS);
        }
    }
    return ok;
}

/* Test builds only (JobFileMpiTest): -DFAIL_ALLOC_RANK=r makes the writer of tc rank r act as if
 * its tables could not be allocated, -DFAIL_ROUND_RANK=r its round's buffer. Nothing else makes
 * malloc fail on one process of a real job, and without a test these paths, which must neither
 * abort nor hang the others, would run for the first time on a user's node out of memory. */
#ifndef FAIL_ALLOC_RANK
#define FAIL_ALLOC_RANK -1
#endif
#ifndef FAIL_ROUND_RANK
#define FAIL_ROUND_RANK -1
#endif

/* A writer's tables: (but at rank 0, which has them) room for the writers' ranks, the headers of
 * its node's parts in file order, and their pieces cut into rounds with a buffer for the largest;
 * 0 (after fail) if any could not be had, the headers still received so that no sender waits for
 * ever. */
static int plan_node(mt_bytes mine, mt_node node, MPI_Comm tc, int rank, int **list, part **pp, piece **qp,
                     long long *count, char **buf, int (*fail)(const char *, int)) {
    int ok = 1, n = node.members;
    *list = rank == 0 || rank == FAIL_ALLOC_RANK ? NULL : malloc((size_t) node.leaders * sizeof **list);
    part *p = (rank != 0 && !*list) || rank == FAIL_ALLOC_RANK ? NULL : malloc((size_t) n * sizeof *p);
    if (!p) errno = ENOMEM, ok = fail("the node's writer", MPI_SUCCESS);
    else p[0] = (part) {rank, mine.len, mine.at};
    for (int m = 1; m < n; m++) {
        long long head[2] = {0, 0};
        MPI_Status st;
        MPI_Request q;
        int rc = PMPI_Irecv(head, 2, MPI_LONG_LONG, MPI_ANY_SOURCE, TAG_HEAD, tc, &q);
        if (rc == MPI_SUCCESS) rc = mt_wait(&q, &st);
        if (rc != MPI_SUCCESS) { ok = fail("receiving a part's header", rc); st.MPI_SOURCE = rank, head[0] = 0; }
        if (p) p[m] = (part) {st.MPI_SOURCE, head[0], head[1]};
    }
    *pp = p, *qp = NULL, *buf = NULL, *count = 0;
    if (!p) return ok;
    qsort(p, (size_t) n, sizeof *p, by_offset);
    piece *q = *qp = plan_rounds(p, n, count);
    long long big = 0, size = 0; /* the largest round: what the buffer must hold */
    for (long long i = 0; q && i < *count; i++) {
        size = i > 0 && q[i].round == q[i - 1].round ? size + q[i].len : q[i].len;
        if (size > big) big = size;
    }
    if (q && rank != FAIL_ROUND_RANK) *buf = malloc((size_t) (big ? big : 1));
    if (!*buf) errno = ENOMEM, ok = fail("the node's writer", MPI_SUCCESS);
    return ok;
}

int mt_node_write(mt_bytes mine, mt_node node, const int *writers, MPI_Comm tc, int rank, const char *path,
                  int (*fail)(const char *, int)) {
    int writer = node.leader == rank, ok, *own = NULL;
    part *p = NULL;
    piece *q = NULL;
    char *buf = NULL;
    long long count = 0;
    if (writer) ok = plan_node(mine, node, tc, rank, &own, &p, &q, &count, &buf, fail);
    else ok = send_head(mine, node.leader, tc, fail);
    /* Every process learns whether all have what they need, and the most rounds any writer has,
     * before a piece is sent or the writers make their communicator: a writer without memory could
     * neither receive the pieces nor call the writers' collectives, so then none is sent or made,
     * and the job's final agreement (jobfile.c) fails on this process's word. */
    long long have[2] = {q && count ? q[count - 1].round + 1 : 0, !ok}, most[2] = {0, 1};
    MPI_Request r;
    if (PMPI_Iallreduce(have, most, 2, MPI_LONG_LONG, MPI_MAX, tc, &r) != MPI_SUCCESS || mt_wait(&r, MPI_STATUS_IGNORE) != MPI_SUCCESS)
        ok = fail("MPI_Iallreduce of the writers' rounds", MPI_SUCCESS), most[1] = 1;
    if (!most[1] && !writer) ok = send_pieces(mine, node.leader, tc, fail);
    else if (!most[1]) {
        const int *list = rank == 0 ? writers : own;
        if (rank == 0) {
            for (int w = 1; w < node.leaders; w++)
                if (PMPI_Isend(list, node.leaders, MPI_INT, list[w], TAG_WRITERS, tc, &r) != MPI_SUCCESS || mt_wait(&r, MPI_STATUS_IGNORE) != MPI_SUCCESS)
                    ok = fail("sending the writers' ranks", MPI_SUCCESS);
        } else if (PMPI_Irecv(own, node.leaders, MPI_INT, 0, TAG_WRITERS, tc, &r) != MPI_SUCCESS || mt_wait(&r, MPI_STATUS_IGNORE) != MPI_SUCCESS)
            ok = fail("receiving the writers' ranks", MPI_SUCCESS);
        MPI_File fh = MPI_FILE_NULL;
        MPI_Comm wc = open_file(list, node.leaders, tc, path, &fh, &ok, fail);
        /* without a communicator it writes nothing, but still receives its node's pieces */
        ok = write_rounds(mine, rank, q, count, buf, most[0], tc, wc, fh, ok, fail);
        if (fh != MPI_FILE_NULL) {
            int rc = PMPI_File_close(&fh);
            if (rc != MPI_SUCCESS) ok = fail("MPI_File_close", rc);
        }
        if (wc != MPI_COMM_NULL) PMPI_Comm_free(&wc);
    }
    free(own);
    free(p);
    free(q);
    free(buf);
    return ok;
}
