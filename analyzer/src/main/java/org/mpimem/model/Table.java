package org.mpimem.model;

import org.mpimem.account.Ledger;
import org.mpimem.trace.Members;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A heap table that communicators may share (a VCRT, a LUT, an MLUT): MPICH refcounts it; the
 * accounting charges its bytes once to every process that holds at least one live communicator
 * referencing it, i.e. to the union of the referencing communicators' members.
 */
public final class Table {
    private final String kind;
    private final Category category;
    private final long bytes;
    private int refcount = 1;
    private final List<Members> holders = new ArrayList<>();
    private long handle;

    public Table(String kind, Category category, long bytes) {
        this.kind = kind;
        this.category = category;
        this.bytes = bytes;
    }

    public String kind() {
        return kind;
    }

    public Category category() {
        return category;
    }

    public long bytes() {
        return bytes;
    }

    public int refcount() {
        return refcount;
    }

    /** Another mapping points at this table (MPICH's add-ref). */
    public Table addRef() {
        refcount++;
        return this;
    }

    public void dropRef() {
        if (--refcount < 0) throw new IllegalStateException(kind + " table released more often than referenced");
    }

    /** The processes in {@code h} now hold this table. */
    public void hold(Ledger ledger, Members h) {
        holders.add(h);
        recharge(ledger);
    }

    public void unhold(Ledger ledger, Members h) {
        if (!holders.remove(h)) throw new IllegalStateException(kind + " table was not held by " + h);
        recharge(ledger);
    }

    private void recharge(Ledger ledger) {
        if (handle != 0) ledger.release(handle);
        handle = holders.isEmpty() ? 0 : ledger.charge(category, bytes, union(holders));
    }

    /** The processes in any of the lists, as a set. */
    static Members union(List<Members> lists) {
        List<Members> distinct = lists.stream().distinct().toList();
        if (distinct.size() == 1) return distinct.get(0);
        long[] all = distinct.stream().flatMapToLong(m -> Arrays.stream(m.toArray())).sorted().distinct().toArray();
        Members.Builder b = new Members.Builder();
        for (long g : all) b.add(Members.groupOf(g), Members.rankOf(g));
        return b.build();
    }
}
