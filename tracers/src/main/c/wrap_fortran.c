/*
 * Fortran wrappers. MPICH's mpif.h/'use mpi' bindings (libmpichfort) call the C MPI_ functions,
 * so the C wrappers see them, but its mpi_f08 ones do not; Open MPI's (libmpi_mpifh, mpi_f08) call
 * PMPI_ or ompi_*_f directly. So the Fortran entry points (mpi_x_ and mpi_x_f08_) are wrapped
 * here for both libraries: each calls the
 * library's own next definition of the same symbol (dlsym RTLD_NEXT) with the arguments
 * untouched, with mpimem_busy set so that a C wrapper reached underneath passes through, and then
 * records from the handles converted with MPI_*_f2c. Every argument is a reference, so the
 * wrappers take void * and need no knowledge of Fortran types; f08 passes TYPE(MPI_Comm) by
 * reference as one integer too, and an absent optional ierror as NULL. The calls with character
 * arguments (spawn, connect, accept) are in wrap_fortran_dynamic.c.
 */
#define _GNU_SOURCE
#include "wrap_fortran.h"
#include "jobfile.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

void *mt_fortran_next(const char *sym) {
    void *f = dlsym(RTLD_NEXT, sym);
    if (!f) { fprintf(stderr, "mpimem-trace: %s not found in the MPI library\n", sym); abort(); }
    return f;
}

static __thread char attrs[64];
static const char *two(const char *fmt, int x, int y) { snprintf(attrs, sizeof attrs, fmt, x, y); return attrs; }
static const char *flag(const char *name, MPI_Fint logical) { snprintf(attrs, sizeof attrs, " %s=%d", name, logical != 0); return attrs; }

