/* C wrappers: one-sided windows, each holding a communicator duplicated from its comm. */
#include "mpimem_trace.h"

int MT_IMPL(MPI_Win_create)(void *base, MPI_Aint size, int disp, MPI_Info info, MPI_Comm c, MPI_Win *w) {
    MT_WRAP(MPI_Win_create(base, size, disp, info, c, w), mt_rec_win("MPI_Win_create", c, *w));
}

int MT_IMPL(MPI_Win_allocate)(MPI_Aint size, int disp, MPI_Info info, MPI_Comm c, void *base, MPI_Win *w) {
    MT_WRAP(MPI_Win_allocate(size, disp, info, c, base, w), mt_rec_win("MPI_Win_allocate", c, *w));
}

int MT_IMPL(MPI_Win_allocate_shared)(MPI_Aint size, int disp, MPI_Info info, MPI_Comm c, void *base, MPI_Win *w) {
    MT_WRAP(MPI_Win_allocate_shared(size, disp, info, c, base, w), mt_rec_win("MPI_Win_allocate_shared", c, *w));
}

int MT_IMPL(MPI_Win_create_dynamic)(MPI_Info info, MPI_Comm c, MPI_Win *w) {
    MT_WRAP(MPI_Win_create_dynamic(info, c, w), mt_rec_win("MPI_Win_create_dynamic", c, *w));
}

int MT_IMPL(MPI_Win_free)(MPI_Win *w) {
    MT_PASS(MPI_Win_free(w));
    MPI_Win old = w ? *w : MPI_WIN_NULL; /* NULL: MPI reports the error, the tracer must not crash */
    MT_WRAP(MPI_Win_free(w), mt_rec_free_win("MPI_Win_free", old));
}
