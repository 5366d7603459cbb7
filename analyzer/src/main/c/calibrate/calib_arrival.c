/*
 * Which heap blocks are arrival-order buffers: memory a library takes to hold a message that
 * arrived before its receive was posted, and keeps in a pool afterwards. Whether a process gets
 * such a message in a given call is a matter of which process got there first, so these bytes
 * move between calls and processes from run to run; they are counted apart (mem_arrival=) so that
 * they do not decide a call site's growth (docs/growth-facts.md, "Arrival-order buffers").
 *
 * A block is one when its allocation stack holds a pool's growth function below a message-arrival
 * handler (both exported symbols of the installed libraries):
 *  - Open MPI 4.1 pml/ob1: mca_pml_ob1_recv_frag_callback_{match,rndv,rget} copying an unexpected
 *    fragment into the bucket allocator (v4.1.4 ompi/mca/pml/ob1/pml_ob1_recvfrag.h:78-88,
 *    opal/mca/allocator/bucket/allocator_bucket_alloc.c:86-114) or growing the receive-fragment
 *    free list (opal_free_list_grow_st);
 *  - UCX (MPICH ch4:ucx, Open MPI pml/ucx): ucp_eager_*_handler keeping an unexpected eager
 *    message in a memory pool that grows (ucs_mpool_grow).
 * Other allocations under a handler stay counted: ob1's per-peer state made when a new peer's
 * first message arrives grows with the peers a process meets, and the designs charge it.
 * Only the allocations the caller asks about are looked at (a backtrace costs microseconds).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include "mpimem_calib.h"

#define DEPTH 32
#define CACHE 4096 /* distinct return addresses met; more are classified again each time */

enum { UNKNOWN, OTHER, POOL, HANDLER };

static const char *const pools[] = {"mca_allocator_bucket_alloc", "opal_free_list_grow_st", "ucs_mpool_grow", NULL};
static const char *const handlers[] = {
    "mca_pml_ob1_recv_frag_callback_match", "mca_pml_ob1_recv_frag_callback_rndv", "mca_pml_ob1_recv_frag_callback_rget",
    "ucp_eager_only_handler", "ucp_eager_first_handler", "ucp_eager_middle_handler",
    "ucp_eager_sync_only_handler", "ucp_eager_sync_first_handler", NULL};

struct entry { uintptr_t addr; int kind; };
static struct entry *cache;
static atomic_flag guard = ATOMIC_FLAG_INIT;

static int named(const char *name, const char *const *list) {
    for (; *list; list++)
        if (strcmp(name, *list) == 0) return 1;
    return 0;
}

/* The function holding addr, by the exported symbol that covers it: dladdr alone names the nearest
 * symbol below, which for a static function is some other function, so its size must reach addr. */
static int classify(uintptr_t addr) {
    Dl_info info;
    const ElfW(Sym) *sym = NULL;
    if (!dladdr1((void *) (addr - 1), &info, (void **) &sym, RTLD_DL_SYMENT) || !info.dli_sname || !sym || !info.dli_saddr)
        return OTHER;
    if (addr - 1 - (uintptr_t) info.dli_saddr >= sym->st_size) return OTHER;
    return named(info.dli_sname, pools) ? POOL : named(info.dli_sname, handlers) ? HANDLER : OTHER;
}

static int kind_of(void *frame) {
    uintptr_t a = (uintptr_t) frame;
    uint32_t h = (uint32_t) ((a >> 2) * 2654435761u) & (CACHE - 1);
    while (atomic_flag_test_and_set_explicit(&guard, memory_order_acquire)) ;
    if (!cache) cache = calib_raw_pages(CACHE * sizeof *cache);
    int k = UNKNOWN;
    uint32_t i = h;
    for (int probes = 0; cache && probes < 16; probes++, i = (i + 1) & (CACHE - 1)) {
        if (cache[i].addr == a) { k = cache[i].kind; break; }
        if (cache[i].addr == 0) break;
    }
    atomic_flag_clear_explicit(&guard, memory_order_release);
    if (k != UNKNOWN) return k;
    k = classify(a); /* outside the lock: dladdr takes the loader's lock */
    while (atomic_flag_test_and_set_explicit(&guard, memory_order_acquire)) ;
    i = h;
    for (int probes = 0; cache && probes < 16; probes++, i = (i + 1) & (CACHE - 1))
        if (cache[i].addr == 0 || cache[i].addr == a) { cache[i].addr = a; cache[i].kind = k; break; }
    atomic_flag_clear_explicit(&guard, memory_order_release);
    return k;
}

int calib_arrival_stack(void) {
    void *frames[DEPTH];
    int n = backtrace(frames, DEPTH), pool = 0;
    for (int i = 1; i < n; i++) {
        int k = kind_of(frames[i]);
        if (k == POOL) pool = 1;
        else if (k == HANDLER) return pool;
    }
    return 0;
}
