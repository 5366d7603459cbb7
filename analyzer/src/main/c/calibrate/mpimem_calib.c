/*
 * mpimem allocation-counting preload: live heap and anonymous-map bytes of one process.
 *
 * LD_PRELOAD it under any program; the program reads the count through the exported
 * mpimem_calib_live() (found with dlsym, so the program also runs without the preload).
 * Requested sizes are counted, not malloc_usable_size(): glibc rounds chunks to 16 B, and
 * a rounded size would hide the exact per-rank slope (4n B of a lut is not linear in n once
 * rounded). Sizes live in a header-free table keyed by pointer, so the program's pointers,
 * alignment and malloc_usable_size() answers are glibc's own: behaviour is unchanged.
 * Thread-safe: the counter is atomic, the table is striped under spinlocks.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "mpimem_calib.h"

static _Atomic long long live;
/* Arrival-order buffers (calib_arrival.c): looked for only while the measured program watches (a
 * call's window), since each look walks the stack; such a block's table entry carries ARRIVAL. */
#define ARRIVAL ((size_t)1 << 62)
static _Atomic long long arrival;
static _Atomic int watching;
static __thread int unwinding __attribute__((tls_model("initial-exec")));
static void *(*real_malloc)(size_t), *(*real_calloc)(size_t, size_t), *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t), *(*real_memalign)(size_t, size_t);
static void *(*real_mmap)(void *, size_t, int, int, int, off_t);
static int (*real_munmap)(void *, size_t);

/* dlsym itself may call calloc before real_calloc is known: serve it from here, never free it. */
static char bootstrap[16384] __attribute__((aligned(16)));
static _Atomic size_t bootstrap_used;
static _Atomic int resolving;

static int in_bootstrap(const void *p) {
    return (const char *)p >= bootstrap && (const char *)p < bootstrap + sizeof bootstrap;
}

static void *bootstrap_alloc(size_t n) {
    size_t at = atomic_fetch_add(&bootstrap_used, (n + 15) & ~(size_t)15);
    return at + n <= sizeof bootstrap ? bootstrap + at : NULL;
}

static void resolve(void) {
    if (real_free || atomic_exchange(&resolving, 1)) return;
    real_malloc = dlsym(RTLD_NEXT, "malloc");
    real_calloc = dlsym(RTLD_NEXT, "calloc");
    real_realloc = dlsym(RTLD_NEXT, "realloc");
    real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
    real_memalign = dlsym(RTLD_NEXT, "memalign");
    real_mmap = dlsym(RTLD_NEXT, "mmap");
    real_munmap = dlsym(RTLD_NEXT, "munmap");
    real_free = dlsym(RTLD_NEXT, "free");
}

/* False only while dlsym is resolving the real functions (then the bootstrap buffer serves). */
static int ready(void) {
    if (!real_free) resolve();
    return real_free != NULL;
}

long long mpimem_calib_live(void) {
    return atomic_load(&live);
}

long long mpimem_calib_arrival(void) {
    return atomic_load(&arrival);
}

/* Sorts the blocks allocated from now on (on != 0) until it is called with 0. The first stack
 * walk loads the unwinder, which allocates: done here, before the caller reads the counts. */
void mpimem_calib_watch(int on) {
    static _Atomic int warm;
    if (on && !atomic_exchange(&warm, 1)) {
        unwinding = 1;
        calib_arrival_stack();
        unwinding = 0;
    }
    atomic_store(&watching, on);
}

static void *counted(void *p, size_t n) {
    if (p) {
        size_t tag = 0;
        if (atomic_load_explicit(&watching, memory_order_relaxed) && !unwinding) {
            unwinding = 1; /* the unwinder may allocate */
            if (calib_arrival_stack()) tag = ARRIVAL;
            unwinding = 0;
        }
        calib_table_put(p, n | tag);
        if (tag) atomic_fetch_add(&arrival, (long long)n);
        atomic_fetch_add(&live, (long long)n);
    }
    return p;
}

/* Forgets p; returns its table entry (size, ARRIVAL flag) with both totals reduced by its size. */
static size_t take(void *p) {
    size_t e = calib_table_take(p), n = e & ~ARRIVAL;
    if (e & ARRIVAL) atomic_fetch_sub(&arrival, (long long)n);
    atomic_fetch_sub(&live, (long long)n);
    return e;
}

static void uncount(void *p) {
    take(p);
}

void *malloc(size_t n) {
    if (!ready()) return bootstrap_alloc(n);
    return counted(real_malloc(n), n);
}

void *calloc(size_t k, size_t n) {
    if (!ready()) return bootstrap_alloc(k * n); /* static storage is zeroed */
    void *p = real_calloc(k, n);
    return p ? counted(p, k * n) : p;
}

