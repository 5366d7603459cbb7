/* Entry points of the C wrappers (x86-64 ELF): the first instructions decide whether the call is
 * traced. With the other MPI's tracer preloaded (check_mpi.c), a handle argument may be wider than
 * this build's handle type (an Open MPI pointer where MPICH has an int): C code would narrow it
 * when it saves the argument, so the pass-through jumps to the PMPI_ function with the argument
 * registers untouched, before any compiled code runs. Elsewhere MT_PASS in C does the same as far
 * as the compiler allows. */
#include "mpimem_trace.h"

#if MT_TRAMPOLINES
#define TRAMPOLINE(name)                                              \
    __asm__("  .text\n"                                               \
            "  .globl " #name "\n"                                    \
            "  .type " #name ", @function\n"                          \
            #name ":\n"                                               \
            "  movq mt_passthrough@GOTPCREL(%rip), %r11\n"            \
            "  cmpl $0, (%r11)\n"                                     \
            "  jne P" #name "@PLT\n"                                  \
            "  jmp mt_impl_" #name "\n"                               \
            "  .size " #name ", .-" #name "\n");

TRAMPOLINE(MPI_Abort)
TRAMPOLINE(MPI_Comm_dup)
TRAMPOLINE(MPI_Comm_dup_with_info)
TRAMPOLINE(MPI_Comm_idup)
TRAMPOLINE(MPI_Comm_split)
TRAMPOLINE(MPI_Comm_split_type)
TRAMPOLINE(MPI_Comm_create)
TRAMPOLINE(MPI_Comm_create_group)
TRAMPOLINE(MPI_Intercomm_create)
TRAMPOLINE(MPI_Intercomm_merge)
TRAMPOLINE(MPI_Comm_free)
TRAMPOLINE(MPI_Comm_disconnect)
TRAMPOLINE(MPI_Cart_create)
TRAMPOLINE(MPI_Cart_sub)
TRAMPOLINE(MPI_Graph_create)
TRAMPOLINE(MPI_Dist_graph_create)
TRAMPOLINE(MPI_Dist_graph_create_adjacent)
TRAMPOLINE(MPI_Win_create)
TRAMPOLINE(MPI_Win_allocate)
TRAMPOLINE(MPI_Win_allocate_shared)
TRAMPOLINE(MPI_Win_create_dynamic)
TRAMPOLINE(MPI_Win_free)
TRAMPOLINE(MPI_Comm_spawn)
TRAMPOLINE(MPI_Comm_spawn_multiple)
TRAMPOLINE(MPI_Comm_connect)
TRAMPOLINE(MPI_Comm_accept)
TRAMPOLINE(MPI_Comm_group)
TRAMPOLINE(MPI_Comm_remote_group)
TRAMPOLINE(MPI_Comm_compare)
TRAMPOLINE(MPI_Comm_set_attr)
TRAMPOLINE(MPI_Attr_put)
TRAMPOLINE(MPI_Barrier)
TRAMPOLINE(MPI_Ibarrier)
TRAMPOLINE(MPI_Bcast)
TRAMPOLINE(MPI_Ibcast)
TRAMPOLINE(MPI_Reduce)
TRAMPOLINE(MPI_Ireduce)
TRAMPOLINE(MPI_Allreduce)
TRAMPOLINE(MPI_Iallreduce)
TRAMPOLINE(MPI_Allgather)
TRAMPOLINE(MPI_Iallgather)
TRAMPOLINE(MPI_Allgatherv)
TRAMPOLINE(MPI_Iallgatherv)
TRAMPOLINE(MPI_Gather)
TRAMPOLINE(MPI_Igather)
TRAMPOLINE(MPI_Gatherv)
TRAMPOLINE(MPI_Igatherv)
TRAMPOLINE(MPI_Scatter)
TRAMPOLINE(MPI_Iscatter)
TRAMPOLINE(MPI_Scatterv)
TRAMPOLINE(MPI_Iscatterv)
TRAMPOLINE(MPI_Alltoall)
TRAMPOLINE(MPI_Ialltoall)
TRAMPOLINE(MPI_Alltoallv)
TRAMPOLINE(MPI_Ialltoallv)
TRAMPOLINE(MPI_Alltoallw)
TRAMPOLINE(MPI_Ialltoallw)
TRAMPOLINE(MPI_Reduce_scatter)
TRAMPOLINE(MPI_Ireduce_scatter)
TRAMPOLINE(MPI_Reduce_scatter_block)
TRAMPOLINE(MPI_Ireduce_scatter_block)
TRAMPOLINE(MPI_Scan)
TRAMPOLINE(MPI_Iscan)
TRAMPOLINE(MPI_Exscan)
TRAMPOLINE(MPI_Iexscan)
TRAMPOLINE(MPI_Send)
TRAMPOLINE(MPI_Isend)
TRAMPOLINE(MPI_Send_init)
TRAMPOLINE(MPI_Ssend)
TRAMPOLINE(MPI_Issend)
TRAMPOLINE(MPI_Ssend_init)
TRAMPOLINE(MPI_Rsend)
TRAMPOLINE(MPI_Irsend)
TRAMPOLINE(MPI_Rsend_init)
TRAMPOLINE(MPI_Bsend)
TRAMPOLINE(MPI_Ibsend)
TRAMPOLINE(MPI_Bsend_init)
TRAMPOLINE(MPI_Sendrecv)
TRAMPOLINE(MPI_Sendrecv_replace)
#ifdef MT_HAVE_MPI_Comm_idup_with_info
TRAMPOLINE(MPI_Comm_idup_with_info)
#endif
#ifdef MT_HAVE_MPI_Comm_create_from_group
TRAMPOLINE(MPI_Comm_create_from_group)
#endif
#ifdef MT_HAVE_MPI_Intercomm_create_from_groups
TRAMPOLINE(MPI_Intercomm_create_from_groups)
#endif
#endif
