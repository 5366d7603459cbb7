package org.mpimem.model;

import org.mpimem.account.Category;
import org.mpimem.model.peers.PeerSets;
import org.mpimem.account.Ledger;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A heap table that communicators may share (a VCRT, a LUT, an MLUT): MPICH refcounts it; the
 * accounting charges its bytes once to every process that holds at least one live communicator
 * referencing it, i.e. to the union of the referencing communicators' members.
 */
public final class Table {
    private final String kind;
    private final Category category;
    private final long bytes;
    /** Only these processes pay, whoever else holds the table (null: every holder); see {@link #within}. */
    private final Members within;
    private int refcount = 1;
    /**
     * Holder lists and how many live mappings hold each: dups of one communicator add a count, not
     * a list. Made on first hold, so that a table nobody holds yet weighs no more than its bytes.
     */
    private Map<Members, Integer> holders;
    private long handle;

    public Table(String kind, Category category, long bytes) {
        this(kind, category, bytes, null);
    }

    /**
     * A table that exists only in the processes of {@code within}: MPICH 5's lpid array of a group
     * spanning several worlds, which some holders number into a progression and others do not.
     */
    public Table(String kind, Category category, long bytes, Members within) {
        this.kind = kind;
        this.category = category;
        this.bytes = bytes;
        this.within = within;
    }

    /** The processes that allocate this table when they hold it, or null for every holder. */
    public Members within() {
        return within;
    }

    /** The holders among {@code h} that allocate this table. */
    public Members payers(Members h) {
        return within == null ? h : PeerSets.intersect(h, within);
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
    public void hold(Ledger ledger, Members held) {
        Members h = ledger.widen(held); // a family's copies hold it each
        // the set of holders changes only with a list not held yet: a dup of a holder costs O(1)
        if (holders == null) holders = new LinkedHashMap<>();
        if (holders.merge(h, 1, Integer::sum) == 1) recharge(ledger);
    }

    public void unhold(Ledger ledger, Members released) {
        Members h = ledger.widen(released);
        Integer n = holders == null ? null : holders.get(h);
        if (n == null) throw new IllegalStateException(kind + " table was not held by " + h);
        if (n > 1) {
            holders.put(h, n - 1);
            return;
        }
        holders.remove(h);
        recharge(ledger);
    }

    /** No mapping will hold or release this table again: its charge stays, without a record to release. */
    public void settle(Ledger ledger) {
        ledger.settle(handle);
        handle = 0;
        holders = null;
    }

    private void recharge(Ledger ledger) {
        if (handle != 0) ledger.release(handle);
        handle = holders.isEmpty() ? 0 : ledger.charge(category, bytes, payers(union(new ArrayList<>(holders.keySet()))));
    }

    /**
     * The processes in any of the lists, as a set: the list that contains all the others when
     * there is one (a prefix child's table is its parent's), else the union element by element.
     */
    static Members union(List<Members> lists) {
        if (lists.size() == 1) return lists.get(0);
        List<Members> distinct = lists.stream().distinct().toList();
        if (distinct.size() == 1) return distinct.get(0);
        for (Members candidate : distinct)
            if (distinct.stream().allMatch(m -> m == candidate || covers(candidate, m))) return candidate;
        long[] all = new long[distinct.stream().mapToInt(Members::size).sum()];
        int n = 0;
        for (Members m : distinct) {
            long[] a = m.toArray();
            System.arraycopy(a, 0, all, n, a.length);
            n += a.length;
        }
        Arrays.sort(all);
        Members.Builder b = new Members.Builder();
        for (int i = 0; i < all.length; i++)
            if (i == 0 || all[i] != all[i - 1]) b.add(Members.groupOf(all[i]), Members.rankOf(all[i]));
        return b.build();
    }

    private static final long COVER_PAIRS = 1 << 16;

    /** Whether every run of {@code part} lies inside one run of {@code whole} (sufficient for a subset, run by run). */
    static boolean covers(Members whole, Members part) {
        if ((long) whole.runCount() * part.runCount() > COVER_PAIRS) return false;
        List<Run> runs = whole.runs();
        for (Run c : part.runs()) {
            Run a = c.ascending();
            if (runs.stream().noneMatch(w -> inside(a, w.ascending()))) return false;
        }
        return true;
    }

    private static boolean inside(Run c, Run w) {
        return c.group() == w.group() && w.contains(c.start()) && w.contains(c.last()) && (c.count() == 1 || c.stride() % w.stride() == 0);
    }
}
