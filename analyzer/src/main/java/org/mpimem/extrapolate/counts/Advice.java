package org.mpimem.extrapolate.counts;

import org.mpimem.extrapolate.align.Scale;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.LongPredicate;

/**
 * The process counts a refusal advises, chosen so that the application can run there: counts that
 * keep what every trace shares and the target has too (a common divisor: 4 x N/4 grids and -nk 4
 * pools need multiples of 4; whole nodes of the traces' ppn), from the smallest traced count up to
 * the target, smallest first, each with the ppn it is to be traced at (the traces', not the
 * target's). Several are named, not one: the first may be one the application cannot run. When no
 * count keeping those regularities does, the advice says so and names counts without them.
 */
public final class Advice {
    static final int SHOWN = 3;
    /** Multiples of the step tried above the smallest traced count, besides the usual shapes. */
    private static final int MULTIPLES = 512;

    private final List<Scale> traced;
    /** Every traced scale, also those that show no value of what is advised about: never advised again. */
    private final List<Scale> all;
    private final Scale target;
    private final long step;
    private final String kept;
    private final boolean oneNode;
    private final int ppn;
    /** Every traced count shares a property the target lacks: a count advised must lack it too ({@link SharedProperties}). */
    private final boolean breakShared;

    public Advice(List<Scale> traced, Scale target) {
        this(traced, traced, target);
    }

    /** {@code traced}: the scales whose values are advised about, whose regularities are kept; {@code all}: every traced scale. */
    public Advice(List<Scale> traced, List<Scale> all, Scale target) {
        this.traced = traced;
        this.all = all;
        this.target = target;
        long g = 0;
        for (Scale s : traced) g = gcd(g, s.procs());
        oneNode = OneNode.all(traced);
        ppn = traced.get(traced.size() - 1).ppn();
        long d = g > 1 && target.procs() % g == 0 ? g : 1;
        boolean wholeNodes = !oneNode && traced.stream().allMatch(s -> s.ppn() == ppn && s.procs() % ppn == 0) && target.ppn() == ppn;
        step = wholeNodes ? d / gcd(d, ppn) * ppn : d;
        List<String> k = new ArrayList<>();
        if (d > 1) k.add("multiples of " + d + " as every trace is");
        if (wholeNodes) k.add("whole nodes of " + ppn);
        kept = k.isEmpty() ? null : String.join(", ", k);
        breakShared = !SharedProperties.lacked(traced, target).isEmpty();
    }

    /** The first counts (at most SHOWN) passing {@code ok}, keeping the regularities; empty when none does. */
    List<Long> counts(LongPredicate ok) {
        return pick(candidates(step), ok);
    }

    /**
     * "a trace at one of P=a (ppn k), P=b (ppn k) would {what}", keeping the regularities where some count passing {@code ok}
     * does, else saying that none does and naming counts without them; null when no count passes at all.
     */
    public String text(LongPredicate ok, String what) {
        String silent = silent(ok);
        List<Long> keeping = counts(ok);
        if (!keeping.isEmpty()) return "a trace at " + list(keeping) + " would " + what + (kept == null ? "" : " (" + kept + ")") + silent;
        List<Long> any = step == 1 ? List.of() : pick(candidates(1), ok);
        if (any.isEmpty()) return null;
        return "no count keeping what every trace shares (" + kept + ") below P=" + target.procs() + " would; without that, a trace at "
                + list(any) + " would " + what + silent;
    }

    /** The counts passing {@code ok} that are traced but show no value ({@link TracedSilent}), as a note, or "". */
    public String silent(LongPredicate ok) {
        return TracedSilent.note(traced, all, target, ok, this::at);
    }

    String list(List<Long> counts) {
        List<String> l = counts.stream().map(this::at).toList();
        return (l.size() > 1 ? "one of " : "") + String.join(", ", l);
    }

    /** The scale of a trace at p: at the traces' ppn (on one node when they were). */
    public Scale scale(long p) {
        return new Scale(p, oneNode ? (int) Math.min(p, Integer.MAX_VALUE) : ppn);
    }

    /** A count with the ppn to trace it at. */
    String at(long p) {
        return oneNode ? String.format(Locale.ROOT, "P=%d (one node)", p) : String.format(Locale.ROOT, "P=%d (ppn %d)", p, ppn);
    }

    private List<Long> pick(TreeSet<Long> candidates, LongPredicate ok) {
        List<Long> out = new ArrayList<>();
        for (long p : candidates) {
            if (out.size() == SHOWN) break;
            if (ok.test(p)) out.add(p);
        }
        return out;
    }

    /** Counts from the smallest traced one to below the target, not traced, multiples of {@code s}: s*k and the usual shapes. */
    private TreeSet<Long> candidates(long s) {
        long min = traced.get(0).procs(), max = target.procs();
        TreeSet<Long> c = new TreeSet<>();
        long e = s > 1 || oneNode ? s : ppn; // no common divisor: whole nodes rather than every count (1536, not 1522)
        for (long k = Math.max(1, (min + e - 1) / e), n = 0; n < MULTIPLES && k * e < max; k++, n++) c.add(k * e);
        for (long b = 1; b < max; b <<= 1) for (long m : new long[] {1, 3, 5}) c.add(b * m);
        for (long r = 2; r * r < max; r++) {
            c.add(r * r);
            if (r * r * r < max) c.add(r * r * r);
        }
        c.removeIf(p -> p < min || p >= max || p % s != 0 || all.stream().anyMatch(t -> t.procs() == p)
                || breakShared && !SharedProperties.lacked(SharedProperties.with(traced, p), target).isEmpty());
        return c;
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
