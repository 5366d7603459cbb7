/* Call sites: the return address of the application's call, written as the object that holds it
 * and the offset addr2line takes for that object, so that the merger can symbolize it later on
 * another machine (or keep object+offset where it cannot). */
#define _GNU_SOURCE
#include "mpimem_trace.h"
#include <dlfcn.h>
#include <elf.h>
#include <limits.h>
#include <link.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

__thread void *mt_site;

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
    /* the main program's name is as it was started ("./app", or ""): made absolute here, where it
     * is still meaningful (the merge may run elsewhere) */
    char path[PATH_MAX];
    const char *name = info.dli_fname;
    if (name[0] != '/') {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
        if (n <= 0) return;
        path[n] = '\0';
        name = path;
    }
    mt_put(" site=");
    mt_put_escaped(name);
    mt_putf("+0x%llx", (unsigned long long) off);
}
