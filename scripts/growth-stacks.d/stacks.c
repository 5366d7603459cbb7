/*
 * Live bytes by allocation call stack, for scripts/growth-stacks.
 *
 * An LD_PRELOAD like the project's counter (malloc family + anonymous mmap, requested sizes),
 * but every block remembers the stack that made it, so a dump at one point of the program
 * says which code holds the live bytes. Two dumps at two job sizes, diffed, name what grows.
 * heaptrack would give the stacks too, but not anonymous maps and not at an exact point
 * (only at exit, after the libraries' destructors); this gives both.
 * Frames are written as symbol+offset (module) when dladdr finds an exported symbol, else
 * module+offset: Debian's libraries are stripped and no -dbgsym archive was reachable, so
 * static functions are found from the offset and the source by hand.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define DEPTH 14
#define SLOTS (1u << 22)   /* live blocks; MPI_Init makes far fewer */
#define STACKS (1u << 16)

struct block { uintptr_t p; size_t n; unsigned sid; };
struct stack { unsigned hash, used; void *f[DEPTH]; int depth; };

static struct block *blocks;
static struct stack *stacks;
static atomic_flag guard = ATOMIC_FLAG_INIT;
static __thread int inside; /* backtrace() may allocate (it loads libgcc_s once): not traced */
static atomic_int ready;
static long long live_total; /* under the lock: what mpimem_calib_live() reports */

static void *(*real_malloc)(size_t), *(*real_calloc)(size_t, size_t), *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t), *(*real_memalign)(size_t, size_t);

/* dlsym may call calloc before the real one is known */
static char boot[16384] __attribute__((aligned(16)));
static size_t boot_used;