void *realloc(void *old, size_t n) {
    if (!ready() || in_bootstrap(old)) {
        void *p = malloc(n);
        if (p && old) { /* bootstrap blocks are never freed; copy what can belong to the old one */
            size_t room = (size_t)(bootstrap + sizeof bootstrap - (char *)old);
            memcpy(p, old, n < room ? n : room);
        }
        return p;
    }
    size_t before = old ? take(old) : 0;
    void *p = real_realloc(old, n);
    if (!p && n) { /* old block untouched: keep counting it */
        if (old) {
            calib_table_put(old, before);
            if (before & ARRIVAL) atomic_fetch_add(&arrival, (long long)(before & ~ARRIVAL));
            atomic_fetch_add(&live, (long long)(before & ~ARRIVAL));
        }
        return p;
    }
    return n ? counted(p, n) : p;
}

void free(void *p) {
    if (!p || in_bootstrap(p)) return;
    if (!ready()) return;
    uncount(p);
    real_free(p);
}

int posix_memalign(void **out, size_t align, size_t n) {
    if (!ready()) return ENOMEM;
    int rc = real_posix_memalign(out, align, n);
    if (rc == 0) counted(*out, n);
    return rc;
}

void *aligned_alloc(size_t align, size_t n) {
    if (!ready()) return bootstrap_alloc(n);
    return counted(real_aligned_alloc(align, n), n);
}

void *memalign(size_t align, size_t n) {
    if (!ready()) return bootstrap_alloc(n);
    return counted(real_memalign(align, n), n);
}

/* Anonymous maps only: file maps (shared-memory segments, libraries) are not the heap. */
void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
    void *p = ready() ? real_mmap(addr, len, prot, flags, fd, off)
                      : (void *)syscall(SYS_mmap, addr, len, prot, flags, fd, off);
    if (p != MAP_FAILED && (flags & MAP_ANONYMOUS))
        atomic_fetch_add(&live, (long long)calib_maps_add(p, len));
    return p;
}

int munmap(void *addr, size_t len) {
    atomic_fetch_sub(&live, (long long)calib_maps_remove(addr, len));
    return ready() ? real_munmap(addr, len) : (int)syscall(SYS_munmap, addr, len);
}

/*
 * UCX (libucm) hides maps from the two functions above. Its default "bistro" memory hooks
 * look the libc function up with dlsym(RTLD_NEXT, "mmap") from libucm and, when that finds
 * nothing (libc precedes libucm in the search list), with RTLD_DEFAULT, which finds this
 * preload's mmap/munmap: UCM then overwrites their first bytes with a jump to its own
 * handler (ucm_override_mmap -> ucm_mmap -> ucm_orig_mmap), which maps with a raw syscall
 * through ucm_orig_mmap_syscall (UCX v1.13.1 src/ucm/util/replace.c, replace.h
 * UCM_DEFINE_SYSCALL_FUNC; src/ucm/mmap/install.c:385; src/ucm/util/reloc.h:55). So every
 * anonymous map made through mmap after UCX's init, e.g. the ucp_ep_t chunks, was missed.
 * libucm calls ucm_orig_mmap_syscall/ucm_orig_munmap_syscall through its PLT, so defining
 * them here puts the count back on that path (mremap too: UCM's hook self-test moves a page
 * it mapped, which would otherwise stay counted). The bodies are UCM's own (one syscall each):
 * behaviour is unchanged. Without libucm these are never called; in UCM's "reloc" mode its
 * chain ends in this preload's mmap instead, so nothing is counted twice.
 */
void *ucm_orig_mmap_syscall(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
    void *p = (void *)syscall(SYS_mmap, addr, len, prot, flags, fd, off);
    if (p != MAP_FAILED && (flags & MAP_ANONYMOUS))
        atomic_fetch_add(&live, (long long)calib_maps_add(p, len));
    return p;
}

int ucm_orig_munmap_syscall(void *addr, size_t len) {
    atomic_fetch_sub(&live, (long long)calib_maps_remove(addr, len));
    return (int)syscall(SYS_munmap, addr, len);
}

/* A counted map that moves or changes size stays counted at its new place and size. */
void *ucm_orig_mremap_syscall(void *old, size_t old_len, size_t new_len, int flags) {
    void *p = (void *)syscall(SYS_mremap, old, old_len, new_len, flags);
    size_t gone = p != MAP_FAILED ? calib_maps_remove(old, old_len) : 0;
    if (gone) atomic_fetch_add(&live, (long long)calib_maps_add(p, new_len) - (long long)gone);
    return p;
}
