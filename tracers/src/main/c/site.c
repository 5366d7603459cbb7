/* Call sites: the return address of the application's call, written as the object that holds it
 * and the offset addr2line takes for that object, so that the merger can symbolize it later on
 * another machine (or keep object+offset where it cannot). */
#define _GNU_SOURCE
#include "mpimem_trace.h"
#include <dlfcn.h>
#include <elf.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include <unistd.h>
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
 * equal to the run-time ones; a shared object or PIE by the offset from its load base. */
void mt_put_site(void) {
    Dl_info info;
    uintptr_t a = (uintptr_t) mt_site;
    if (a == 0 || !dladdr(mt_site, &info) || !info.dli_fname || !info.dli_fbase) return;
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
        if (n <= 0) return;
        path[n] = '\0';
        name = path;
    } else if (name[0] != '/') {
        if (!mapped_file(a, path, sizeof path)) return;
        name = path;
    }
    mt_put(" site=");
    mt_put_escaped(name);
    mt_putf("+0x%llx", (unsigned long long) off);
}
