package org.mpimem.model.ompi;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/**
 * The storage {@code ompi_group_incl} picks in an {@code --enable-sparse-groups} build for a group
 * of {@code ranks} (positions in a parent group of {@code parentSize}): each format's length
 * ({@code ompi_group_calc_plist / _strided / _sporadic / _bmap}) and the strict minimum, a tie
 * going to the earlier format, dense first ({@code ompi_group_minloc}, v4.1.4:ompi/group/group.c:175-188).
 * Lengths are computed run by run, so a strided or regular list costs its run count, not its size.
 */
public record SparseGroup(Format format, long[] lengths, Members ranks, int parentSize) {
    /** In {@code ompi_group_incl}'s order; a length of -1 means the format cannot hold the list. */
    public enum Format { DENSE, STRIDED, SPORADIC, BITMAP }

    private static final int PROC_POINTER = 8, STRIDED = 12, SPORADIC_ENTRY = 8, BITS = 8;

    public static SparseGroup choose(Members ranks, int parentSize) {
        long n = ranks.size(), runs = 0;
        long stride = n > 1 ? second(ranks) - ranks.rank(0) : 1;
        boolean strided = stride >= 0, ordered = true;
        long prev = Long.MIN_VALUE;
        for (Run r : ranks.runs()) {
            if (prev != Long.MIN_VALUE) {
                if (r.start() - prev != stride) strided = false;
                if (r.start() <= prev) ordered = false;
                if (r.start() == prev + 1) runs--; // continues the previous run of consecutive ranks
            }
            if (r.count() > 1 && r.stride() != stride) strided = false;
            if (r.count() > 1 && r.stride() < 0) ordered = false;
            runs += r.count() > 1 && r.stride() == 1 ? 1 : r.count();
            prev = r.last();
        }
        long[] len = {PROC_POINTER * n, strided ? STRIDED : -1, SPORADIC_ENTRY * runs,
                ordered ? (parentSize + BITS - 1) / BITS : -1};
        int best = 0;
        for (int i = 1; i < len.length; i++) if (len[i] != -1 && len[i] < len[best]) best = i;
        return new SparseGroup(Format.values()[best], len, ranks, parentSize);
    }

    private static long second(Members m) {
        return m.rank(1);
    }

    /** Heap bytes beyond the group header: the strided triple lives in the header's union. */
    public long heapBytes() {
        return format == Format.STRIDED ? 0 : lengths[format.ordinal()];
    }

    /** The chosen format's length, the quantity ompi_group_incl minimises. */
    public long length() {
        return lengths[format.ordinal()];
    }

    /**
     * Rank i of the group in its parent, read back from the chosen format's stored data as the
     * {@code ompi_group_translate_ranks_*_reverse} functions do: the proc array, offset + i·stride,
     * a scan of the (first, length) list, or a scan of the bitmap from bit 0 for the i-th set bit.
     */
    public int parentRank(int i) {
        switch (format) {
            case DENSE -> { return ranks.rank(i); }
            case STRIDED -> { return ranks.rank(0) + i * (ranks.size() > 1 ? ranks.rank(1) - ranks.rank(0) : 1); }
            case SPORADIC -> {
                int[][] list = sporadicList();
                for (int[] e : list) {
                    if (i < e[1]) return e[0] + i;
                    i -= e[1];
                }
                throw new IndexOutOfBoundsException("rank beyond the group");
            }
            default -> {
                java.util.BitSet bits = new java.util.BitSet(parentSize);
                for (Run r : ranks.runs()) for (int k = 0; k < r.count(); k++) bits.set(r.rankAt(k));
                for (int b = bits.nextSetBit(0); b >= 0; b = bits.nextSetBit(b + 1)) if (i-- == 0) return b;
                throw new IndexOutOfBoundsException("rank beyond the group");
            }
        }
    }

    /** The sporadic format's {rank_first, length} entries (ompi_group_incl_spor). */
    private int[][] sporadicList() {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (Run r : ranks.runs())
            for (int k = 0; k < r.count(); k++) {
                int rank = r.rankAt(k);
                int[] last = out.isEmpty() ? null : out.get(out.size() - 1);
                if (last != null && last[0] + last[1] == rank) last[1]++;
                else out.add(new int[]{rank, 1});
            }
        return out.toArray(new int[0][]);
    }
}
