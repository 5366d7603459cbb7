/* Live bytes a call leaves behind (memcount.c), only when the allocation counter is preloaded:
 * enter/leave around the library's call, put writes " key=<bytes>" into the record being built.
 * Depends on log.h only. */
#ifndef MPIMEM_MEMCOUNT_H
#define MPIMEM_MEMCOUNT_H

void mt_mem_enter(void);
void mt_mem_leave(void);
void mt_put_mem(const char *key);
int mt_mem_counting(void);              /* the counter is preloaded */
long long mt_mem_live(void);            /* its live bytes now (0 without it) */
void mt_mem_add(long long bytes);       /* corrects the call's mem= (a free releasing the tracer's cache) */
void mt_put_tracer_mem(void);           /* " tracer_mem=<bytes the bookkeeping since the call left live>" */
#endif
