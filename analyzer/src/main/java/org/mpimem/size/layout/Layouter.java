package org.mpimem.size.layout;

import org.mpimem.size.layout.CLayout.Row;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays out C structs and unions with the LP64 rules gcc follows on x86-64 (the arithmetic is in
 * {@link CType}): fields in declaration order, each at the next multiple of its alignment; a
 * struct aligns like its strictest member and its size is rounded up to that (tail padding);
 * union members all sit at offset 0; an array aligns like its element; a flexible array member
 * adds no size, only its alignment.
 *
 * <p>JOL has the same seams (a {@code DataModel}, a {@code Layouter} producing a
 * {@code ClassLayout}), but its {@code ClassLayout} keeps fields in a set ordered by offset, so
 * union members sharing an offset collapse into one, and it always accounts for a Java object
 * header. C needs overlapping members and no header, so this layouter produces its own
 * {@link CLayout} and prints it in JOL's table style.
 */
public final class Layouter {
    private Layouter() {}

    public static CLayout layout(CType.Aggregate g) {
        List<Row> rows = new ArrayList<>();
        emit(g, "", 0, 0, rows);
        return new CLayout(g, g.size(), g.align(), g.data(), rows);
    }

    private static void emit(CType.Aggregate g, String prefix, long base, int depth, List<Row> rows) {
        long end = 0;
        for (CType.Field f : g.fields()) {
            long at = g.offsetAfter(end, f.type());
            if (at > end) rows.add(Row.gap(base + end, at - end, depth, "(alignment/padding gap)"));
            String path = prefix + f.name();
            rows.add(Row.field(base + at, f.type().size(), depth, f.type().label(), path, f.note()));
            if (f.type() instanceof CType.Aggregate inner) emit(inner, path + ".", base + at, depth + 1, rows);
            end = Math.max(end, at + f.type().size());
        }
        if (g.size() > end)
            rows.add(Row.gap(base + end, g.size() - end, depth, depth == 0 ? "(tail padding)" : "(" + g.c() + " tail padding)"));
    }
}
