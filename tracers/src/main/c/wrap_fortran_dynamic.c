/*
 * Fortran wrappers of the dynamic-process calls (spawn, spawn_multiple, connect, accept), apart
 * from wrap_fortran.c because their character arguments change the calling convention: gfortran
 * passes each character argument's length by value after all other arguments (size_t since
 * gfortran 8), one length for an array of strings (its element's). A library's C binding may
 * declare a length int (Open MPI's mpifh does); on x86-64 that reads the low half of the same
 * register or stack slot, so the wrappers forward every argument, lengths included, as received.
 * The mpi_f08 entry points of both libraries are Fortran subroutines with the same convention
 * (an absent optional ierror is NULL). The entry time is taken before the real call: the merge
 * matches spawned children by it, since their MPI_Init completes inside the spawn.
 */
#define _GNU_SOURCE
#include "mpimem_trace.h"
#include "log.h"
#include <string.h>

typedef void *A;
typedef size_t L; /* a hidden character length */
typedef void (*spawn_fn)(A, A, A, A, A, MPI_Fint *, MPI_Fint *, A, MPI_Fint *, L, L);
typedef void (*spawn_multiple_fn)(A, A, A, A, A, A, MPI_Fint *, MPI_Fint *, A, MPI_Fint *, L, L);
typedef void (*port_fn)(const char *, A, MPI_Fint *, MPI_Fint *, MPI_Fint *, MPI_Fint *, L);

/* The body: the library's definition with the arguments untouched; the record by the outermost
 * wrapper only (MPICH's 'use mpi' binding reaches the C wrapper, which then passes through). */
#define FORWARD(sym, type, record, ...)                                   \
    static type real;                                                     \
    if (!real) real = (type) mt_fortran_next(#sym);                       \
    uint64_t t0 = mt_now_ns();                                            \
    int outer = !mt_passthrough && !mpimem_busy;                          \
    if (outer) mt_site = __builtin_return_address(0);                     \
    mpimem_busy = 1;                                                      \
    if (outer) mt_mem_enter();                                            \
    real(__VA_ARGS__);                                                    \
    if (outer) {                                                          \
        mt_mem_leave();                                                          \
        if (ierr == NULL || *ierr == 0) record;                           \
        mpimem_busy = 0;                                                  \
    }

/* A Fortran string is blank padded, not NUL terminated; a port name longer than MPI allows
 * (which MPI would have refused) is cut for the record only. */
static const char *port_of(const char *port, L len, char *out, size_t cap) {
    while (len > 0 && port[len - 1] == ' ') len--;
    if (len >= cap) len = cap - 1;
    memcpy(out, port, len);
    out[len] = '\0';
    return out;
}

static void rec_port(const char *call, const char *port, L len, MPI_Fint root, MPI_Fint comm, MPI_Fint inter, uint64_t t0) {
    char name[MPI_MAX_PORT_NAME + 1];
    MPI_Comm c = MPI_Comm_f2c(comm);
    mt_rec_dynamic(call, c, MPI_Comm_f2c(inter), mt_port_at_root(port_of(port, len, name, sizeof name), root, c), t0);
}

#define SPAWN(sym)                                                                                       \
    void sym(A command, A argv, A maxprocs, A info, A root, MPI_Fint *comm, MPI_Fint *inter, A errcodes, \
             MPI_Fint *ierr, L command_len, L argv_len) {                                                \
        FORWARD(sym, spawn_fn, mt_rec_dynamic("MPI_Comm_spawn", MPI_Comm_f2c(*comm), MPI_Comm_f2c(*inter), NULL, t0), \
                command, argv, maxprocs, info, root, comm, inter, errcodes, ierr, command_len, argv_len)  \
    }

#define SPAWN_MULTIPLE(sym)                                                                               \
    void sym(A count, A commands, A argvs, A maxprocs, A infos, A root, MPI_Fint *comm, MPI_Fint *inter,  \
             A errcodes, MPI_Fint *ierr, L commands_len, L argvs_len) {                                   \
        FORWARD(sym, spawn_multiple_fn,                                                                   \
                mt_rec_dynamic("MPI_Comm_spawn_multiple", MPI_Comm_f2c(*comm), MPI_Comm_f2c(*inter), NULL, t0), \
                count, commands, argvs, maxprocs, infos, root, comm, inter, errcodes, ierr, commands_len, argvs_len) \
    }

/* connect and accept: (port_name, info, root, comm, newcomm, ierror) + the port name's length. */
#define PORT(sym, call)                                                                                    \
    void sym(const char *port, A info, MPI_Fint *root, MPI_Fint *comm, MPI_Fint *inter, MPI_Fint *ierr,   \
             L port_len) {                                                                                 \
        FORWARD(sym, port_fn, rec_port(call, port, port_len, *root, *comm, *inter, t0),                   \
                port, info, root, comm, inter, ierr, port_len)                                             \
    }

#define ALL(suffix)                                                  \
    SPAWN(mpi_comm_spawn##suffix)                                    \
    SPAWN_MULTIPLE(mpi_comm_spawn_multiple##suffix)                  \
    PORT(mpi_comm_connect##suffix, "MPI_Comm_connect")               \
    PORT(mpi_comm_accept##suffix, "MPI_Comm_accept")

ALL(_)
ALL(_f08_)

/* MPI-4 constructors with a string tag, where the C library has them (mpi_features.sh) */
#if defined(MT_HAVE_MPI_Comm_create_from_group) || defined(MT_HAVE_MPI_Intercomm_create_from_groups)
typedef void (*from_group_fn)(A, const char *, A, A, MPI_Fint *, MPI_Fint *, L);
typedef void (*from_groups_fn)(A, A, A, A, const char *, A, A, MPI_Fint *, MPI_Fint *, L);

static void rec_tag(const char *call, MPI_Fint comm, const char *tag, L len) {
    char t[1024];
    mt_rec_from_group(call, MPI_Comm_f2c(comm), port_of(tag, len, t, sizeof t));
}

#define FROM_GROUP(sym)                                                                                \
    void sym(A group, const char *tag, A info, A eh, MPI_Fint *comm, MPI_Fint *ierr, L tag_len) {      \
        FORWARD(sym, from_group_fn, ((void) t0, rec_tag)("MPI_Comm_create_from_group", *comm, tag, tag_len),          \
                group, tag, info, eh, comm, ierr, tag_len)                                              \
    }
#define FROM_GROUPS(sym)                                                                               \
    void sym(A lg, A ll, A rg, A rl, const char *tag, A info, A eh, MPI_Fint *comm, MPI_Fint *ierr,    \
             L tag_len) {                                                                              \
        FORWARD(sym, from_groups_fn, ((void) t0, rec_tag)("MPI_Intercomm_create_from_groups", *comm, tag, tag_len),   \
                lg, ll, rg, rl, tag, info, eh, comm, ierr, tag_len)                                     \
    }
#ifdef MT_HAVE_MPI_Comm_create_from_group
FROM_GROUP(mpi_comm_create_from_group_)
FROM_GROUP(mpi_comm_create_from_group_f08_)
#endif
#ifdef MT_HAVE_MPI_Intercomm_create_from_groups
FROM_GROUPS(mpi_intercomm_create_from_groups_)
FROM_GROUPS(mpi_intercomm_create_from_groups_f08_)
#endif
#endif
