package org.mpimem.account;

import org.mpimem.trace.Run;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The ledger's bytes split by tag (replay --by-site: one tag per call site): every charge and
 * release goes, besides the ledger's own vectors, to the vector of the tag current when it was
 * made. Tags partition the ledger's changes, so per process the tags' bytes sum to the ledger's
 * total exactly. One {@link CostVector} per (tag, process group), made on first use: the cost per
 * charge is the ledger's own (runs, not processes), times one.
 */
public final class Attribution {
    private final List<Integer> groupSizes = new ArrayList<>();
    private final List<List<CostVector>> byTag = new ArrayList<>(); // [tag][group], null until charged
    private int current;
    private Category aside; // null: every category goes to current
    private int asideTag;

    /** Charges and releases from now on belong to {@code tag} (0, 1, 2, ...). */
    public void attributeTo(int tag) {
        if (tag < 0) throw new IllegalArgumentException("tag " + tag);
        current = tag;
        aside = null;
    }

    /**
     * As {@link #attributeTo(int)}, except that charges and releases of {@code category} go to
     * {@code asideTag}: bytes a call keeps that something before it allocated (the group the
     * caller passed to MPI_Comm_create), which a measured window of the call never sees.
     */
    public void attributeTo(int tag, Category category, int asideTag) {
        attributeTo(tag);
        if (asideTag < 0) throw new IllegalArgumentException("tag " + asideTag);
        aside = category;
        this.asideTag = asideTag;
    }

    void addGroup(int size) {
        groupSizes.add(size);
    }

    void add(Category category, Run block, int times, int delta, long bytes) {
        int tag = category == aside ? asideTag : current;
        while (byTag.size() <= tag) byTag.add(new ArrayList<>());
        List<CostVector> groups = byTag.get(tag);
        while (groups.size() <= block.group()) groups.add(null);
        if (groups.get(block.group()) == null) groups.set(block.group(), new CostVector(groupSizes.get(block.group())));
        groups.get(block.group()).add(block, times, delta, bytes);
    }

    /** Bytes of {@code tag} held by one process now. */
    public long bytes(int tag, int group, int rank) {
        CostVector v = vector(tag, group);
        return v == null ? 0 : v.valueAt(rank);
    }

    /** Bytes of {@code tag} over every process now (a BigInteger, as the ledger's own sums). */
    public BigInteger sum(int tag) {
        BigInteger s = BigInteger.ZERO;
        if (tag < byTag.size()) for (CostVector v : byTag.get(tag)) if (v != null) s = s.add(v.sum());
        return s;
    }

    private CostVector vector(int tag, int group) {
        if (tag >= byTag.size() || group >= byTag.get(tag).size()) return null;
        return byTag.get(tag).get(group);
    }
}
