/* Allocation counts per traced call, when the calibration counter (libmpimem-calib.so,
 * analyzer/src/main/c/calibrate/) is preloaded beside the tracer (`mpimem measure`): the live bytes
 * a call leaves behind are the counter's live total after the MPI call minus before it, taken
 * around the library's own call only (the tracer's bookkeeping, which allocates, stays outside),
 * and written as mem=<bytes> on the call's record and init_mem= on the proc line. Without the
 * counter nothing is written and nothing is called.
 *
 * The tracer's bookkeeping also asks the library for groups (members.c), which under MPICH leaves
 * library bytes cached on the communicator until the application frees it: a free adds those
 * back (mt_mem_add, written as mem_cached=), and every record says what the bookkeeping itself
 * left live (tracer_mem=), so that the application's own view of a call (the counter read around
 * it, tracer included) is mem= + tracer_mem= - mem_cached=, to the byte (TracerMemoryMpiTest). */
#define _GNU_SOURCE
#include "memcount.h"
#include "log.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static long long (*live)(void);
static int resolved;
/* A counter that sorts out arrival-order buffers (memory held for a message that came before its
 * receive, kept in a pool: which process and call get it is a race) is told to look during each
 * window, and the call's share is written apart as mem_arrival= (already inside mem=). */
static long long (*arrival)(void);
static void (*watch)(int);

/* scripts/site-stacks: with its stack-recording preload in the counter's place, one process
 * (MPIMEM_STACKS_RANK, the launcher's rank variable) dumps its live blocks by stack before and
 * after each window, DIR/<n>.pre and DIR/<n>.post, n counting the windows whose record wrote
 * init_mem= or mem= (mt_mem_recorded), from MPI_Init's (0), so that the n-th pair is the log's
 * n-th field. A window without a record (a split that returned MPI_COMM_NULL) leaves its pair
 * under cur.* for the next window to overwrite; numbered as it came, it shifted every later pair. */
static long long (*dump)(const char *);
static const char *dump_dir;
static int windows;

static void stacks_resolve(void) {
    const char *dir = getenv("MPIMEM_STACKS_DIR"), *want = getenv("MPIMEM_STACKS_RANK");
    const char *rank = getenv("PMI_RANK") ? getenv("PMI_RANK") : getenv("OMPI_COMM_WORLD_RANK");
    if (!dir || !want || !rank || atoi(want) != atoi(rank)) return;
    dump = (long long (*)(const char *)) dlsym(RTLD_DEFAULT, "growth_stacks_dump");
    dump_dir = dir;
}

static void stacks_dump(const char *when) {
    char path[4096];
    snprintf(path, sizeof path, "%s/cur.%s", dump_dir, when);
    dump(path);
}

static void stacks_keep(const char *when) {
    char from[4096], to[4096];
    snprintf(from, sizeof from, "%s/cur.%s", dump_dir, when);
    snprintf(to, sizeof to, "%s/%d.%s", dump_dir, windows, when);
    rename(from, to);
}

void mt_mem_recorded(void) {
    if (!dump) return;
    stacks_keep("pre");
    stacks_keep("post");
    windows++;
}
static __thread long long mt_mem_before __attribute__((tls_model("initial-exec")));
static __thread long long mt_mem_after __attribute__((tls_model("initial-exec")));
static __thread long long mt_mem_delta __attribute__((tls_model("initial-exec")));
static __thread long long mt_arrival_before __attribute__((tls_model("initial-exec")));
static __thread long long mt_arrival_delta __attribute__((tls_model("initial-exec")));

int mt_mem_hooked = 1, mt_mem_on;

void mt_mem_enter_(void) {
    if (!resolved) { /* dlsym may allocate: done before the first snapshot */
        live = (long long (*)(void)) dlsym(RTLD_DEFAULT, "mpimem_calib_live");
        arrival = (long long (*)(void)) dlsym(RTLD_DEFAULT, "mpimem_calib_arrival");
        watch = (void (*)(int)) dlsym(RTLD_DEFAULT, "mpimem_calib_watch");
        if (!arrival || !watch) arrival = NULL, watch = NULL;
        stacks_resolve();
        resolved = 1;
        mt_mem_hooked = live || dump;
        mt_mem_on = live != NULL;
    }
    if (dump) stacks_dump("pre");
    if (watch) watch(1), mt_arrival_before = arrival();
    if (live) mt_mem_before = live();
}

void mt_mem_leave_(void) {
    if (live) {
        mt_mem_after = live();
        mt_mem_delta = mt_mem_after - mt_mem_before;
    }
    if (watch) mt_arrival_delta = arrival() - mt_arrival_before, watch(0);
    if (dump) stacks_dump("post");
}


long long mt_mem_live(void) {
    return live ? live() : 0;
}

void mt_mem_add(long long bytes) {
    mt_mem_delta += bytes;
}

void mt_put_mem(const char *key) {
    if (live) mt_putf(" %s=%lld", key, mt_mem_delta), mt_mem_recorded();
    if (mt_arrival_delta) mt_putf(" %s_arrival=%lld", key, mt_arrival_delta);
}

long long mt_mem_arrival(void) {
    return mt_arrival_delta;
}

long long mt_mem_call(void) {
    return mt_mem_delta;
}

long long mt_mem_tracer(void) {
    return live() - mt_mem_after;
}
