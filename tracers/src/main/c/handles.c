/* Handle tables: which lid an MPI_Comm or MPI_Win handle currently names, and per-communicator
 * collective counters. Handles are ints in MPICH and pointers in Open MPI, so keys are the
 * handle's bytes. Handles are reused after a free, which is why a free forgets its entry. */
#include "handles.h"
#include "log.h"
#include <stdlib.h>
#include <string.h>

/* cached[k]: library bytes the tracer's requests for the local (0) or remote (1) group left on the
 * communicator (MPICH caches the group until the free); asked[k]: the application asked as well. */
typedef struct { uint64_t key; int lid, seq, used, nruns; long long cached[2]; unsigned char asked[2]; void *traffic;
                 mt_run runs[MT_RUNS]; } entry;
typedef struct { entry *e; size_t cap, n; } table;

static table comms, wins;
static int next_lid;

static uint64_t key_of(const void *h, size_t n) {
    uint64_t k = 0;
    memcpy(&k, h, n < sizeof k ? n : sizeof k);
    return k;
}

/* inline: a record looks up to two handles, and a call costs as much as the probe */
static inline __attribute__((always_inline)) size_t slot(const table *t, uint64_t k) {
    uint64_t h = k * 0x9E3779B97F4A7C15ull;
    size_t i = (size_t) (h >> 17) & (t->cap - 1);
    while (t->e[i].used && t->e[i].key != k) i = (i + 1) & (t->cap - 1);
    return i;
}

static inline __attribute__((always_inline)) entry *find(table *t, uint64_t k) {
    if (t->cap == 0) return NULL;
    entry *e = &t->e[slot(t, k)];
    return e->used ? e : NULL;
}

static entry *insert(table *t, uint64_t k) {
    if (2 * (t->n + 1) > t->cap) {
        table g = {calloc(t->cap ? 2 * t->cap : 64, sizeof(entry)), t->cap ? 2 * t->cap : 64, 0};
        if (!g.e) { mt_disable("out of memory for the handle table"); return NULL; }
        for (size_t i = 0; i < t->cap; i++)
            if (t->e[i].used) { g.e[slot(&g, t->e[i].key)] = t->e[i]; g.n++; }
        free(t->e);
        *t = g;
    }
    entry *e = &t->e[slot(t, k)];
    if (!e->used) t->n++;
    e->used = 1; e->key = k; e->seq = 0;
    e->cached[0] = e->cached[1] = 0; e->asked[0] = e->asked[1] = 0; e->traffic = NULL; e->nruns = 0;
    return e;
}

/* Open addressing with linear probing: re-insert the rest of the cluster after a removal. */
static int erase_at(table *t, entry *e) {
    int lid = e->lid;
    size_t i = (size_t) (e - t->e);
    e->used = 0; t->n--;
    for (size_t j = (i + 1) & (t->cap - 1); t->e[j].used; j = (j + 1) & (t->cap - 1)) {
        entry x = t->e[j];
        t->e[j].used = 0; t->n--;
        *insert(t, x.key) = x;
    }
    return lid;
}

static int erase(table *t, uint64_t k) {
    entry *e = find(t, k);
    return e ? erase_at(t, e) : -1;
}

int mt_comm_lid(MPI_Comm c) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    return e ? e->lid : -1;
}

int mt_comm_next_seq(MPI_Comm c) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    return e ? e->seq++ : -1;
}

int mt_comm_add(MPI_Comm c) {
    entry *e = insert(&comms, key_of(&c, sizeof c));
    return e ? (e->lid = next_lid++) : -1;
}

void mt_comm_cached(MPI_Comm c, int remote, long long bytes) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    if (e) e->cached[remote] += bytes;
}

void mt_comm_asked(MPI_Comm c, int remote) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    if (e) e->asked[remote] = 1;
}

int mt_comm_runs(MPI_Comm c, mt_run *runs) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    if (!e || e->nruns == 0) return 0;
    memcpy(runs, e->runs, sizeof(mt_run) * (size_t) e->nruns);
    return e->nruns;
}

void mt_comm_keep_runs(MPI_Comm c, const mt_run *runs, int n) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    if (!e || n < 1 || n > MT_RUNS) return;
    memcpy(e->runs, runs, sizeof(mt_run) * (size_t) n);
    e->nruns = n;
}

int mt_comm_parent(MPI_Comm c, int *lid, mt_run *runs, int *nruns) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    if (nruns) *nruns = 0;
    if (!e) { *lid = -1; return -1; }
    *lid = e->lid;
    if (runs && e->nruns) {
        memcpy(runs, e->runs, sizeof e->runs); /* all MT_RUNS: a fixed size is copied inline */
        *nruns = e->nruns;
    }
    return e->seq++;
}

int mt_comm_add_runs(MPI_Comm c, const mt_run *runs, int n) {
    entry *e = insert(&comms, key_of(&c, sizeof c));
    if (!e) return -1;
    if (n >= 1 && n <= MT_RUNS) {
        memcpy(e->runs, runs, sizeof(mt_run) * (size_t) n);
        e->nruns = n;
    }
    return e->lid = next_lid++;
}

int mt_comm_drop(MPI_Comm c, long long *uncached, void **traffic) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    *uncached = 0;
    *traffic = NULL;
    if (!e) return -1;
    *uncached = (e->asked[0] ? 0 : e->cached[0]) + (e->asked[1] ? 0 : e->cached[1]);
    *traffic = e->traffic;
    e->traffic = NULL;
    return erase_at(&comms, e);
}

void **mt_comm_traffic(MPI_Comm c, int *lid) {
    entry *e = find(&comms, key_of(&c, sizeof c));
    if (!e) return NULL;
    *lid = e->lid;
    return &e->traffic;
}

int mt_win_add(MPI_Win w, int lid) {
    entry *e = insert(&wins, key_of(&w, sizeof w));
    return e ? (e->lid = lid) : -1;
}

int mt_win_remove(MPI_Win w) {
    return erase(&wins, key_of(&w, sizeof w));
}

int mt_lid_new(void) {
    return next_lid++;
}
