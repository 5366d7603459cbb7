/*
 * mpimem PMPI tracer: what the wrapper files (wrap_*.c, trampolines.c) share.
 *
 * Every process writes its own log (format: docs/tracer.md, "Per-process log"); at MPI_Finalize the
 * processes of a world copy their logs into one job file (jobfile.c, "Job file"). A communicator
 * is named in the log by a local id (lid) in creation order; how its global identity is derived
 * without communication is recorded alongside: the parent's lid and the parent's collective
 * sequence number for calls collective over the parent, a tag and occurrence count for calls
 * made by subsets. `mpimem trace merge` turns these local facts into one trace.
 *
 * The units, each a .c with its .h, depend one way, each only on those listed before it:
 *   log (the log file) -> memcount, handles, site, check_mpi, jobfile -> members -> session -> record
 *   -> the wrappers (this header).
 */
#ifndef MPIMEM_TRACE_H
#define MPIMEM_TRACE_H
#include <mpi.h>
#include <stddef.h>
#include <stdint.h>
#include "check_mpi.h"
#include "memcount.h"
#include "record.h"
#include "session.h"
#include "site.h"
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* Set while a wrapper runs: nested MPI_ calls (a Fortran binding calling the C one, a library
 * calling its own MPI_ entry points) pass straight through and are recorded once. */
extern __thread int mpimem_busy __attribute__((tls_model("initial-exec")));

const char *mt_port_at_root(const char *port, int root, MPI_Comm c); /* port, or NULL off the root */
void mt_asked(MPI_Comm c, int remote);  /* the application asked for c's group (wrap_group.c) */

/* The MPI library's own definition of a Fortran entry point the tracer also defines (wrap_fortran.c);
 * aborts with the symbol's name if the library has none. */
void *mt_fortran_next(const char *sym);

/* A C wrapper is defined as MT_IMPL(MPI_X); trampolines.c defines MPI_X, which passes through or
 * jumps to it. */
#if defined(__x86_64__) && defined(__ELF__)
#define MT_TRAMPOLINES 1
#define MT_IMPL(name) __attribute__((visibility("hidden"))) mt_impl_##name
#else
#define MT_TRAMPOLINES 0
#define MT_IMPL(name) name
#endif

/* First statement of a wrapper that computes anything before MT_WRAP. */
#define MT_PASS(pcall) \
    do { if (__builtin_expect(mt_passthrough, 0)) return P##pcall; } while (0)

/* The body of a C wrapper: pass through when nested, else call PMPI and record on success. */
#define MT_WRAP(pcall, record)                         \
    do {                                               \
        MT_PASS(pcall);                                \
        if (mpimem_busy) return P##pcall;              \
        mpimem_busy = 1;                               \
        mt_site = __builtin_return_address(0);         \
        mt_mem_enter();                                \
        int rc_ = P##pcall;                            \
        mt_mem_leave();                                \
        if (rc_ == MPI_SUCCESS) { record; }            \
        mpimem_busy = 0;                               \
        return rc_;                                    \
    } while (0)
#pragma GCC visibility pop
#endif
