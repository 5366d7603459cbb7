package org.mpimem.model.mpich5;

import org.mpimem.model.Mapping;
import org.mpimem.model.Table;
import org.mpimem.trace.Members;

import java.util.List;

/**
 * An MPIR group as MPICH 5 keeps it for a communicator ({@code comm->local_group}, an
 * intercommunicator's {@code remote_group}): rank → 64-bit lpid by {offset, stride}, or by an
 * lpid array (HEAD:src/include/mpir_group.h:53-62). The group object and its array are the
 * tables: refcounted, shared by dups ({@code MPII_Comm_copy}, HEAD:src/mpi/comm/commutil.c:894-960).
 * A group spanning several worlds is one per numbering of them ({@link Worlds}): its members are
 * kept for lookup, and its lpid arrays, one per numbering that is no progression, are charged to
 * the processes with that numbering only.
 */
final class GroupPmap implements Mapping {
    final long offset, stride;
    final long[] map;
    /** The members of a group spanning several worlds, else null. */
    final Members spanning;
    private final String mode;
    private final int size;
    private final List<Table> tables;

    private GroupPmap(long offset, long stride, long[] map, Members spanning, String mode, int size, List<Table> tables) {
        this.offset = offset;
        this.stride = stride;
        this.map = map;
        this.spanning = spanning;
        this.mode = mode;
        this.size = size;
        this.tables = tables;
    }

    static GroupPmap strided(long offset, long stride, int size, List<Table> tables) {
        return new GroupPmap(offset, stride, null, null, stride == 1 ? "OFFSET" : "STRIDE", size, tables);
    }

    static GroupPmap mapped(long[] map, List<Table> tables) {
        return new GroupPmap(0, 0, map, null, "MAP", map.length, tables);
    }

    /** @param mode MAP when no holder sees a progression, STRIDE when all do, else MIXED */
    static GroupPmap spanning(Members members, String mode, List<Table> tables) {
        return new GroupPmap(0, 0, null, members, mode, members.size(), tables);
    }

    /** The same group, one more reference ({@code MPIR_Group_add_ref}). */
    GroupPmap share() {
        tables.forEach(Table::addRef);
        return new GroupPmap(offset, stride, map, spanning, mode, size, tables);
    }

    /** {offset, stride} for every holder, over one world: a shifted window stays one. */
    boolean regular() {
        return map == null && spanning == null;
    }

    public long lookup(int rank) {
        if (rank < 0 || rank >= size) throw new IndexOutOfBoundsException("rank " + rank + " of " + size);
        if (spanning != null) return spanning.get(rank);
        return map != null ? map[rank] : offset + rank * stride;
    }

    public int size() {
        return size;
    }

    /** The communicator holds pointers to its groups; the group objects are the tables. */
    public long descriptorBytes() {
        return 0;
    }

    public List<Table> tables() {
        return tables;
    }

    public String mode() {
        return mode;
    }
}
