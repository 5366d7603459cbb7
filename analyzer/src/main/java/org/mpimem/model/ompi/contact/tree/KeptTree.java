package org.mpimem.model.ompi.contact.tree;

/**
 * A topology coll/base builds the first time a communicator runs a tree algorithm and keeps on the
 * communicator until it is freed (the cached_* fields of mca_coll_base_comm_t, updated by the
 * COLL_BASE_UPDATE_* macros, v4.1.4:ompi/mca/coll/base/coll_base_functions.h:303-390): one per
 * {@link Kind}, rebuilt in place when the root changes, so a communicator keeps at most one of each.
 * Each is an ompi_coll_tree_t: five int32 fields and an array of children
 * (v4.1.4:ompi/mca/coll/base/coll_base_topo.h, COLL_TREE_SIZE), sized for the largest fan-out
 * (32) except the k-nomial tree, sized for its actual children (coll_base_topo.c:483-489).
 */
public record KeptTree(Kind kind, long bytes) {
    /** offsetof(ompi_coll_tree_t, tree_next): tree_root, tree_fanout, tree_bmtree, tree_prev, tree_nextsize. */
    static final int HEADER = 5 * Integer.BYTES;

    /** MAXTREEFANOUT (coll_base_topo.h). */
    static final int MAX_FANOUT = 32;

    public enum Kind { BINTREE, BMTREE, IN_ORDER_BMTREE, IN_ORDER_BINTREE, KMTREE, PIPELINE, CHAIN }

    /** The tree of {@code kind} a rank of a communicator of {@code n} keeps ({@code radix} for the k-nomial tree). */
    public static KeptTree of(Kind kind, int n, int radix) {
        if (kind != Kind.KMTREE) return new KeptTree(kind, HEADER + (long) MAX_FANOUT * Integer.BYTES);
        int logRadix = 0; // ceil(log_radix(n)), as the source counts it
        for (long i = 1; i < n; i *= radix) logRadix++;
        return new KeptTree(kind, HEADER + (long) (radix - 1) * logRadix * Integer.BYTES);
    }
}
