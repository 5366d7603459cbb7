package org.mpimem.trace;

import java.util.Map;
import java.util.TreeMap;

/**
 * One call that made {@code copies} intracommunicators that are translates of one another: copy j
 * has id {@code first.id() + j} and the members of {@code first} with every rank increased by
 * j·{@code step} (same process group), and, when {@code colorStep} is not 0, the colour
 * {@code first}'s + j·colorStep. A split of P processes into P singletons (BLACS' grid map) is one
 * family instead of P records (docs/trace-format.md, "families").
 */
public record CommFamily(CommDef first, int copies, int step, int colorStep) {

    public CommFamily {
        if (copies < 2) throw new IllegalArgumentException("a family has at least 2 copies, has " + copies);
        if (step < 1) throw new IllegalArgumentException("a family's step is at least 1, is " + step);
    }

    public int firstId() {
        return first.id();
    }

    /** The id of the last copy, as a long: a bad family's may leave the int range. */
    public long lastId() {
        return (long) first.id() + copies - 1;
    }

    public boolean holds(int id) {
        return id >= first.id() && id <= lastId();
    }

    /** Copy {@code j} as a communicator of its own. */
    public CommDef member(int j) {
        if (j < 0 || j >= copies) throw new IndexOutOfBoundsException(j + " of " + copies);
        if (j == 0) return first;
        Map<String, String> attrs = first.attrs();
        if (colorStep != 0) {
            attrs = new TreeMap<>(attrs);
            attrs.put("color", Long.toString(Long.parseLong(first.attrs().get("color")) + (long) j * colorStep));
        }
        return new CommDef(first.id() + j, first.call(), first.parents(), shifted(first.local(), (long) j * step), null, attrs, first.line());
    }

    /**
     * Every copy's members, copy after copy: as few runs as the translates allow (one run per
     * element of copy 0 when the copies are single processes), so a family of P singletons costs
     * O(1) here; otherwise one run per run of every copy.
     */
    public Members union() {
        Members m = first.local();
        Members.Builder b = new Members.Builder();
        if (m.size() == 1) {
            Run r = m.run(0);
            return b.add(new Run(r.group(), r.start(), copies, step)).build();
        }
        for (int j = 0; j < copies; j++) for (Run r : shifted(m, (long) j * step).runs()) b.add(r);
        return b.build();
    }

    /** Whether no process is in two copies (what one collective call guarantees; the validator's rule). */
    public boolean copiesDisjoint() {
        return apart() || !RunArithmetic.hasDuplicates(union(), RunArithmetic.PAIR_LIMIT);
    }

    /**
     * Whether copy 0 lies in one process group within fewer than {@code step} consecutive ranks: its
     * translates then occupy disjoint intervals, so no two copies meet, whatever their number (the
     * union of P two-process copies would be 2P runs to build and compare).
     */
    public boolean apart() {
        Members m = first.local();
        int g = m.run(0).group();
        long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
        for (Run r : m.runs()) {
            if (r.group() != g) return false;
            lo = Math.min(lo, r.min());
            hi = Math.max(hi, r.max());
        }
        return hi - lo < step;
    }

    /** How many runs {@link #union()} adds before merging: what checking the copies element by element costs. */
    public long unionRuns() {
        return first.local().size() == 1 ? 1 : (long) copies * first.local().runCount();
    }

    /** The list with every rank increased by {@code by} (IllegalArgumentException when a rank leaves the int range). */
    static Members shifted(Members m, long by) {
        Members.Builder b = new Members.Builder();
        for (int i = 0; i < m.runCount(); i++) {
            Run r = m.run(i);
            long s = r.start() + by;
            if (s > Integer.MAX_VALUE) throw new IllegalArgumentException("rank " + s + " leaves the int range");
            b.add(new Run(r.group(), (int) s, r.count(), r.stride()));
        }
        return b.build();
    }

    public CommFamily atLine(int l) {
        return new CommFamily(first.atLine(l), copies, step, colorStep);
    }
}
