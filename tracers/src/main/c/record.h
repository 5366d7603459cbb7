/* Recorders (record.c): one log record per completed call; they start the session when needed.
 * Depend on every unit below them (session, log, handles, members, memcount, site). */
#ifndef MPIMEM_RECORD_H
#define MPIMEM_RECORD_H
#include <mpi.h>
#include <stdint.h>
#include "log.h"
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* seq-based: collective over parent; others by tag/occurrence.
 * like: whose groups to record (the new comm; the parent for a dup, whose groups
 * are the same, and for idup, whose new handle is not usable yet) */
/* " <k1><v1>[<k2><v2>]" into out (64 bytes; k2 NULL for one), the attributes of a record
 * (" color=", color, " key=", key), without printf; returns out. */
static inline const char *mt_attrs(char *out, const char *k1, int v1, const char *k2, int v2) {
    /* inline: the keys are literals, whose lengths the compiler knows (no strlen); 2 x (20 + 11) + 1 fits */
    size_t n1 = __builtin_strlen(k1), n2 = k2 ? __builtin_strlen(k2) : 0;
    char *p = mt_w_int(mt_w_text(out, k1, n1 < 20 ? n1 : 20), v1);
    if (k2) p = mt_w_int(mt_w_text(p, k2, n2 < 20 ? n2 : 20), v2);
    *p = '\0';
    return out;
}
void mt_rec_coll(const char *call, MPI_Comm parent, MPI_Comm newcomm, MPI_Comm like, const char *attrs);
void mt_rec_group(const char *call, MPI_Comm parent, MPI_Comm newcomm, int tag);
void mt_rec_intercomm(MPI_Comm local, MPI_Comm newcomm, int tag);
void mt_rec_dynamic(const char *call, MPI_Comm parent, MPI_Comm inter, const char *port,
                    uint64_t t0);
void mt_rec_win(const char *call, MPI_Comm comm, MPI_Win win);
void mt_rec_from_group(const char *call, MPI_Comm newcomm, const char *stringtag);
void mt_rec_free_comm(const char *call, MPI_Comm old);
void mt_rec_free_win(const char *call, MPI_Win old);
#pragma GCC visibility pop
#endif
