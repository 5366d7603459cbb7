package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mpimem.trace.Members;

/**
 * What the walk derived from a record shape (its fields map, one object per shape: {@link
 * RecordShapes}, {@link JobShapes}) made from one parent (its key, one string per communicator):
 * the communicator's base name, the groups it was resolved to and its entries. The same shape
 * from the same parent names the same communicator on every process of an SPMD program, so its
 * key is built and hashed once, not once a process. Keyed by both: a shape made from each row's
 * or column's communicator (a create_group on the rows of a grid) has one parent a row, and a
 * cache by shape alone built the key again whenever the parent changed, on every other process.
 * Both parts are compared by identity: an equal string that is another object (an
 * MPI_COMM_SELF's key, new per process) only costs the key being built again.
 */
final class WalkShapes {
    /** A shape from one parent; {@code later}: the entries of its 2nd, 3rd, ... occurrence on a process. */
    record Shape(Members loc, Members rem, String base, CommEntry entry, List<CommEntry> later) {
        /** The entry of the {@code n}-th occurrence (from 2), null if not met yet. */
        CommEntry later(int n) {
            return n - 2 < later.size() ? later.get(n - 2) : null;
        }

        void met(int n, CommEntry e) {
            if (n - 2 == later.size()) later.add(e);
        }
    }

    /** A shape and a parent, equal by identity. */
    private record From(Map<String, String> fields, String parent) {
        @Override
        public boolean equals(Object o) {
            return o instanceof From f && f.fields == fields && f.parent == parent;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(fields) * 31 + System.identityHashCode(parent);
        }
    }

    private final Map<From, Shape> byShape = new HashMap<>();

    /** What the shape {@code fields} from {@code parent} gave before; null if nothing. */
    Shape get(Map<String, String> fields, String parent) {
        return byShape.get(new From(fields, parent));
    }

    /** Notes what the shape from the parent gave; bounded (a run whose every line differs starts over). */
    void put(Map<String, String> fields, String parent, Members loc, Members rem, String base, CommEntry e) {
        if (byShape.size() >= RecordShapes.LIMIT) byShape.clear();
        byShape.put(new From(fields, parent), new Shape(loc, rem, base, e, new ArrayList<>(1)));
    }
}
