package org.mpimem.trace;

import java.util.Arrays;
import java.util.Optional;

/**
 * The MPI calls that create communicators, with the family each belongs to. The family decides
 * what the validator demands of members (a dup has its parent's members, a split a subset) and
 * which Table I column the classifier uses.
 */
public enum MpiCall {
    COMM_DUP("MPI_Comm_dup", Family.DUP),
    COMM_IDUP("MPI_Comm_idup", Family.DUP),
    COMM_DUP_WITH_INFO("MPI_Comm_dup_with_info", Family.DUP),
    COMM_IDUP_WITH_INFO("MPI_Comm_idup_with_info", Family.DUP), // MPI-4
    WIN_CREATE("MPI_Win_create", Family.DUP),
    WIN_ALLOCATE("MPI_Win_allocate", Family.DUP),
    WIN_ALLOCATE_SHARED("MPI_Win_allocate_shared", Family.DUP),
    WIN_CREATE_DYNAMIC("MPI_Win_create_dynamic", Family.DUP),
    COMM_SPLIT("MPI_Comm_split", Family.SPLIT),
    COMM_SPLIT_TYPE("MPI_Comm_split_type", Family.SPLIT),
    COMM_CREATE("MPI_Comm_create", Family.SPLIT),
    COMM_CREATE_GROUP("MPI_Comm_create_group", Family.SPLIT),
    COMM_CREATE_FROM_GROUP("MPI_Comm_create_from_group", Family.SPLIT), // MPI-4; parent: the world its group is of
    CART_SUB("MPI_Cart_sub", Family.SPLIT),
    CART_CREATE("MPI_Cart_create", Family.TOPO),
    GRAPH_CREATE("MPI_Graph_create", Family.TOPO),
    DIST_GRAPH_CREATE("MPI_Dist_graph_create", Family.TOPO),
    DIST_GRAPH_CREATE_ADJACENT("MPI_Dist_graph_create_adjacent", Family.TOPO),
    INTERCOMM_CREATE("MPI_Intercomm_create", Family.INTERCOMM),
    INTERCOMM_CREATE_FROM_GROUPS("MPI_Intercomm_create_from_groups", Family.INTERCOMM), // MPI-4; parents: the world, twice
    INTERCOMM_MERGE("MPI_Intercomm_merge", Family.MERGE),
    COMM_SPAWN("MPI_Comm_spawn", Family.DYNAMIC),
    COMM_SPAWN_MULTIPLE("MPI_Comm_spawn_multiple", Family.DYNAMIC),
    COMM_CONNECT("MPI_Comm_connect", Family.DYNAMIC),
    COMM_ACCEPT("MPI_Comm_accept", Family.DYNAMIC),
    COMM_JOIN("MPI_Comm_join", Family.DYNAMIC);

    /**
     * DUP: same members, same order as the parent. SPLIT and TOPO: members a subset of the
     * parent's, any order. INTERCOMM: two disjoint groups from two parents. MERGE: the union of an
     * intercommunicator's groups. DYNAMIC: an intercommunicator whose remote group is a new process
     * group.
     */
    public enum Family { DUP, SPLIT, TOPO, INTERCOMM, MERGE, DYNAMIC }

    private final String mpiName;
    private final Family family;

    MpiCall(String mpiName, Family family) {
        this.mpiName = mpiName;
        this.family = family;
    }

    public String mpiName() {
        return mpiName;
    }

    public Family family() {
        return family;
    }

    /**
     * Whether the new communicator's local group is the group the caller passed in (MPI_Comm_create,
     * MPI_Comm_create_group, MPI_Comm_create_from_group), kept by reference, rather than one the
     * library builds (split, cart_sub: from the exchanged colors; dup: the parent's). What a
     * library then charges for it differs and stays with each model: MPICH keeps the MPIR group
     * beside its mapping (v3.2:src/mpi/comm/comm_create.c:236-240, 338-339; comm_create_group.c;
     * 4.0.2's MPIR_Comm_create_from_group_impl calls MPIR_Comm_create_group_impl over
     * MPI_COMM_WORLD, src/mpi/comm/comm_impl.c) except where the group is the mapping (MPICH 5);
     * Open MPI keeps the ompi_group_t by reference (v4.1.4:ompi/communicator/comm.c,
     * ompi_comm_create and ompi_comm_create_group; create_from_group exists from v5.0).
     */
    public boolean keepsCallersGroup() {
        return this == COMM_CREATE || this == COMM_CREATE_GROUP || this == COMM_CREATE_FROM_GROUP;
    }

    public boolean isWindow() {
        return name().startsWith("WIN_");
    }

    /** By MPI name; a map, as the merge asks once per record (15 million at 262,144 processes). */
    private static final java.util.Map<String, MpiCall> BY_NAME = Arrays.stream(values())
            .collect(java.util.stream.Collectors.toMap(c -> c.mpiName, c -> c, (a, b) -> a));

    public static Optional<MpiCall> byMpiName(String name) {
        return Optional.ofNullable(name == null ? null : BY_NAME.get(name));
    }

    @Override
    public String toString() {
        return mpiName;
    }
}
