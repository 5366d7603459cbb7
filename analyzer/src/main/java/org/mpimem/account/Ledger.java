package org.mpimem.account;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Per-process memory of all processes: a model charges bytes to a set of holder processes and
 * later releases the charge. Charges go into one {@link CostVector} per (process group,
 * category) plus one for the total, so a regular trace never touches a per-process array.
 */
public final class Ledger {
    /** {@code copies} > 1: the charge is also on the holders' translates by k·step, k < copies (a family's copies). */
    private record Charge(Category category, long bytes, Members holders, int copies, int step) {}

    private static final int ASCENDING_ENOUGH = 64;
    /** Above this many processes a list is charged as its runs come: sorting it one bit per process would cost more. */
    private static final long SORT_AT_MOST = 1L << 24;

    private final List<Map<Category, CostVector>> byGroup = new ArrayList<>();
    private final List<CostVector> totals = new ArrayList<>();
    private final Map<Long, Charge> charges = new HashMap<>();
    private long nextHandle = 1;
    private final Attribution attribution; // null: no split by tag
    /** While a family's copy 0 is replayed: its copies and step; 1 otherwise. */
    private int copies = 1, step = 1;
    private Members within;
    private Members lastHolders, lastSet; // setOf's memory
    private long passes;

    public Ledger() {
        this(null);
    }

    /** A ledger that also splits its bytes by the tags set on {@code attribution}. */
    public Ledger(Attribution attribution) {
        this.attribution = attribution;
    }

    /** Processes of a new group start holding nothing. */
    public void addGroup(int id, int size) {
        if (id != byGroup.size()) throw new IllegalArgumentException("process groups must be added in order: " + id);
        Map<Category, CostVector> m = new EnumMap<>(Category.class);
        for (Category c : Category.values()) m.put(c, new CostVector(size));
        byGroup.add(m);
        totals.add(new CostVector(size));
        if (attribution != null) attribution.addGroup(size);
    }

    /**
     * Adds {@code bytes} to every process of {@code holders}; returns a handle for {@link #release}
     * (0 for a charge of nothing, which is not kept: a VCRT's descriptor, every shared table's reuse).
     */
    public long charge(Category category, long bytes, Members holders) {
        if (bytes == 0) return 0;
        Members set = setOf(holders); // once per charge: its release walks the same runs
        int n = translatedCharge(set) ? copies : 1;
        apply(category, bytes, set, n, step);
        long h = nextHandle++;
        charges.put(h, new Charge(category, bytes, set, n, step));
        return h;
    }

    /**
     * Runs {@code body} (a model applying a family's copy {@code copy0}) with every charge it makes
     * on processes of the copy also made on the {@code copies - 1} translates of its holders by
     * k·{@code step}, and released with them: the replay of a family in time independent of its
     * size, exact when the model would charge each copy alike (Replayer, "families").
     */
    public void translated(Members copy0, int copies, int step, Runnable body) {
        this.copies = copies;
        this.step = step;
        this.within = copy0;
        try {
            body.run();
        } finally {
            this.copies = 1;
            this.step = 1;
            this.within = null;
        }
    }

    /**
     * Runs {@code body} with its charges made as they are, not translated to the copies of the
     * family being applied: state the copies share, made once for all of them (an Open MPI
     * parent's exchange before a split), charged in the family's site like the rest.
     */
    public void once(Runnable body) {
        int c = copies, s = step;
        Members w = within;
        copies = 1;
        step = 1;
        within = null;
        try {
            body.run();
        } finally {
            copies = c;
            step = s;
            within = w;
        }
    }

    /**
     * What a structure shared between communicators (a refcounted table) must record as held by
     * {@code h}: while a family's copy is replayed and {@code h} is among its processes, those
     * processes of every copy, since each copy holds its own share; {@code h} otherwise.
     */
    public Members widen(Members h) {
        if (copies == 1 || !inside(h, within)) return h;
        return Translates.of(h, copies, step);
    }

    /**
     * During a family, the copy's own charges are translated; a charge on other processes is exact
     * only when a shared structure made it for every copy at once ({@link #widen}): it holds them all.
     */
    private boolean translatedCharge(Members set) {
        if (copies == 1) return false;
        if (inside(set, within)) return true;
        long p = within.get(0);
        for (long j : new long[] {0, 1, copies - 1})
            if (!holds(set, Members.groupOf(p), (int) (Members.rankOf(p) + j * step)))
                throw new IllegalStateException("a family's charge on " + set + ", neither its copy " + within + " nor every copy");
        return false;
    }

    /** Whether every process of {@code h} is in {@code w} (a copy: few runs), stopping at the first that is not. */
    private static boolean inside(Members h, Members w) {
        if (h.equals(w)) return true;
        if (h.size() > w.size()) return false;
        for (int i = 0; i < h.runCount(); i++) {
            Run r = h.run(i);
            for (int k = 0; k < r.count(); k++) if (!holds(w, r.group(), r.rankAt(k))) return false;
        }
        return true;
    }

