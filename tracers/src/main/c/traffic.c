/* Traffic state per communicator, hung on its handle entry (handles.c): whether it is an
 * intercommunicator or MPI_COMM_SELF (neither gets coll records), a bitmap over destination
 * ranks, and an open-addressing set of the (call, root, size class) keys seen. All of it is the
 * tracer's heap, allocated outside any counted window (memcount.c), so `mpimem measure` charges
 * none of it to a call. A later call costs a hash lookup and a bit test: no MPI call, no log write. */
#include "traffic.h"
#include "handles.h"
#include "log.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct state {
    int inter, self, rank, size;   /* size: of the group sends go to (the remote one of an intercomm) */
    uint64_t *sent;                /* one bit per destination rank; NULL until the first send */
    size_t words;                  /* sent's length */
    uint64_t *keys;                /* collective keys + 1 (0 = empty slot); cap a power of two */
    size_t cap, n;
    uint64_t last;                 /* the key seen last: a loop of one collective skips the set */
    struct state *next;            /* in the pool */
} state;

/* The communicator this thread last had traffic on, valid while no communicator has been freed
 * since: the usual loop (a halo, an allreduce) then skips the lock and the handle lookup. The
 * bits and the last key are read without the lock; they only ever turn on, under it. */
static unsigned frees;
static __thread MPI_Comm last_c __attribute__((tls_model("initial-exec")));
static __thread state *last_s __attribute__((tls_model("initial-exec")));
static __thread unsigned last_frees __attribute__((tls_model("initial-exec")));

static state *cached(MPI_Comm c) {
    return last_s && last_c == c && last_frees == __atomic_load_n(&frees, __ATOMIC_ACQUIRE) ? last_s : NULL;
}

static void remember(MPI_Comm c, state *s) {
    last_c = c;
    last_s = s;
    last_frees = __atomic_load_n(&frees, __ATOMIC_ACQUIRE);
}

/* States of freed communicators, kept for the next ones: a free then releases nothing, so the
 * free's record names no bytes of the tracer's (tracer_mem=, memcount.c) and every allocation of
 * this unit happens in a traffic call, outside any counted window. */
static state *pool;

int mt_traffic_on;

void mt_traffic_init(void) {
    const char *v = getenv("MPIMEM_TRACE_TRAFFIC");
    mt_traffic_on = mt_log_active() && !(v && strcmp(v, "0") == 0);
}

/* The state of c, made at its first traffic (the only time MPI is asked about it); NULL if c is
 * not a communicator the tracer knows or memory ran out. */
static state *state_of(MPI_Comm c, int *lid) {
    void **slot = mt_comm_traffic(c, lid);
    if (!slot) return NULL;
    if (*slot) return *slot;
    state *s = pool;
    if (s) {
        pool = s->next;
        if (s->sent) memset(s->sent, 0, s->words * sizeof *s->sent);
        if (s->keys) memset(s->keys, 0, s->cap * sizeof *s->keys);
        s->n = 0;
        s->last = 0;
    } else if (!(s = calloc(1, sizeof *s))) {
        mt_disable("out of memory for the traffic table");
        return NULL;
    }
    PMPI_Comm_test_inter(c, &s->inter);
    PMPI_Comm_rank(c, &s->rank);
    if (s->inter) PMPI_Comm_remote_size(c, &s->size);
    else PMPI_Comm_size(c, &s->size);
    if (s->sent && s->words < ((size_t) s->size + 63) / 64) { /* pooled, too small: made anew at the first send */
        free(s->sent);
        s->sent = NULL;
    }
    s->self = c == MPI_COMM_SELF;
    *slot = s;
    return s;
}

static int seen(state *s, uint64_t key) {
    if (2 * (s->n + 1) > s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 8;
        uint64_t *k = calloc(cap, sizeof *k);
        if (!k) { mt_disable("out of memory for the traffic table"); return 1; }
        for (size_t i = 0; i < s->cap; i++)
            if (s->keys[i]) {
                size_t j = (size_t) ((s->keys[i] * 0x9E3779B97F4A7C15ull) >> 20) & (cap - 1);
                while (k[j]) j = (j + 1) & (cap - 1);
                k[j] = s->keys[i];
            }
        free(s->keys);
        s->keys = k;
        s->cap = cap;
    }
    uint64_t want = key + 1;
    size_t j = (size_t) ((want * 0x9E3779B97F4A7C15ull) >> 20) & (s->cap - 1);
    while (s->keys[j]) {
        if (s->keys[j] == want) return 1;
        j = (j + 1) & (s->cap - 1);
    }
    s->keys[j] = want;
    s->n++;
    return 0;
}

