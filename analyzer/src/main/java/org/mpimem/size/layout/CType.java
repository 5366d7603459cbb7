package org.mpimem.size.layout;

import java.util.List;

/**
 * A C type as the layouter needs it: primitives with their LP64 size, fixed arrays, a flexible
 * array member (the {@code table[]} MPICH allocates with n entries), structs and unions. Each
 * type also knows how it is spelled in a generated C declaration ({@link #c()}).
 */
public sealed interface CType permits CType.Prim, CType.Array, CType.Flex, CType.Aggregate {

    /** How to declare a value of this type in C (a typedef or struct name). */
    String c();

    /** The name shown in a layout table: MPICH's type name. */
    String label();

    /** {@code sizeof}, tail padding included. */
    long size();

    long align();

    /** Bytes that hold data: the size without holes and tail padding, at every nesting level. */
    long data();

    /**
     * A scalar. {@code label} is MPICH's name (e.g. {@code fi_addr_t}); {@code kind} is the
     * {@link Lp64} primitive it is on x86-64, which gives C spelling, size and alignment.
     */
    record Prim(String label, Lp64 kind) implements CType {
        public String c() {
            return kind.c();
        }

        public long size() {
            return kind.size();
        }

        public long align() {
            return kind.align();
        }

        public long data() {
            return kind.size();
        }
    }

    /** {@code elem name[n0][n1]...}. */
    record Array(CType elem, List<Integer> dims) implements CType {
        public Array {
            dims = List.copyOf(dims);
            if (dims.isEmpty() || dims.stream().anyMatch(d -> d < 1)) throw new IllegalArgumentException("array dims " + dims);
        }

        public long count() {
            return dims.stream().mapToLong(Integer::longValue).reduce(1, (a, b) -> a * b);
        }

        public String c() {
            return elem.c();
        }

        public long size() {
            return count() * elem.size();
        }

        public long align() {
            return elem.align();
        }

        public long data() {
            return count() * elem.data();
        }

        public String label() {
            StringBuilder b = new StringBuilder(elem.label());
            for (int d : dims) b.append('[').append(d).append(']');
            return b.toString();
        }
    }

    /** A flexible array member {@code elem name[]}: last in a struct, allocated with n entries. */
    record Flex(CType elem) implements CType {
        public String c() {
            return elem.c();
        }

        public String label() {
            return elem.label() + "[]";
        }

        public long size() {
            return 0;
        }

        public long align() {
            return elem.align();
        }

        public long data() {
            return 0;
        }
    }

    /** A struct or union: fields in declaration order. */
    record Aggregate(String name, boolean union, List<Field> fields) implements CType {
        public Aggregate {
            fields = List.copyOf(fields);
            for (int i = 0; i < fields.size(); i++)
                if (fields.get(i).type() instanceof Flex && (union || i != fields.size() - 1))
                    throw new IllegalArgumentException(name + ": a flexible array member must be the last field of a struct");
        }

        public String c() {
            return (union ? "union " : "struct ") + name;
        }

        public String label() {
            return c();
        }

        /** This aggregate with the member at dotted {@code path} re-typed (what-if layouts, tests). */
        public Aggregate with(String path, CType type) {
            int dot = path.indexOf('.');
            String head = dot < 0 ? path : path.substring(0, dot);
            if (fields.stream().noneMatch(f -> f.name().equals(head))) throw new IllegalArgumentException(name + " has no member " + head);
            return new Aggregate(name, union, fields.stream().map(f -> !f.name().equals(head) ? f
                    : new Field(f.name(), dot < 0 ? type : ((Aggregate) f.type()).with(path.substring(dot + 1), type), f.note())).toList());
        }

        /** Where each field starts: declaration order at the next multiple of its alignment; 0 in a union. */
        public long offsetAfter(long end, CType field) {
            return union ? 0 : roundUp(end, field.align());
        }

        public long size() {
            long end = 0;
            for (Field f : fields) end = Math.max(end, offsetAfter(end, f.type()) + f.type().size());
            return roundUp(end, align());
        }

        public long align() {
            return fields.stream().mapToLong(f -> f.type().align()).max().orElse(1);
        }

        public long data() {
            return union ? fields.stream().mapToLong(f -> f.type().data()).max().orElse(0)
                    : fields.stream().mapToLong(f -> f.type().data()).sum();
        }

        static long roundUp(long offset, long alignment) {
            return (offset + alignment - 1) / alignment * alignment;
        }
    }

    /** A named member; {@code note} says where MPICH declares it, or why it is there. */
    record Field(String name, CType type, String note) {
        public Field(String name, CType type) {
            this(name, type, "");
        }
    }
}
