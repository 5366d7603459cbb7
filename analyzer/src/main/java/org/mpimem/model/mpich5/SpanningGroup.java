package org.mpimem.model.mpich5;

import org.mpimem.model.Mapping;
import org.mpimem.model.Table;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * An MPIR group over processes of several worlds. Its lpids depend on how each holder numbers the
 * worlds ({@link Worlds}), so it is one group per numbering: the 48 B object for every holder, and
 * an lpid array for each numbering that is no progression, charged to the processes with that
 * numbering only ({@link Table#within()}). Lookups answer with the members themselves. Kept apart
 * from {@link GroupPmap} so that the common one-world group stays as small as it was.
 */
final class SpanningGroup implements Mapping {
    final Members members;
    private final String mode;
    private final List<Table> tables;

    /** @param mode MAP when no numbering gives a progression, STRIDE when all do, else MIXED */
    SpanningGroup(Members members, String mode, List<Table> tables) {
        this.members = members;
        this.mode = mode;
        this.tables = tables;
    }

    /**
     * The group of {@code processes}, with {@code object} (the group object every holder has) and,
     * made by {@code array} for the processes that use it, an lpid array per numbering of
     * {@code numberings} that is no progression. With no numbering known (outside a replay) the
     * trace's group ids stand for the world indices: a process of group 0 that met them in order.
     */
    static SpanningGroup of(Members processes, Map<List<Integer>, Members> numberings, List<Table> object,
                            Function<Members, Table> array) {
        int[] ws = processes.groups();
        List<Table> tables = new ArrayList<>(object);
        int irregular = 0;
        if (numberings.isEmpty()) {
            if (Progression.of(processes) == null) { tables.add(array.apply(null)); irregular++; }
        } else for (Map.Entry<List<Integer>, Members> v : numberings.entrySet()) {
            if (Progression.of(renumber(processes, ws, v.getKey())) != null) continue;
            tables.add(array.apply(v.getValue()));
            irregular++;
        }
        String mode = irregular == 0 ? "STRIDE" : irregular == Math.max(1, numberings.size()) ? "MAP" : "MIXED";
        return new SpanningGroup(processes, mode, List.copyOf(tables));
    }

    /** The lpids of {@code m} for a process that numbers world {@code ws[i]} {@code index[i]}. */
    static Members renumber(Members m, int[] ws, List<Integer> index) {
        Members.Builder b = new Members.Builder();
        for (Run r : m.runs()) {
            int i = 0;
            while (ws[i] != r.group()) i++;
            b.add(new Run(index.get(i), r.start(), r.count(), r.stride()));
        }
        return b.build();
    }

    /** The same group, one more reference ({@code MPIR_Group_add_ref}). */
    SpanningGroup share() {
        tables.forEach(Table::addRef);
        return new SpanningGroup(members, mode, tables);
    }

    public long lookup(int rank) {
        return members.get(rank);
    }

    public int size() {
        return members.size();
    }

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
