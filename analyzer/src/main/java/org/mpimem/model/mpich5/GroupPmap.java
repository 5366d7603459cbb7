package org.mpimem.model.mpich5;

import org.mpimem.model.Mapping;
import org.mpimem.model.Table;

import java.util.List;

/**
 * An MPIR group as MPICH 5 keeps it for a communicator ({@code comm->local_group}, an
 * intercommunicator's {@code remote_group}): rank → 64-bit lpid by {offset, stride}, or by an
 * lpid array (HEAD:src/include/mpir_group.h:53-62). The group object and its array are the
 * tables: refcounted, shared by dups ({@code MPII_Comm_copy}, HEAD:src/mpi/comm/commutil.c:894-960).
 */
final class GroupPmap implements Mapping {
    final long offset, stride;
    final long[] map;
    private final int size;
    private final List<Table> tables;

    private GroupPmap(long offset, long stride, long[] map, int size, List<Table> tables) {
        this.offset = offset;
        this.stride = stride;
        this.map = map;
        this.size = size;
        this.tables = tables;
    }

    static GroupPmap strided(long offset, long stride, int size, List<Table> tables) {
        return new GroupPmap(offset, stride, null, size, tables);
    }

    static GroupPmap mapped(long[] map, List<Table> tables) {
        return new GroupPmap(0, 0, map, map.length, tables);
    }

    /** The same group, one more reference ({@code MPIR_Group_add_ref}). */
    GroupPmap share() {
        tables.forEach(Table::addRef);
        return new GroupPmap(offset, stride, map, size, tables);
    }

    public long lookup(int rank) {
        if (rank < 0 || rank >= size) throw new IndexOutOfBoundsException("rank " + rank + " of " + size);
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
        return map != null ? "MAP" : stride == 1 ? "OFFSET" : "STRIDE";
    }
}