    private static boolean holds(Members m, int group, int rank) {
        for (int i = 0; i < m.runCount(); i++) if (m.run(i).group() == group && m.run(i).contains(rank)) return true;
        return false;
    }

    public void release(long handle) {
        if (handle == 0) return;
        Charge c = charges.remove(handle);
        if (c == null) throw new IllegalStateException("charge " + handle + " released twice");
        apply(c.category, -c.bytes, c.holders, c.copies, c.step);
    }

    /** The charge will never be released: keep its bytes, drop what releasing it would need. */
    public void settle(long handle) {
        if (handle != 0 && charges.remove(handle) == null) throw new IllegalStateException("charge " + handle + " settled twice");
    }

    /** Runs that are translates of one another (rows of a plane) go to the vectors as one charge. */
    private void apply(Category category, long bytes, Members set, int copies, int step) {
        if (copies > 1) { // the copy's processes and their translates: one charge a run, a block of columns per row, or a process where the translates interleave
            for (Run r : set.runs()) {
                Run a = r.ascending();
                if (a.count() == 1 || a.last() - a.start() < step) add(category, a, copies, step, bytes);
                else if ((long) (copies - 1) * step < a.stride()) add(category, new Run(a.group(), a.start(), copies, step), a.count(), a.stride(), bytes); // the copies' columns fit in a row: a block per row
                else for (int k = 0; k < a.count(); k++) add(category, new Run(a.group(), a.rankAt(k), 1, 1), copies, step, bytes);
            }
            return;
        }
        int n = set.runCount();
        List<Piece> pieces = new ArrayList<>();
        for (int i = 0; i < n; ) {
            Run r = set.run(i).ascending();
            int times = 1, delta = 1;
            if (i + 1 < n) {
                delta = set.run(i + 1).ascending().start() - r.start();
                while (i + times < n && translate(r, set.run(i + times).ascending(), times, delta)) times++;
            }
            int columns = times == 1 ? columns(set, i, r) : 1;
            if (columns > 1) { // the same rows of columns r, r + delta, ...: one block of columns, one translate a row
                pieces.add(new Piece(new Run(r.group(), r.start(), columns, delta), r.count(), r.stride()));
                i += columns;
                continue;
            }
            pieces.add(new Piece(r, times, delta));
            i += times;
        }
        for (int i = 0, j; i < pieces.size(); i = j) { // each group's pieces: one by one, or at once when scattered
            int group = pieces.get(i).block().group();
            for (j = i + 1; j < pieces.size() && pieces.get(j).block().group() == group; j++) ;
            List<Piece> mine = pieces.subList(i, j);
            if (Scattered.atOnce(mine)) addEach(category, group, mine, bytes);
            else for (Piece p : mine) add(category, p.block(), p.times(), p.delta(), bytes);
        }
    }

    /**
     * How many runs from {@code i} on are columns of one grid: {@code r} and its translates by
     * k·delta, all within one stride (a family of grid columns held together, every node's
     * column). Charged run by run, each would re-cut the whole vector into stride-long periods;
     * as one block of columns translated by the stride, the vector is walked once.
     */
    private static int columns(Members set, int i, Run r) {
        if (r.count() < 2 || i + 1 >= set.runCount()) return 1;
        int delta = set.run(i + 1).ascending().start() - r.start(), k = 1;
        while (i + k < set.runCount()) {
            Run s = set.run(i + k).ascending();
            if (s.group() != r.group() || s.count() != r.count() || s.stride() != r.stride()
                    || s.start() != r.start() + (long) k * delta || (long) k * delta >= r.stride()) break;
            k++;
        }
        return delta > 0 ? k : 1;
    }

    /** Passes over the vectors so far: what a charge's time grows with (each may walk a whole group). */
    long passes() {
        return passes;
    }

    private void add(Category category, Run r, int times, int delta, long bytes) {
        passes++;
        byGroup.get(r.group()).get(category).add(r, times, delta, bytes);
        totals.get(r.group()).add(r, times, delta, bytes);
        if (attribution != null) attribution.add(category, r, times, delta, bytes);
    }

    private void addEach(Category category, int group, List<Piece> pieces, long bytes) {
        passes++;
        byGroup.get(group).get(category).addEach(pieces, bytes);
        totals.get(group).addEach(pieces, bytes);
        if (attribution != null) for (Piece p : pieces) attribution.add(category, p.block(), p.times(), p.delta(), bytes);
    }

    private static boolean translate(Run r, Run s, int k, int delta) {
        return delta > r.last() - r.start() && s.group() == r.group() && s.count() == r.count()
                && s.stride() == r.stride() && s.start() == r.start() + (long) k * delta;
    }

