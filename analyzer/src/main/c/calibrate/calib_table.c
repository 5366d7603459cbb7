/*
 * Header-free size table: pointer -> requested size, open addressing with linear probing and
 * backward-shift deletion (no tombstones, so probes stay short however long the run).
 * Striped: 64 independent tables, each behind its own spinlock, chosen by the pointer's hash,
 * so threads (UCX progress threads, OpenMP) rarely contend and never need pthread (which may
 * itself allocate).
 */
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "mpimem_calib.h"

#define STRIPES 64
#define SLOTS (1u << 16) /* per stripe: 4M live blocks in all */

struct slot { uintptr_t key; size_t size; };
struct stripe { atomic_flag lock; struct slot *slots; };
static struct stripe stripes[STRIPES];

void *calib_raw_pages(size_t bytes) {
    void *p = (void *)syscall(SYS_mmap, NULL, bytes, PROT_READ | PROT_WRITE,
                              MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

static uint64_t mix(uintptr_t k) {
    uint64_t x = (uint64_t)k >> 4; /* blocks are 16-aligned */
    x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33;
    return x;
}

static struct stripe *lock(uintptr_t k, uint32_t *home) {
    uint64_t h = mix(k);
    struct stripe *s = &stripes[h % STRIPES];
    *home = (uint32_t)(h >> 8) & (SLOTS - 1);
    while (atomic_flag_test_and_set_explicit(&s->lock, memory_order_acquire)) ;
    if (!s->slots) s->slots = calib_raw_pages(SLOTS * sizeof(struct slot));
    return s;
}

static void unlock(struct stripe *s) {
    atomic_flag_clear_explicit(&s->lock, memory_order_release);
}

void calib_table_put(void *p, size_t n) {
    uint32_t i;
    struct stripe *s = lock((uintptr_t)p, &i);
    if (s->slots) {
        for (uint32_t probes = 0; probes < SLOTS; probes++, i = (i + 1) & (SLOTS - 1))
            if (s->slots[i].key == 0 || s->slots[i].key == (uintptr_t)p) {
                s->slots[i].key = (uintptr_t)p;
                s->slots[i].size = n;
                break;
            }
    }
    unlock(s);
}

size_t calib_table_take(void *p) {
    uint32_t i;
    size_t n = 0;
    struct stripe *s = lock((uintptr_t)p, &i);
    if (s->slots) {
        while (s->slots[i].key && s->slots[i].key != (uintptr_t)p) i = (i + 1) & (SLOTS - 1);
        if (s->slots[i].key) {
            n = s->slots[i].size;
            /* backward shift: move later entries of the run into the hole if their home allows */
            for (uint32_t j = (i + 1) & (SLOTS - 1); s->slots[j].key; j = (j + 1) & (SLOTS - 1)) {
                uint32_t home = (uint32_t)(mix(s->slots[j].key) >> 8) & (SLOTS - 1);
                if (((j - home) & (SLOTS - 1)) >= ((j - i) & (SLOTS - 1))) {
                    s->slots[i] = s->slots[j];
                    i = j;
                }
            }
            s->slots[i].key = 0;
            s->slots[i].size = 0;
        }
    }
    unlock(s);
    return n;
}
