/* Record shapes shared by a job's processes (job file version 2, docs/tracer.md "Job file"). At
 * 10^5 processes an SPMD program's logs are the same few thousand lines but for their times and a
 * split's key (its rank, often): storing each such shape once lets the merge parse it once.
 *
 * A line's shape is the line with the values of its t=, t0= and key= taken out (the merge's
 * RecordShapes uses the same rule). Each process hashes its shapes with two independent 64-bit
 * hashes (a collision of both among a job's shapes is ~n^2/2^129), and one MPI_Allreduce unites
 * the processes' sets, keeping for each shape the lowest rank that has it. The set is bounded by
 * keeping the KEEP smallest hashes: whether a shape is kept then depends on its hash alone, not
 * on the reduction's order, so the lowest rank that has a kept shape always kept it too and
 * writes its definition. A shape left out costs bytes, never correctness: its lines stay whole. */
#define _GNU_SOURCE
#include "shapes.h"
#include "waits.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KEEP 16384 /* shapes shared per job: a 393 KB reduction */
#define VARY 6     /* varying tokens a line may have and still be shared */

typedef struct { uint64_t h1, h2; int32_t rank, pad; } entry;
typedef struct { int32_t n, pad; entry e[KEEP]; } table;
/* static: a process that could not allocate must still take part in the collective */
static table mine, all, scratch;
static char defined[KEEP];

typedef struct {
    int n, share, has_t;
    int val[VARY], end[VARY]; /* each varying value's bytes [val, end) in the line */
    char kind[VARY];          /* 't' t=, '0' t0=, 'k' key= */
    long long t;              /* the line's time: its one canonical t= value, when has_t */
    uint64_t h1, h2;
} line_info;

static int compare(const void *a, const void *b) {
    const entry *x = a, *y = b;
    if (x->h1 != y->h1) return x->h1 < y->h1 ? -1 : 1;
    return x->h2 < y->h2 ? -1 : x->h2 > y->h2;
}

/* The union of two sets of the KEEP smallest hashes is the KEEP smallest of the union. */
static void unite(void *in, void *inout, int *count, MPI_Datatype *dt) {
    for (int c = 0; c < *count; c++) {
        table *a = (table *) in + c, *b = (table *) inout + c;
        int i = 0, j = 0, k = 0;
        while (k < KEEP && (i < a->n || j < b->n)) {
            int o = i == a->n ? 1 : j == b->n ? -1 : compare(&a->e[i], &b->e[j]);
            if (o == 0) {
                scratch.e[k] = a->e[i].rank < b->e[j].rank ? a->e[i] : b->e[j];
                i++, j++;
            } else scratch.e[k] = o < 0 ? a->e[i++] : b->e[j++];
            k++;
        }
        memcpy(b->e, scratch.e, (size_t) k * sizeof(entry));
        b->n = k;
    }
}

/* A time as the tracer writes it: 1-19 digits, no leading zero, at most 2^63-1; else -1. */
static long long canonical(const char *s, int n) {
    if (n < 1 || n > 19 || (s[0] == '0' && n > 1)) return -1;
    unsigned long long v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10 + (unsigned) (s[i] - '0');
    }
    return v > (unsigned long long) INT64_MAX ? -1 : (long long) v;
}

static void hash(line_info *l, const char *s, int len) {
    uint64_t h1 = 0xcbf29ce484222325ull, h2 = 0x243f6a8885a308d3ull;
    int from = 0, tlen = len;
    for (int k = 0; k <= l->n; k++) {
        int to = k < l->n ? l->val[k] : len;
        for (int i = from; i < to; i++) {
            unsigned char c = (unsigned char) s[i];
            h1 = (h1 ^ c) * 0x100000001b3ull;                  /* FNV-1a */
            h2 = (h2 + c + 1) * 0xff51afd7ed558ccdull, h2 ^= h2 >> 29;
        }
        if (k < l->n) from = l->end[k], tlen -= l->end[k] - l->val[k];
    }
    h2 ^= (uint64_t) tlen, h2 *= 0xc4ceb9fe1a85ec53ull, h2 ^= h2 >> 33;
    l->h1 = h1, l->h2 = h2;
}

/* Finds the line's varying values and its time; shared: a record (c, f, x, end) whose varying
 * fields each occur once, with non-empty values and canonical times. */
