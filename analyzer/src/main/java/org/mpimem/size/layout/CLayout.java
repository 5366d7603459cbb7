package org.mpimem.size.layout;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A laid-out C struct: size, alignment, bytes of data, and one row per member (nested members
 * indented, union members at the same offset) and per hole or tail padding, like pahole.
 */
public record CLayout(CType.Aggregate type, long size, long align, long data, List<Row> rows) {

    public record Row(long offset, long size, int depth, String type, String name, String note, boolean gap) {
        static Row field(long offset, long size, int depth, String type, String name, String note) {
            return new Row(offset, size, depth, type, name, note, false);
        }

        static Row gap(long offset, long size, int depth, String what) {
            return new Row(offset, size, depth, "", what, "", true);
        }
    }

    public String name() {
        return type.name();
    }

    /** The fields (not gaps), nested ones named by their dotted path as {@code offsetof} takes it. */
    public List<Row> fields() {
        return rows.stream().filter(r -> !r.gap()).toList();
    }

    public Optional<Row> field(String path) {
        return fields().stream().filter(r -> r.name().equals(path)).findFirst();
    }

    /** The trailing flexible array member, if any: the allocation is its offset + n entries. */
    public Optional<CType.Flex> flex() {
        List<CType.Field> fs = type.fields();
        return fs.isEmpty() || !(fs.get(fs.size() - 1).type() instanceof CType.Flex f) ? Optional.empty() : Optional.of(f);
    }

    /** Bytes before the entries of the flexible array (the header of a table of n entries). */
    public long header() {
        CType.Field last = type.fields().get(type.fields().size() - 1);
        return flex().map(f -> field(last.name()).orElseThrow().offset()).orElseThrow(
                () -> new IllegalStateException(name() + " has no flexible array member"));
    }

    public long entry() {
        return flex().map(f -> f.elem().size()).orElseThrow(
                () -> new IllegalStateException(name() + " has no flexible array member"));
    }

    public long tailPadding() {
        return rows.stream().filter(r -> r.gap() && r.depth() == 0 && r.offset() + r.size() == size).mapToLong(Row::size).sum();
    }

    /** A JOL-style table: offset, size, type, member; holes and tail padding on rows of their own. */
    public String toPrintable(String title) {
        StringBuilder b = new StringBuilder();
        int w = Math.max(4, rows.stream().mapToInt(r -> r.type().length()).max().orElse(4));
        b.append(title).append('\n');
        b.append(String.format(Locale.ROOT, "%6s %6s  %-" + w + "s  %s%n", "OFF", "SZ", "TYPE", "DESCRIPTION"));
        for (Row r : rows) {
            String name = "  ".repeat(r.depth()) + r.name();
            String line = String.format(Locale.ROOT, "%6d %6d  %-" + w + "s  %s", r.offset(), r.size(), r.type(), name);
            b.append(r.note().isEmpty() ? line : line + "    // " + r.note()).append('\n');
        }
        long tail = tailPadding();
        b.append(String.format(Locale.ROOT, "Size: %d bytes, alignment %d; data %d bytes%n", size, align, data));
        b.append(String.format(Locale.ROOT, "Space losses: %d bytes internal + %d bytes tail padding = %d bytes total%n",
                size - data - tail, tail, size - data));
        return b.toString();
    }
}