    /**
     * {@link #asSet}, remembered for the last list asked: a communicator's members are charged
     * several times in a row (its mapping, its tables, its node tables), a random order's sorted
     * anew each time before (7 % of a survey). Lists are immutable, so the same object gives the same set.
     */
    private Members setOf(Members holders) {
        if (holders != lastHolders) {
            lastSet = asSet(holders);
            lastHolders = holders;
        }
        return lastSet;
    }

    /**
     * Holders are a set (the model never lists a process twice), so order is free: a long list in
     * an irregular order (a randomly reordered communicator, scattered node roots) is charged as
     * its processes in ascending order, a few runs instead of one per process. A list whose runs
     * already come in ascending, non-overlapping order is kept as it is, checked in O(runs).
     */
    static Members asSet(Members holders) {
        if (holders.runCount() <= ASCENDING_ENOUGH || ascendingAndDisjoint(holders)) return holders;
        Members block = interleavedColumns(holders);
        if (block != null) return block;
        long processes = 0;
        for (int i = 0; i < holders.runCount(); i++) processes += holders.run(i).count();
        if (processes > SORT_AT_MOST) return holders;
        Map<Integer, BitSet> byGroup = new TreeMap<>();
        for (int i = 0; i < holders.runCount(); i++) {
            Run r = holders.run(i);
            BitSet bits = byGroup.computeIfAbsent(r.group(), g -> new BitSet());
            for (int k = 0; k < r.count(); k++) bits.set(r.rankAt(k));
        }
        Members.Builder b = new Members.Builder();
        byGroup.forEach((g, bits) -> {
            for (int lo = bits.nextSetBit(0); lo >= 0; lo = bits.nextSetBit(bits.nextClearBit(lo)))
                b.add(new Run(g, lo, bits.nextClearBit(lo) - lo, 1));
        });
        Members set = b.build();
        return set.runCount() < holders.runCount() ? set : holders;
    }

    /**
     * d runs of one group, each c processes with stride d, whose starts are d consecutive ranks:
     * together one block of d·c ranks. Every node's processes under a cyclic placement are such
     * columns; sorted bit by bit, a world of 2^31 processes took most of a minute.
     */
    private static Members interleavedColumns(Members m) {
        int d = m.runCount();
        Run first = m.run(0);
        long lowest = Long.MAX_VALUE;
        for (int i = 0; i < d; i++) {
            Run r = m.run(i);
            if (r.group() != first.group() || r.count() != first.count() || r.stride() != d) return null;
            lowest = Math.min(lowest, r.start());
        }
        boolean[] seen = new boolean[d];
        for (int i = 0; i < d; i++) {
            long at = m.run(i).start() - lowest;
            if (at >= d || seen[(int) at]) return null;
            seen[(int) at] = true;
        }
        long size = (long) d * first.count();
        if (lowest + size - 1 > Integer.MAX_VALUE) return null;
        return new Members.Builder().add(new Run(first.group(), (int) lowest, (int) size, 1)).build();
    }

    private static boolean ascendingAndDisjoint(Members m) {
        int group = -1;
        long end = -1;
        for (int i = 0; i < m.runCount(); i++) {
            Run r = m.run(i);
            if (r.group() < group || (r.group() == group && r.min() <= end)) return false;
            group = r.group();
            end = r.max();
        }
        return true;
    }

    public long bytes(int group, int rank, Category c) {
        return byGroup.get(group).get(c).valueAt(rank);
    }

    public long total(int group, int rank) {
        return totals.get(group).valueAt(rank);
    }

    /** The highest per-process total now, without the breakdown (cheap enough to call per event). */
    public long maxTotal() {
        long best = Long.MIN_VALUE;
        for (CostVector t : totals) best = Math.max(best, t.valueAt(t.extreme(true)));
        return best;
    }

    public ProcessStats stats() {
        int processes = 0;
        Map<Category, java.math.BigInteger> sums = ProcessStats.zero();
        int[] max = null, min = null;
        long maxV = 0, minV = 0;
        for (int g = 0; g < totals.size(); g++) {
            CostVector t = totals.get(g);
            processes += t.size();
            for (Category c : Category.values()) sums.merge(c, byGroup.get(g).get(c).sum(), java.math.BigInteger::add);
            int hi = t.extreme(true), lo = t.extreme(false);
            if (max == null || t.valueAt(hi) > maxV) {
                max = new int[]{g, hi};
                maxV = t.valueAt(hi);
            }
            if (min == null || t.valueAt(lo) < minV) {
                min = new int[]{g, lo};
                minV = t.valueAt(lo);
            }
        }
        return new ProcessStats(processes, proc(max), proc(min), sums);
    }

    private ProcessStats.Proc proc(int[] p) {
        Map<Category, Long> b = new EnumMap<>(Category.class);
        for (Category c : Category.values()) b.put(c, bytes(p[0], p[1], c));
        return new ProcessStats.Proc(p[0], p[1], b);
    }
}
