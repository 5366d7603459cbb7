/*
 * mpimem PMPI tracer: internal interface shared by the wrapper files.
 *
 * Every process writes its own log (format: docs/tracer.md, "Per-process log"). A communicator
 * is named in the log by a local id (lid) in creation order; how its global identity is derived
 * without communication is recorded alongside: the parent's lid and the parent's collective
 * sequence number for calls collective over the parent, a tag and occurrence count for calls
 * made by subsets. `mpimem trace merge` turns these local facts into one trace.
 */
#ifndef MPIMEM_TRACE_H
#define MPIMEM_TRACE_H
#include <mpi.h>
#include <stddef.h>
#include <stdint.h>

/* Set while a wrapper runs: nested MPI_ calls (a Fortran binding calling the C one, a library
 * calling its own MPI_ entry points) pass straight through and are recorded once. */
extern __thread int mpimem_busy __attribute__((tls_model("initial-exec")));

/* The application's call site of the outermost wrapper running on this thread: its return address,
 * taken where the application's call lands (a trampoline jumps, it does not call, so the address is
 * still the application's). head() writes it as site=<object>+0x<offset> (site.c). */
extern __thread void *mt_site __attribute__((tls_model("initial-exec")));
void mt_put_site(void);

/* Live bytes a call leaves behind (memcount.c), only when the allocation counter is preloaded:
 * enter/leave around the library's call, put writes " key=<bytes>" into the record being built. */
void mt_mem_enter(void);
void mt_mem_leave(void);
void mt_put_mem(const char *key);
int mt_mem_counting(void);              /* the counter is preloaded */
long long mt_mem_live(void);            /* its live bytes now (0 without it) */
void mt_mem_add(long long bytes);       /* corrects the call's mem= (a free releasing the tracer's cache) */
void mt_put_tracer_mem(void);           /* " tracer_mem=<bytes the bookkeeping since the call left live>" */

/* Log writing (log.c): records are built in a bounded buffer and written with write(2) as each
 * call completes, so a crash leaves every completed record on disk. */
void mt_lock(void);
void mt_unlock(void);
void mt_begin(const char *kind);
void mt_put(const char *s);
void mt_putf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void mt_end(void);
int mt_enabled(void);
void mt_disable(const char *why);       /* stops tracing, drops the record being built; warns once */
void mt_on_init(void);
void mt_on_finalize(void);
uint64_t mt_now_ns(void);

/* Handle tables (handles.c): MPI handle -> lid, per-communicator collective counters. */
int mt_comm_lid(MPI_Comm c);            /* -1 if unknown */
int mt_comm_next_seq(MPI_Comm c);       /* the parent's collective counter, then incremented */
int mt_comm_add(MPI_Comm c);            /* a new lid for c; -1 (tracing disabled) if out of memory */
int mt_comm_remove(MPI_Comm c);         /* its lid, forgotten; -1 if unknown */
int mt_win_add(MPI_Win w, int lid);    /* -1 (tracing disabled) if out of memory */
int mt_win_remove(MPI_Win w);
int mt_lid_new(void);                   /* a lid for something without a comm handle */
/* Library bytes cached on a communicator because the tracer asked for its local (remote=0) or
 * remote (1) group (MPICH): booked per side, forgotten for a side the application asked for too. */
void mt_comm_cached(MPI_Comm c, int remote, long long bytes);
void mt_comm_asked(MPI_Comm c, int remote);
long long mt_comm_uncached(MPI_Comm c);  /* what its free releases only because of the tracer */

/* Member lists (members.c): world ranks in new-rank order, written as runs. */
void mt_world_group(void);              /* at MPI_Init: the group every member list is translated to */
void mt_comm_group(MPI_Comm c, int remote, MPI_Group *g); /* the tracer's only way to a comm's group */
void mt_asked(MPI_Comm c, int remote);  /* the application asked for it (wrap_group.c) */
void mt_put_group(const char *field, MPI_Group g);
void mt_members(MPI_Comm c);            /* members= or local= remote= */
int mt_add_ref(MPI_Group remote);       /* a process space seen through a dynamic intercomm */
void mt_free_refs(void);                /* at MPI_Finalize */

/* Recorders (record.c). seq-based: collective over parent; others by tag/occurrence. */
/* like: whose groups to record (the new comm, or the parent for idup, not yet usable) */
void mt_rec_coll(const char *call, MPI_Comm parent, MPI_Comm newcomm, MPI_Comm like, const char *attrs);
void mt_rec_group(const char *call, MPI_Comm parent, MPI_Comm newcomm, int tag);
void mt_rec_intercomm(MPI_Comm local, MPI_Comm newcomm, int tag);
void mt_rec_dynamic(const char *call, MPI_Comm parent, MPI_Comm inter, const char *port,
                    uint64_t t0);
const char *mt_port_at_root(const char *port, int root, MPI_Comm c); /* port, or NULL off the root */
void mt_rec_win(const char *call, MPI_Comm comm, MPI_Win win);
void mt_rec_from_group(const char *call, MPI_Comm newcomm, const char *stringtag);
void mt_put_escaped(const char *s);    /* a byte outside '!'..'~', and '%', as %XX */
void mt_rec_free_comm(const char *call, MPI_Comm old);
void mt_rec_free_win(const char *call, MPI_Win old);

/* The MPI library's own definition of a Fortran entry point the tracer also defines (wrap_fortran.c);
 * aborts with the symbol's name if the library has none. */
void *mt_fortran_next(const char *sym);

/* Set when the tracer was built for another MPI than the one the application runs on (check_mpi.c):
 * every wrapper then passes its arguments on untouched, before anything else, so that a handle of
 * the other MPI's width (Open MPI: a pointer, MPICH: an int) is never narrowed or used. A plain
 * global, not thread-local: reading it calls nothing that could disturb the argument registers. */
extern int mt_passthrough;
void mt_check_mpi(void);                /* sets mt_passthrough, with one line saying which tracer to build */

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
#endif
