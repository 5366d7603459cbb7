package org.mpimem.classify;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One row of Table I: how many user-visible communicators of the application fall in each
 * column, and the user communicators whose internal communicators need a lookup table in
 * AV-Rankmap (the first named, as the paper's Fig. 1 names LSMS's walker 0).
 */
public record Classification(String application, String source, int procs, int comms,
                             Map<Column, Integer> counts, int internalTables, Optional<InternalFinding> firstInternal,
                             List<String> notes) {

    public Classification {
        counts = new EnumMap<>(counts);
        notes = List.copyOf(notes);
    }

    public int count(Column c) {
        return counts.getOrDefault(c, 0);
    }

    /** The column is marked, by a user-visible communicator or (Irreg.) by an internal one. */
    public boolean marked(Column c) {
        return count(c) > 0 || (c == Column.IRREG && internalTables > 0);
    }

    /** "x" for a user-visible mark, "x*" for Irreg. caused only by internal communicators, "" otherwise. */
    public String cell(Column c) {
        if (count(c) > 0) return "x";
        return marked(c) ? "x*" : "";
    }

    public Classification withNotes(List<String> more) {
        List<String> n = new java.util.ArrayList<>(notes);
        n.addAll(more);
        return new Classification(application, source, procs, comms, counts, internalTables, firstInternal, n);
    }
}