static void analyse(const char *s, int len, line_info *l) {
    memset(l, 0, sizeof *l);
    int first = 0;
    while (first < len && s[first] != ' ') first++;
    l->share = (first == 1 && (s[0] == 'c' || s[0] == 'f' || s[0] == 'x')) || (first == 3 && !memcmp(s, "end", 3));
    int times = 0, seen = 0;
    for (int a = first + 1; a <= len; ) {
        int b = a;
        while (b < len && s[b] != ' ') b++;
        int n = b - a, v = n >= 2 && !memcmp(s + a, "t=", 2) ? 2 : n >= 3 && !memcmp(s + a, "t0=", 3) ? 3
                : n >= 4 && !memcmp(s + a, "key=", 4) ? 4 : 0;
        if (v) {
            char kind = v == 2 ? 't' : v == 3 ? '0' : 'k';
            int bit = v == 2 ? 1 : v == 3 ? 2 : 4;
            long long t = kind == 'k' ? (n > v ? 0 : -1) : canonical(s + a + v, n - v);
            if (kind == 't' && times++ == 0 && t >= 0) l->has_t = 1, l->t = t;
            if ((seen & bit) || l->n == VARY || t < 0) l->share = 0;
            else l->val[l->n] = a + v, l->end[l->n] = b, l->kind[l->n++] = kind;
            seen |= bit;
        }
        a = b + 1;
    }
    if (times > 1) l->has_t = 0;
    if (l->share) hash(l, s, len);
}

static long find(long long h1, long long h2) {
    entry key = {(uint64_t) h1, (uint64_t) h2, 0, 0};
    entry *e = bsearch(&key, all.e, (size_t) all.n, sizeof(entry), compare);
    return e ? e - all.e : -1;
}

/* A reference: the shape's id, then each varying value: a key as written, a time as the signed
 * difference from the time of the line before (so that it is a few digits, not 19). */
static long long reference(char *o, long id, const char *s, const line_info *l, long long last) {
    long long k = sprintf(o, "=%ld", id);
    for (int v = 0; v < l->n; v++) {
        if (l->kind[v] == 'k') k += sprintf(o + k, " %.*s", l->end[v] - l->val[v], s + l->val[v]);
        else k += sprintf(o + k, " %lld", canonical(s + l->val[v], l->end[v] - l->val[v]) - last);
    }
    o[k++] = '\n';
    return k;
}

mt_part mt_shapes_encode(char *log, long long len, MPI_Comm tc, int rank) {
    mt_part p = {log, len, 0, 0, 1};
    long long lines = 1;
    for (long long i = 0; i < len; i++) lines += log[i] == '\n';
    /* everything is allocated before the collective: after it, a rank that has a shape must
     * be able to define it */
    char *out = log ? malloc((size_t) (len + lines * (8 + VARY * 22) + 16)) : NULL;
    line_info *info = out ? malloc((size_t) lines * sizeof *info) : NULL;
    entry *own = info ? malloc((size_t) lines * sizeof *own) : NULL;
    if (!own) free(info), info = NULL; /* then it takes part with nothing and writes its log whole */
    long m = 0;
    if (own) {
        for (long long at = 0, i = 0; at < len; i++) {
            const char *nl = memchr(log + at, '\n', (size_t) (len - at));
            long long end = nl ? nl - log : len;
            analyse(log + at, (int) (end - at), &info[i]);
            if (i > 0 && info[i].share && nl) own[m++] = (entry) {info[i].h1, info[i].h2, rank, 0};
            at = end + 1;
        }
        qsort(own, (size_t) m, sizeof *own, compare);
    }
    mine.n = 0;
    for (long i = 0; i < m && mine.n < KEEP; i++)
        if (mine.n == 0 || compare(&own[i], &mine.e[mine.n - 1]) != 0) mine.e[mine.n++] = own[i];
    free(own);
    MPI_Datatype dt;
    MPI_Op op;
    PMPI_Type_contiguous((int) sizeof(table), MPI_BYTE, &dt);
    PMPI_Type_commit(&dt);
    PMPI_Op_create(unite, 1, &op);
    MPI_Request q;
    if (PMPI_Iallreduce(&mine, &all, 1, dt, op, tc, &q) != MPI_SUCCESS || mt_wait(&q, MPI_STATUS_IGNORE) != MPI_SUCCESS) p.ok = 0, all.n = 0;
    PMPI_Op_free(&op);
    PMPI_Type_free(&dt);
    p.shapes = all.n;
    if (!info) { free(out); return p; } /* its log whole: it had no shape in the set */
    memset(defined, 0, sizeof defined);
    long long k = 0, last = 0;
    for (long long at = 0, i = 0; at < len; i++) {
        const char *s = log + at, *nl = memchr(s, '\n', (size_t) (len - at));
        long long n = (nl ? nl - log : len) - at;
        line_info *l = &info[i];
        long id = i > 0 && l->share && nl ? find((long long) l->h1, (long long) l->h2) : -1;
        if (id >= 0 && all.e[id].rank == rank && !defined[id]) {
            defined[id] = 1, p.defs++;
            k += sprintf(out + k, "+%ld ", id);
            id = -1; /* then the line itself */
        }
        if (id >= 0) k += reference(out + k, id, s, l, last);
        else {
            memcpy(out + k, s, (size_t) n + (nl ? 1 : 0));
            k += n + (nl ? 1 : 0);
        }
        if (l->has_t) last = l->t;
        at += n + 1;
    }
    free(info);
    free(log);
    p.part = out, p.len = k;
    return p;
}
