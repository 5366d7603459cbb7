package org.mpimem.size.layout;

/**
 * The LP64 data model (x86-64 Linux, the System V ABI): int 4 B, long and pointers 8 B, every
 * scalar aligned to its size. It plays the part of JOL's {@code DataModel}; JOL's own models
 * describe Java object headers and oop sizes, not C scalars, hence this one.
 */
public enum Lp64 {
    CHAR("char", 1),
    SHORT("short", 2),
    USHORT("unsigned short", 2),
    INT("int", 4),
    UINT("unsigned int", 4),
    /** C enums are int-sized with gcc when all values fit an int (every MPICH enum does). */
    ENUM("int", 4),
    LONG("long", 8),
    ULONG("unsigned long", 8),
    POINTER("void *", 8);

    private final String c;
    private final int size;

    Lp64(String c, int size) {
        this.c = c;
        this.size = size;
    }

    public String c() {
        return c;
    }

    public int size() {
        return size;
    }

    public int align() {
        return size;
    }

    /** A scalar named as MPICH names it. */
    public CType.Prim as(String label) {
        return new CType.Prim(label, this);
    }
}