/* The size class: 0 for 0 bytes, else 1 + floor(log2(bytes)). */
static unsigned bucket(long long bytes) {
    return bytes <= 0 ? 0 : 64 - (unsigned) __builtin_clzll((unsigned long long) bytes);
}

#define X(n) "MPI_" #n,
static const char *const blocking[] = {MT_COLLS};
#undef X
static char nonblocking[MT_NONBLOCKING][32]; /* MPI_Ibcast ...: made once from the blocking names */

static const char *name(int call) {
    if (call < MT_NONBLOCKING) return blocking[call];
    char *n = nonblocking[call - MT_NONBLOCKING];
    if (!n[0]) {
        const char *b = blocking[call - MT_NONBLOCKING];
        n[0] = 'M', n[1] = 'P', n[2] = 'I', n[3] = '_', n[4] = 'I', n[5] = (char) (b[4] - 'A' + 'a');
        strcpy(n + 6, b + 5);
    }
    return n;
}

void mt_note_coll(MPI_Comm c, int call, int root, long long bytes) {
    if (!mt_log_active()) return;
    uint64_t key = (uint64_t) (uint32_t) (root + 1) << 16 | (uint64_t) bucket(bytes) << 8 | (uint64_t) call;
    state *f = cached(c);
    if (f && (f->inter || f->self || __atomic_load_n(&f->last, __ATOMIC_RELAXED) == key + 1)) return;
    mt_lock();
    int lid;
    state *s = state_of(c, &lid);
    if (s) remember(c, s);
    int fresh = s && !s->inter && !s->self && !seen(s, key);
    if (s) __atomic_store_n(&s->last, key + 1, __ATOMIC_RELAXED);
    if (fresh) {
        mt_record("x");
        mt_put_field("lid", lid);
        mt_put_lit(" call=");
        mt_put(name(call));
        mt_put_field("bytes", bytes);
        if (root >= 0) mt_put_field("root", root);
        mt_record_end();
    }
    mt_unlock();
}

void mt_note_send(MPI_Comm c, int dest) {
    if (dest < 0 || !mt_log_active()) return; /* MPI_PROC_NULL */
    state *f = cached(c);
    if (f && dest < f->size && ((dest == f->rank && !f->inter)
            || (f->sent && __atomic_load_n(&f->sent[dest / 64], __ATOMIC_RELAXED) >> (dest % 64) & 1))) return;
    mt_lock();
    int lid;
    state *s = state_of(c, &lid);
    if (s) remember(c, s);
    if (s && dest < s->size && (s->inter || dest != s->rank)) {
        if (!s->sent) { /* the first send on it (a pooled bitmap too small was dropped by state_of) */
            s->words = ((size_t) s->size + 63) / 64;
            s->sent = calloc(s->words, sizeof *s->sent);
        }
        if (!s->sent) mt_disable("out of memory for the traffic table");
        else if (!(s->sent[dest / 64] >> (dest % 64) & 1)) {
            __atomic_fetch_or(&s->sent[dest / 64], 1ull << (dest % 64), __ATOMIC_RELAXED);
            mt_record("s");
            mt_put_field("lid", lid);
            mt_put_field("to", dest);
            mt_record_end();
        }
    }
    mt_unlock();
}

int mt_traffic_size(MPI_Comm c) {
    mt_lock();
    int lid;
    state *s = state_of(c, &lid);
    int n = s && !s->inter && !s->self ? s->size : 0;
    mt_unlock();
    return n;
}

void mt_traffic_release(void *t) {
    state *s = t;
    if (!s) return;
    __atomic_add_fetch(&frees, 1, __ATOMIC_RELEASE); /* every thread's cached state is stale now */
    s->next = pool;
    pool = s;
}

