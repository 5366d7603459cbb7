/* Call sites: the return address of the application's call, written as the object that holds it
 * and the offset addr2line takes for that object, so that the merger can symbolize it later on
 * another machine (or keep object+offset where it cannot). */
#define _GNU_SOURCE
#include "site.h"
#include "log.h"
#include <dlfcn.h>
#include <elf.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include <unistd.h>
#include <stddef.h>
#include <string.h>

__thread void *mt_site;

/* The main program's load base. Names cannot tell it apart: it is "" or the name it was started
 * by, and a library dlopen'ed by a relative path ("./libx.so") has a relative name too. Its program
 * headers lie in its first mapping, so dladdr on them gives its base. */
static const void *main_base(void) {
    static const void *base;
    Dl_info m;
    void *phdr = (void *) getauxval(AT_PHDR);
    if (!base && phdr && dladdr(phdr, &m)) base = m.dli_fbase;
    return base;
}

/* The path of the file mapped at address a, from /proc/self/maps: absolute, whatever name the
 * object was loaded by and wherever the process has moved since. 0 when not found. */
static int mapped_file(uintptr_t a, char *path, size_t size) {
    FILE *f = fopen("/proc/self/maps", "r");
    char line[PATH_MAX + 128];
    int found = 0;
    if (!f) return 0;
    while (!found && fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        int at = 0;
        if (sscanf(line, "%lx-%lx %*s %*s %*s %*s %n", &lo, &hi, &at) < 2 || at == 0 || a < lo || a >= hi || line[at] != '/') continue;
        line[strcspn(line, "\n")] = '\0';
        if (strlen(line + at) < size) strcpy(path, line + at), found = 1;
    }
    fclose(f);
    return found;
}

/* The return address minus one lies inside the call instruction, so that addr2line names the
 * call's line rather than the next statement's (which may be another line, or another inlined
 * function). A position-dependent executable (ET_EXEC) is addressed by its link-time addresses,
 * equal to the run-time ones; a shared object or PIE by the offset from its load base.
 * Writes " site=<object>+0x<offset>" into out (cap bytes, NUL-terminated); 0 if the address is in
 * no object or does not fit. *in_main: the address is the main program's. */
static int resolve(void *site, char *out, size_t cap, int *in_main) {
    Dl_info info;
    uintptr_t a = (uintptr_t) site;
    *in_main = 0;
    if (a == 0 || !dladdr(site, &info) || !info.dli_fname || !info.dli_fbase) return 0;
    a -= 1;
    const ElfW(Ehdr) *eh = (const ElfW(Ehdr) *) info.dli_fbase;
    int exec = memcmp(eh->e_ident, ELFMAG, SELFMAG) == 0 && eh->e_type == ET_EXEC;
    uintptr_t off = exec ? a : a - (uintptr_t) info.dli_fbase;
    /* made absolute here, where the names are still meaningful (the merge may run elsewhere): the
     * main program by /proc/self/exe, a library loaded by a relative name by its mapping */
    char path[PATH_MAX];
    const char *name = info.dli_fname;
    if (info.dli_fbase == main_base()) {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
        if (n <= 0) return 0;
        path[n] = '\0';
        name = path;
        *in_main = 1;
    } else if (name[0] != '/') {
        if (!mapped_file(a, path, sizeof path)) return 0;
        name = path;
    }
    size_t k = 6, n;
    if (cap < k + 1) return 0;
    memcpy(out, " site=", k);
    if (*mt_escape(name, out + k, cap - k, &n)) return 0;
    k += n;
    int m = snprintf(out + k, cap - k, "+0x%llx", (unsigned long long) off);
    return m > 0 && (size_t) m < cap - k;
}

/* Sites interned by return address: each distinct address is resolved once (dladdr, and the
 * readlink or /proc/self/maps read above are system calls), later records copy the text. The
 * table lives in static storage, so it allocates nothing the allocation counter would charge to
 * a call; when it is full, further addresses are resolved at every call. An address may change
 * objects only when an object is unloaded or loaded: the loader's counts of both
 * (dl_iterate_phdr's dlpi_adds, dlpi_subs) are compared before an address is looked up and empty
 * the table when they moved. Not for an address in the main program, which is never unloaded, so
 * that no object can take its place: its text stays right whatever the loader did, and its record
 * is spared the loader's lock and walk (dl_iterate_phdr, 160 of the 1,900 instructions a record
 * cost). Called under the log's lock (record.c). */
#define SLOTS 4096             /* a power of two; filled to 3/4 */
#define POOL (512 * 1024)      /* the texts, one after another */
static struct { uintptr_t addr; uint32_t at, len, in_main; } slots[SLOTS];
static char pool[POOL];
static size_t pool_used, nslots;
static unsigned long long seen_adds, seen_subs;
static char text[3 * PATH_MAX + 32]; /* MT_ROOM (log.h) leaves room for it in a record */

static int loader_counts(struct dl_phdr_info *info, size_t size, void *data) {
    unsigned long long *c = data;
    if (size >= offsetof(struct dl_phdr_info, dlpi_subs) + sizeof info->dlpi_subs) {
        c[0] = info->dlpi_adds;
        c[1] = info->dlpi_subs;
    }
    return 1; /* the first object tells: the counts are global */
}

static size_t probe(uintptr_t a) {
    size_t i = (size_t) ((a * 0x9E3779B97F4A7C15ull) >> 52) & (SLOTS - 1);
    while (slots[i].addr && slots[i].addr != a) i = (i + 1) & (SLOTS - 1);
    return i;
}

const char *mt_site_text(size_t *len) {
    uintptr_t a = (uintptr_t) mt_site;
    *len = 0;
    if (a == 0) return NULL;
    size_t i = probe(a);
    if (!slots[i].addr || !slots[i].in_main) {
        unsigned long long c[2] = {0, 0};
        dl_iterate_phdr(loader_counts, c);
        if (c[0] != seen_adds || c[1] != seen_subs) {
            memset(slots, 0, sizeof slots);
            pool_used = nslots = 0;
            seen_adds = c[0];
            seen_subs = c[1];
            i = probe(a);
        }
    }
    if (slots[i].addr) {
        *len = slots[i].len;
        return pool + slots[i].at;
    }
    int in_main;
    int ok = resolve(mt_site, text, sizeof text, &in_main);
    size_t n = ok ? strlen(text) : 0;
    if (4 * (nslots + 1) <= 3 * SLOTS && pool_used + n <= POOL) {
        memcpy(pool + pool_used, text, n);
        slots[i].addr = a;
        slots[i].at = (uint32_t) pool_used;
        slots[i].len = (uint32_t) n;
        slots[i].in_main = (uint32_t) in_main;
        pool_used += n;
        nslots++;
    }
    *len = n;
    return text;
}

void mt_put_site(void) {
    size_t n;
    const char *s = mt_site_text(&n);
    if (n) mt_put_text(s, n);
}
