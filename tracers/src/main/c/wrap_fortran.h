/* What the Fortran wrappers share (wrap_fortran.c, wrap_fortran_traffic.c): every argument a
 * reference (void *), DEF(sym, n, post, keep, params) defines one exported entry point that calls
 * the library's own definition and then post(args, kept) on success. */
#ifndef MPIMEM_WRAP_FORTRAN_H
#define MPIMEM_WRAP_FORTRAN_H
#include "mpimem_trace.h"

typedef void *A;
#define F(i) (*(MPI_Fint *) a[i])
#define COMM(i) MPI_Comm_f2c(F(i))

/* What a free must know before the call: afterwards the Fortran handle no longer converts. */
typedef struct { MPI_Comm comm; MPI_Win win; } saved;
static inline void keep_none(A *a, saved *s) { (void) a; (void) s; }
static inline void keep_comm(A *a, saved *s) { s->comm = COMM(0); }
static inline void keep_win(A *a, saved *s) { s->win = MPI_Win_f2c(F(0)); }
static inline void keep_abort(A *a, saved *s) { (void) a; (void) s; mt_on_abort(); } /* the call does not return */

/* One exported symbol of n reference arguments, the last being ierror: keep(a) before the call,
 * call the real one, then post(a, kept) on success. */
#define DEF(sym, n, post, keep, ...) DEFM(sym, n, post, keep, 1, __VA_ARGS__)
/* The application's own traffic has no memory window, as in C (wrap_traffic.c): its records carry
 * no mem=, and a window per message would cost every send the counter's bookkeeping and, under
 * scripts/site-stacks, a dump of every live block, whose count would no longer match the log's. */
#define DEF_TRAFFIC(sym, n, post, keep, ...) DEFM(sym, n, post, keep, 0, __VA_ARGS__)
#define DEFM(sym, n, post, keep, mem, ...)                                              \
    void sym(__VA_ARGS__) {                                                             \
        static void (*real)();                                                          \
        if (!real) real = (void (*)()) mt_fortran_next(#sym);                           \
        A a[] = {ARGS##n};                                                              \
        saved old = {MPI_COMM_NULL, MPI_WIN_NULL};                                      \
        int outer = !mt_passthrough && !mpimem_busy;                                    \
        if (outer) keep(a, &old), mt_site = __builtin_return_address(0);               \
        mpimem_busy = 1;                                                                \
        if (outer && mem) mt_mem_enter();                                               \
        real(ARGS##n);                                                                  \
        if (outer) {                                                                    \
            if (mem) mt_mem_leave();                                                    \
            if (a[n - 1] == NULL || *(MPI_Fint *) a[n - 1] == 0) post(a, &old);          \
            mpimem_busy = 0;                                                            \
        }                                                                               \
    }
#define ARGS1 a0
#define ARGS2 a0, a1
#define ARGS3 a0, a1, a2
#define ARGS4 a0, a1, a2, a3
#define ARGS5 a0, a1, a2, a3, a4
#define ARGS6 a0, a1, a2, a3, a4, a5
#define ARGS7 a0, a1, a2, a3, a4, a5, a6
#define ARGS8 a0, a1, a2, a3, a4, a5, a6, a7
#define ARGS10 a0, a1, a2, a3, a4, a5, a6, a7, a8, a9
#define ARGS11 a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10
#define ARGS13 a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12
#define P1 A a0
#define P2 A a0, A a1
#define P3 A a0, A a1, A a2
#define P4 A a0, A a1, A a2, A a3
#define P5 A a0, A a1, A a2, A a3, A a4
#define P6 A a0, A a1, A a2, A a3, A a4, A a5
#define P7 A a0, A a1, A a2, A a3, A a4, A a5, A a6
#define P8 A a0, A a1, A a2, A a3, A a4, A a5, A a6, A a7
#define P10 A a0, A a1, A a2, A a3, A a4, A a5, A a6, A a7, A a8, A a9
#define P11 A a0, A a1, A a2, A a3, A a4, A a5, A a6, A a7, A a8, A a9, A a10
#define P13 A a0, A a1, A a2, A a3, A a4, A a5, A a6, A a7, A a8, A a9, A a10, A a11, A a12

#endif
