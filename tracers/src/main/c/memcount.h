/* Live bytes a call leaves behind (memcount.c), only when the allocation counter is preloaded:
 * enter/leave around the library's call, put writes " key=<bytes>" into the record being built.
 * Depends on log.h only. */
#ifndef MPIMEM_MEMCOUNT_H
#define MPIMEM_MEMCOUNT_H
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* Around every wrapped call: inline, one test of one flag while nothing is preloaded beside the
 * tracer (set until the first call has looked, then only if the counter or site-stacks is there). */
extern int mt_mem_hooked;
void mt_mem_enter_(void);
void mt_mem_leave_(void);
static inline void mt_mem_enter(void) { if (__builtin_expect(mt_mem_hooked, 0)) mt_mem_enter_(); }
static inline void mt_mem_leave(void) { if (__builtin_expect(mt_mem_hooked, 0)) mt_mem_leave_(); }
void mt_put_mem(const char *key);
extern int mt_mem_on;
static inline int mt_mem_counting(void) { return mt_mem_on; } /* the counter is preloaded (known from the first call on) */
long long mt_mem_live(void);            /* its live bytes now (0 without it) */
void mt_mem_add(long long bytes);       /* corrects the call's mem= (a free releasing the tracer's cache) */
long long mt_mem_call(void);            /* what mt_put_mem writes: the call's live bytes */
void mt_mem_recorded(void);             /* a record wrote the window's mem=: scripts/site-stacks keeps its dumps */
long long mt_mem_arrival(void);         /* of those, arrival-order buffers (mem_arrival=; 0 unless the counter sorts them) */
long long mt_mem_tracer(void);          /* tracer_mem=: the bytes the bookkeeping since the call left live */
#pragma GCC visibility pop
#endif
