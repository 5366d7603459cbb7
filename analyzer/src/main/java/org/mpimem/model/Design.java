package org.mpimem.model;

import org.mpimem.trace.Members;

/**
 * What distinguishes one address-management design from another: the per-peer address entries
 * and how a communicator's mapping is derived. The communicator life cycle around it (internal
 * communicators, node tables, intercommunicator sides) is MPICH's and lives in {@link org.mpimem.model.mpich.MpichModel}.
 * Sizes come from the {@link org.mpimem.size.SizeProfile} a design is built with.
 */
public interface Design {

    /** Short name used on the command line and in reports, e.g. {@code vc-vcrt}. */
    String name();

    String title();

    /** Bytes of the address entries a process allocates for a whole process group of this size. */
    long addressTableBytes(int groupSize);

    /** The mapping of a process group's own MPI_COMM_WORLD. */
    Mapping world(int group, int size);

    /** Per-process bytes of MPI_COMM_SELF's mapping. */
    long selfBytes();

    /**
     * MPI_COMM_SELF of {@code process}, as a parent: what it references is already paid for by
     * {@link #selfBytes()}, so a child that shares it (a dup) adds nothing for it.
     */
    Mapping self(long process);

    /** A communicator with the parent's members in the parent's order (dup family). */
    Mapping dup(Mapping parent);

    /**
     * A child whose rank i is the parent's rank {@code positions[i]} (MPICH's IRREGULAR mapper).
     * Tables it allocates are charged to {@link org.mpimem.account.Category#INTERNAL} when {@code internal}.
     */
    Mapping derive(Mapping parent, Members positions, boolean internal);

    /**
     * The processes of {@code local} and {@code remote} exchange their process-group info
     * (MPI_Intercomm_create, spawn, connect/accept), before their intercommunicator is built.
     */
    default void meet(Members local, Members remote) {
    }

    /** A mapping built from explicit processes (intercommunicator remote groups, merge). */
    Mapping fromProcesses(Members processes, boolean internal);

    /**
     * True when deriving from {@code parent} with positions shifted by a constant (other than
     * from or to the identity) costs the same: lets a model cost one node for all its translates.
     */
    boolean shiftInvariant(Mapping parent);

    /** Drops the mapping's references to its tables. */
    default void release(Mapping m) {
        for (Table t : m.tables()) t.dropRef();
    }

    /**
     * Bytes a process allocates per peer outside the address entries for a process group of this
     * size ({@link org.mpimem.account.Category#PER_PEER}); {@code ownWorld} when the group is the process's own world.
     */
    default long perPeerBytes(int groupSize, boolean ownWorld) {
        return 0;
    }

    /** Whether the device keeps an MPIR_ICOMM_WORLD beside WORLD (ch3 only). */
    default boolean icommWorld() {
        return false;
    }

    /**
     * Bytes an intracommunicator's object carries for the intercommunicator-only half of its
     * mapping, unused but allocated with it (2016 ch4: the embedded {@code local_map}, mode NONE).
     */
    default long idleLocalMapBytes() {
        return 0;
    }

    /**
     * Whether a communicator's mapping is the MPIR group it was created from (MPICH 5), so that
     * MPI_Comm_create / create_group keep no group beside it.
     */
    default boolean groupIsMapping() {
        return false;
    }

    /**
     * Whether a committed communicator whose nodes are balanced and consecutive (one node, and one
     * process per node, included) frees its two node tables and computes node ranks from
     * num_local instead (MPICH 5.0: check_hierarchy, NODE_BALANCED | NODE_CONSECUTIVE).
     */
    default boolean dropsCanonicalNodeTables() {
        return false;
    }

    /** Whether a communicator with processes of several groups still gets node tables and subcomms. */
    default boolean nodeIdsAcrossGroups() {
        return true;
    }
}
