/* Allocation counts per traced call, when the calibration counter (libmpimem-calib.so,
 * analyzer/src/main/c/calibrate/) is preloaded beside the tracer (`mpimem measure`): the live bytes
 * a call leaves behind are the counter's live total after the MPI call minus before it, taken
 * around the library's own call only (the tracer's bookkeeping, which allocates, stays outside),
 * and written as mem=<bytes> on the call's record and init_mem= on the proc line. Without the
 * counter nothing is written and nothing is called. */
#define _GNU_SOURCE
#include "mpimem_trace.h"
#include <dlfcn.h>

static long long (*live)(void);
static int resolved;
__thread long long mt_mem_before __attribute__((tls_model("initial-exec")));
__thread long long mt_mem_delta __attribute__((tls_model("initial-exec")));

void mt_mem_enter(void) {
    if (!resolved) { /* dlsym may allocate: done before the first snapshot */
        live = (long long (*)(void)) dlsym(RTLD_DEFAULT, "mpimem_calib_live");
        resolved = 1;
    }
    if (live) mt_mem_before = live();
}

void mt_mem_leave(void) {
    if (live) mt_mem_delta = live() - mt_mem_before;
}

void mt_put_mem(const char *key) {
    if (live) mt_putf(" %s=%lld", key, mt_mem_delta);
}