static void r_init(A *a, saved *o) { (void) a; (void) o; mt_on_init(); }
/* a dup's groups from its parent, as in C (wrap_comm.c) */
static void r_dup(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Comm_dup", COMM(0), COMM(1), COMM(0), NULL); }
static void r_dupi(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Comm_dup_with_info", COMM(0), COMM(2), COMM(0), NULL); }
static void r_idup(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Comm_idup", COMM(0), COMM(1), COMM(0), NULL); }
#ifdef MT_HAVE_MPI_Comm_idup_with_info
static void r_idupi(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Comm_idup_with_info", COMM(0), COMM(2), COMM(0), NULL); }
#endif
static void r_split(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Comm_split", COMM(0), COMM(3), COMM(3), two(" color=%d key=%d", F(1), F(2))); }
static void r_splitt(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Comm_split_type", COMM(0), COMM(4), COMM(4), two(" type=%d key=%d", F(1), F(2))); }
static void r_create(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Comm_create", COMM(0), COMM(2), COMM(2), NULL); }
static void r_createg(A *a, saved *o) { (void) o; mt_rec_group("MPI_Comm_create_group", COMM(0), COMM(3), F(2)); }
static void r_icreate(A *a, saved *o) { (void) o; mt_rec_intercomm(COMM(0), COMM(5), F(4)); }
static void r_imerge(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Intercomm_merge", COMM(0), COMM(2), COMM(2), flag("high", F(1))); }
static void r_cart(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Cart_create", COMM(0), COMM(5), COMM(5), flag("reorder", F(4))); }
static void r_cartsub(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Cart_sub", COMM(0), COMM(2), COMM(2), NULL); }
static void r_graph(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Graph_create", COMM(0), COMM(5), COMM(5), flag("reorder", F(4))); }
static void r_dgraph(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Dist_graph_create", COMM(0), COMM(8), COMM(8), flag("reorder", F(7))); }
static void r_dgrapha(A *a, saved *o) { (void) o; mt_rec_coll("MPI_Dist_graph_create_adjacent", COMM(0), COMM(9), COMM(9), flag("reorder", F(8))); }
static void r_cfree(A *a, saved *o) { (void) a; mt_rec_free_comm("MPI_Comm_free", o->comm); }
static void r_disc(A *a, saved *o) { (void) a; mt_rec_free_comm("MPI_Comm_disconnect", o->comm); }
static void r_wcreate(A *a, saved *o) { (void) o; mt_rec_win("MPI_Win_create", COMM(4), MPI_Win_f2c(F(5))); }
static void r_walloc(A *a, saved *o) { (void) o; mt_rec_win("MPI_Win_allocate", COMM(3), MPI_Win_f2c(F(5))); }
static void r_wshared(A *a, saved *o) { (void) o; mt_rec_win("MPI_Win_allocate_shared", COMM(3), MPI_Win_f2c(F(5))); }
static void r_wdyn(A *a, saved *o) { (void) o; mt_rec_win("MPI_Win_create_dynamic", COMM(1), MPI_Win_f2c(F(2))); }
static void r_wfree(A *a, saved *o) { (void) a; mt_rec_free_win("MPI_Win_free", o->win); }
/* the application's own requests for groups (wrap_group.c); MPI_COMM_COMPARE through the C rule */
static void r_group(A *a, saved *o) { (void) o; mt_asked(COMM(0), 0); }
static void r_rgroup(A *a, saved *o) { (void) o; mt_asked(COMM(0), 1); }
static void r_compare(A *a, saved *o) {
    (void) o;
    MPI_Comm x = COMM(0), y = COMM(1);
    int ix = 0, iy = 0;
    PMPI_Comm_test_inter(x, &ix);
    PMPI_Comm_test_inter(y, &iy);
    if (x != y && ix == iy)
        for (int remote = 0; remote <= ix; remote++) mt_asked(x, remote), mt_asked(y, remote);
}

/* an attribute on the world: the job-file step must not copy it (wrap_attr.c) */
static void r_wattr(A *a, saved *o) { (void) o; if (COMM(0) == MPI_COMM_WORLD) mt_job_world_attr(); }

/* MPI_FINALIZE: the end record first, while MPI is still up. */
#define FINALIZE(sym)                                                   \
    void sym(MPI_Fint *ierr) {                                          \
        static void (*real)(MPI_Fint *);                                \
        if (!real) real = (void (*)(MPI_Fint *)) mt_fortran_next(#sym); \
        mt_on_finalize();                                               \
        mpimem_busy = 1;                                                \
        real(ierr);                                                     \
        mpimem_busy = 0;                                                \
    }

#define ALL(suffix)                                                                \
    DEF(mpi_init##suffix, 1, r_init, keep_none, P1)                                             \
    DEF(mpi_init_thread##suffix, 3, r_init, keep_none, P3)                                      \
    DEF(mpi_comm_dup##suffix, 3, r_dup, keep_none, P3)                                          \
    DEF(mpi_comm_set_attr##suffix, 4, r_wattr, keep_none, P4)                                   \
    DEF(mpi_attr_put##suffix, 4, r_wattr, keep_none, P4)                                        \
    DEF(mpi_comm_dup_with_info##suffix, 4, r_dupi, keep_none, P4)                               \
    DEF(mpi_comm_idup##suffix, 4, r_idup, keep_none, P4)                                        \
    DEF(mpi_comm_split##suffix, 5, r_split, keep_none, P5)                                      \
    DEF(mpi_comm_split_type##suffix, 6, r_splitt, keep_none, P6)                                \
    DEF(mpi_comm_create##suffix, 4, r_create, keep_none, P4)                                    \
    DEF(mpi_comm_create_group##suffix, 5, r_createg, keep_none, P5)                             \
    DEF(mpi_intercomm_create##suffix, 7, r_icreate, keep_none, P7)                              \
    DEF(mpi_intercomm_merge##suffix, 4, r_imerge, keep_none, P4)                                \
    DEF(mpi_cart_create##suffix, 7, r_cart, keep_none, P7)                                      \
    DEF(mpi_cart_sub##suffix, 4, r_cartsub, keep_none, P4)                                      \
    DEF(mpi_graph_create##suffix, 7, r_graph, keep_none, P7)                                    \
    DEF(mpi_dist_graph_create##suffix, 10, r_dgraph, keep_none, P10)                            \
    DEF(mpi_dist_graph_create_adjacent##suffix, 11, r_dgrapha, keep_none, P11)                  \
    DEF(mpi_comm_free##suffix, 2, r_cfree, keep_comm, P2)                                       \
    DEF(mpi_comm_disconnect##suffix, 2, r_disc, keep_comm, P2)                                  \
    DEF(mpi_win_create##suffix, 7, r_wcreate, keep_none, P7)                                    \
    DEF(mpi_win_allocate##suffix, 7, r_walloc, keep_none, P7)                                   \
    DEF(mpi_win_allocate_shared##suffix, 7, r_wshared, keep_none, P7)                           \
    DEF(mpi_win_create_dynamic##suffix, 4, r_wdyn, keep_none, P4)                               \
    DEF(mpi_win_free##suffix, 2, r_wfree, keep_win, P2)                                         \
    DEF(mpi_comm_group##suffix, 3, r_group, keep_none, P3)                                      \
    DEF(mpi_comm_remote_group##suffix, 3, r_rgroup, keep_none, P3)                              \
    DEF(mpi_comm_compare##suffix, 4, r_compare, keep_none, P4)                                  \
    DEF(mpi_abort##suffix, 3, keep_none, keep_abort, P3)

ALL(_)
FINALIZE(mpi_finalize_)
ALL(_f08_)
FINALIZE(mpi_finalize_f08_)
#ifdef MT_HAVE_MPI_Comm_idup_with_info /* MPI-4, where the C library has it (mpi_features.sh): its Fortran binding too */
DEF(mpi_comm_idup_with_info_, 5, r_idupi, keep_none, P5)
DEF(mpi_comm_idup_with_info_f08_, 5, r_idupi, keep_none, P5)
#endif
