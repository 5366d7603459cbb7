package org.mpimem.size.layout;

import java.util.List;

/** Short factories so that a struct description reads like its C declaration. */
public final class Decl {
    private Decl() {}

    public static final CType INT = Lp64.INT.as("int");
    public static final CType UNSIGNED = Lp64.UINT.as("unsigned");
    public static final CType CHAR = Lp64.CHAR.as("char");

    public static CType ptr(String pointee) {
        return Lp64.POINTER.as(pointee);
    }

    /** A function pointer: 8 bytes like any pointer; the label keeps the member's role readable. */
    public static CType fn(String signature) {
        return Lp64.POINTER.as(signature);
    }

    public static CType.Field f(String name, CType type) {
        return new CType.Field(name, type);
    }

    public static CType.Field f(String name, CType type, String note) {
        return new CType.Field(name, type, note);
    }

    public static CType.Aggregate struct(String name, CType.Field... fields) {
        return new CType.Aggregate(name, false, List.of(fields));
    }

    public static CType.Aggregate union(String name, CType.Field... fields) {
        return new CType.Aggregate(name, true, List.of(fields));
    }

    public static CType array(CType elem, Integer... dims) {
        return new CType.Array(elem, List.of(dims));
    }

    public static CType flex(CType elem) {
        return new CType.Flex(elem);
    }
}
