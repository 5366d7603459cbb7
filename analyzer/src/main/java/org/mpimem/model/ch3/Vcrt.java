package org.mpimem.model.ch3;

import org.mpimem.model.Mapping;
import org.mpimem.model.Table;
import org.mpimem.trace.Members;

import java.util.List;

/**
 * MPICH 3.2's virtual connection reference table: entry r points at the VC of the process with
 * rank r. The entries are kept as the (run-compressed) list of processes they point at, which is
 * what the table's content is; its cost is the table's, 16 + 8 n bytes.
 */
final class Vcrt implements Mapping {
    private final Members entries;
    private final Table table;

    Vcrt(Members entries, Table table) {
        this.entries = entries;
        this.table = table;
    }

    Members entries() {
        return entries;
    }

    Table table() {
        return table;
    }

    public long lookup(int rank) {
        return entries.get(rank);
    }

    public int size() {
        return entries.size();
    }

    public long descriptorBytes() {
        return 0;
    }

    public List<Table> tables() {
        return List.of(table);
    }

    public String mode() {
        return "VCRT";
    }
}