static void *raw(size_t n) {
    return (void *)syscall(SYS_mmap, 0, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

static void lock(void) { while (atomic_flag_test_and_set_explicit(&guard, memory_order_acquire)); }
static void unlock(void) { atomic_flag_clear_explicit(&guard, memory_order_release); }

__attribute__((constructor)) static void init(void) {
    static int busy;
    if (busy++) return;
    real_malloc = dlsym(RTLD_NEXT, "malloc");
    real_calloc = dlsym(RTLD_NEXT, "calloc");
    real_realloc = dlsym(RTLD_NEXT, "realloc");
    real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
    real_memalign = dlsym(RTLD_NEXT, "memalign");
    real_free = dlsym(RTLD_NEXT, "free"); /* last: up() is true from here */
    blocks = raw(SLOTS * sizeof *blocks);
    stacks = raw(STACKS * sizeof *stacks);
    void *warm[2];
    inside = 1;
    backtrace(warm, 2);
    inside = 0;
    atomic_store(&ready, 1);
}

__attribute__((noinline)) static unsigned stack_id(void) {
    void *f[DEPTH + 3];
    int d = backtrace(f, DEPTH + 3) - 3; /* drop this function, put() and the wrapper */
    if (d < 0) d = 0;
    unsigned h = 2166136261u;
    for (int i = 0; i < d; i++) h = (h ^ (unsigned)(uintptr_t)f[i + 3]) * 16777619u;
    for (unsigned k = h % STACKS;; k = (k + 1) % STACKS) { /* caller holds the lock */
        struct stack *s = &stacks[k];
        if (!s->used) {
            s->used = 1; s->hash = h; s->depth = d;
            memcpy(s->f, f + 3, d * sizeof(void *));
            return k;
        }
        if (s->hash == h && s->depth == d && !memcmp(s->f, f + 3, d * sizeof(void *))) return k;
    }
}

static unsigned slot(uintptr_t p) { return (unsigned)((p >> 4) * 2654435761u) % SLOTS; }

__attribute__((noinline)) static void put(void *p, size_t n) {
    if (!p || inside || !atomic_load(&ready)) return;
    inside = 1;
    lock();
    unsigned sid = stack_id();
    for (unsigned k = slot((uintptr_t)p);; k = (k + 1) % SLOTS)
        if (blocks[k].p == 0 || blocks[k].p == 1) { blocks[k] = (struct block){(uintptr_t)p, n, sid}; break; }
    live_total += (long long)n;
    unlock();
    inside = 0;
}

/* Removes p's block; returns its size (0 if unknown). Deleted slots become tombstones (1). */
static size_t take(void *p, unsigned *sid) {
    if (!p || !blocks) return 0;
    size_t n = 0;
    lock();
    for (unsigned k = slot((uintptr_t)p); blocks[k].p; k = (k + 1) % SLOTS)
        if (blocks[k].p == (uintptr_t)p) { n = blocks[k].n; if (sid) *sid = blocks[k].sid; blocks[k].p = 1; live_total -= (long long)n; break; }
    unlock();
    return n;
}

static int in_boot(void *p) { return (char *)p >= boot && (char *)p < boot + sizeof boot; }
static void *boot_alloc(size_t n) {
    size_t at = boot_used;
    boot_used += (n + 15) & ~15ul;
    return boot_used <= sizeof boot ? boot + at : 0;
}

/* Another library's constructor may allocate before ours has run: set up on first use. */
static int up(void) { if (!real_free) init(); return real_free != 0; }

void *malloc(size_t n) { if (!up()) return boot_alloc(n); void *p = real_malloc(n); put(p, n); return p; }
void *calloc(size_t k, size_t n) { if (!up()) return boot_alloc(k * n); void *p = real_calloc(k, n); put(p, k * n); return p; }
void free(void *p) { if (!p || in_boot(p) || !up()) return; take(p, 0); real_free(p); }
void *realloc(void *old, size_t n) {
    if (!up() || in_boot(old)) { void *p = malloc(n); if (old && p) memcpy(p, old, n); return p; }
    size_t was = take(old, 0);
    void *p = real_realloc(old, n);
    if (!p && n) { if (old) put(old, was); return p; }
    put(p, n);
    return p;
}
int posix_memalign(void **out, size_t a, size_t n) { up(); int rc = real_posix_memalign(out, a, n); if (!rc) put(*out, n); return rc; }
void *aligned_alloc(size_t a, size_t n) { up(); void *p = real_aligned_alloc(a, n); put(p, n); return p; }
void *memalign(size_t a, size_t n) { up(); void *p = real_memalign(a, n); put(p, n); return p; }

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
    void *p = (void *)syscall(SYS_mmap, addr, len, prot, flags, fd, off);
    if (p != MAP_FAILED && (flags & MAP_ANONYMOUS)) put(p, (len + 4095) & ~4095ul);
    return p;
}

/* Maps are released from their start here (UCX's pools do); a trim from the front keeps the rest. */
static int unmap(void *addr, size_t len) {
    unsigned sid = 0;
    size_t n = take(addr, &sid), cut = (len + 4095) & ~4095ul;
    if (n > cut) {
        lock();
        uintptr_t q = (uintptr_t)addr + cut;
        for (unsigned k = slot(q);; k = (k + 1) % SLOTS)
            if (blocks[k].p <= 1) { blocks[k] = (struct block){q, n - cut, sid}; break; }
        live_total += (long long)(n - cut);
        unlock();
    }
    return (int)syscall(SYS_munmap, addr, len);
}

int munmap(void *addr, size_t len) { return unmap(addr, len); }

/* UCX's memory hooks overwrite the entry of this preload's mmap/munmap with a jump to libucm,
 * which then maps by raw syscall in these two exported functions, called through libucm's PLT:
 * defined here (same bodies as UCM's), so those maps (the ucp_ep_t chunks) are recorded too.
 * mpimem_calib.c says more. Nothing here calls the exported (patched) mmap/munmap. */
void *ucm_orig_mmap_syscall(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
    void *p = (void *)syscall(SYS_mmap, addr, len, prot, flags, fd, off);
    if (p != MAP_FAILED && (flags & MAP_FIXED)) take(p, 0); /* replaces the map there (UCM's self-test) */
    if (p != MAP_FAILED && (flags & MAP_ANONYMOUS)) put(p, (len + 4095) & ~4095ul);
    return p;
}

int ucm_orig_munmap_syscall(void *addr, size_t len) { return unmap(addr, len); }

/* UCM's hook self-test moves a page it mapped: a recorded map moves with it. */
void *ucm_orig_mremap_syscall(void *old, size_t old_len, size_t new_len, int flags) {
    void *p = (void *)syscall(SYS_mremap, old, old_len, new_len, flags);
    if (p != MAP_FAILED && take(old, 0)) put(p, (new_len + 4095) & ~4095ul);
    return p;
}

static void frame(FILE *out, void *a) {
    Dl_info di;
    if (dladdr(a, &di) && di.dli_fname) {
        const char *m = strrchr(di.dli_fname, '/');
        m = m ? m + 1 : di.dli_fname;
        if (di.dli_sname) fprintf(out, "%s+0x%lx(%s)", di.dli_sname, (unsigned long)((char *)a - (char *)di.dli_saddr), m);
        else fprintf(out, "%s+0x%lx", m, (unsigned long)((char *)a - (char *)di.dli_fbase));
    } else fputs("unloaded", out); /* a component dlclose()d since: its address means nothing now */
}

/* The live total, under the name of the project's counter (analyzer's mpimem_calib.c): with this
 * preload in its place the tracer still writes mem= per call (memcount.c), and, asked to
 * (MPIMEM_STACKS_DIR), dumps the stacks around each call's window (scripts/site-stacks). */
long long mpimem_calib_live(void) {
    lock();
    long long n = live_total;
    unlock();
    return n;
}

/* One line per stack: live bytes, live blocks, frames innermost first, ';'-separated. */
long long growth_stacks_dump(const char *path) {
    inside = 1;
    static size_t bytes[STACKS], count[STACKS];
    memset(bytes, 0, sizeof bytes); memset(count, 0, sizeof count);
    long long total = 0;
    lock();
    for (unsigned k = 0; k < SLOTS; k++)
        if (blocks[k].p > 1) { bytes[blocks[k].sid] += blocks[k].n; count[blocks[k].sid]++; total += blocks[k].n; }
    unlock();
    FILE *out = fopen(path, "w");
    for (unsigned s = 0; out && s < STACKS; s++) {
        if (!count[s]) continue;
        fprintf(out, "%zu\t%zu\t", bytes[s], count[s]);
        for (int i = 0; i < stacks[s].depth; i++) { if (i) fputc(';', out); frame(out, stacks[s].f[i]); }
        fputc('\n', out);
    }
    if (out) fclose(out);
    /* GROWTH_BLOCKS=1: also each block's stack id, size and first bytes (strings name keys, hosts) */
    if (getenv("GROWTH_BLOCKS")) {
        char bpath[4096];
        snprintf(bpath, sizeof bpath, "%s.blocks", path);
        FILE *b = fopen(bpath, "w");
        for (unsigned k = 0; b && k < SLOTS; k++) {
            if (blocks[k].p <= 1) continue;
            const unsigned char *c = (const unsigned char *)blocks[k].p;
            fprintf(b, "%u\t%zu\t", blocks[k].sid, blocks[k].n);
            for (size_t i = 0; i < blocks[k].n && i < 48; i++) fputc(c[i] >= 32 && c[i] < 127 ? c[i] : '.', b);
            fputc('\n', b);
        }
        if (b) fclose(b);
        snprintf(bpath, sizeof bpath, "%s.sids", path);
        b = fopen(bpath, "w");
        for (unsigned sid = 0; b && sid < STACKS; sid++) {
            if (!count[sid]) continue;
            fprintf(b, "%u\t", sid);
            for (int i = 0; i < stacks[sid].depth; i++) { if (i) fputc(';', b); frame(b, stacks[sid].f[i]); }
            fputc('\n', b);
        }
        if (b) fclose(b);
    }
    inside = 0;
    return total;
}
