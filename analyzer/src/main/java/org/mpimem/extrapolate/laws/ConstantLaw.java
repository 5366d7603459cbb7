package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The decision of {@link LawFit#decide} for a value that is the same v in every trace (two or
 * more), found without trying each law of the family on it: the most common value by far (a
 * parent's position, one communicator per call, a free's position in a loop) and, in a loop of
 * 50,000 dups and frees, 100,000 units of such values, each decided five times (fit, held out).
 * <p>
 * Why the answer is known: a pure law a*g(P) or an affine one through equal values needs g
 * constant over the traced counts, and {@link LawFit#fits} tries neither then (a basis that takes
 * one value at every trace cannot be told from the constant), so the constant v is the one law. Its
 * rival ({@link Rivals#against}) is a side s that fits v = a*s(P) at every trace, that is, is
 * constant and positive there, and gives another integer at the target; for v != 0 which sides do
 * depends on the traced counts and the target only, so they are found once per set of counts, and
 * the advice that tells the rival from the constant names counts where s(P) differs from its traced
 * value, again the same for every v. For v = 0 no side fits (a = 0 is never a rival).
 * {@code ConstantLawTest} checks the result equals the full decision.
 */
final class ConstantLaw {
    private ConstantLaw() {}

    /** Sides that may be a constant's rival, per (traced scales of the points, target). */
    private static final Map<List<Object>, List<Rivals.Side>> CANDIDATES = new ConcurrentHashMap<>();
    /** The advice telling each rival side from a constant, per (side, points' scales, every traced scale, target). */
    private static final Map<List<Object>, String> ADVICE = new ConcurrentHashMap<>();
    /** Bounds on both caches: a run sees a few sets of counts; a long-lived caller must not grow them without end. */
    private static final int MAX_ENTRIES = 4096;

    /** The decision for equal values, or null when the values differ or there is only one (the full decision then). */
    static LawFit.Result decide(List<LawFit.Point> points, List<Scale> traced, Scale target) {
        if (points.size() < 2) return null;
        long v = points.get(0).value();
        for (LawFit.Point p : points) if (p.value() != v) return null;
        Law law = new Law(Basis.ONE, Fraction.ZERO, Fraction.of(v));
        if (v == 0) return new LawFit.Result(law, v, null, null);
        List<Scale> at = points.stream().map(LawFit.Point::at).toList();
        List<Rivals.Side> candidates = cached(CANDIDATES, List.of(at, target), () -> candidates(points, target));
        for (Rivals.Side s : candidates) {
            long s0 = s.at().applyAsLong(at.get(0));
            Fraction a = Fraction.of(v).over(Fraction.of(s0));
            Fraction there = a.times(Fraction.of(s.at().applyAsLong(target)));
            if (!there.fitsLong()) continue; // as Rivals.against: a trace at the target would refute it
            Rivals.Rival r = new Rivals.Rival(s, a, there.longValue(), null);
            String advice = cached(ADVICE, List.of(s.text(), at, traced, target), () -> Rivals.withAdvice(r, law, points, traced, target).advice());
            return new LawFit.Result(law, v, null, new Rivals.Rival(s, a, there.longValue(), advice));
        }
        return new LawFit.Result(law, v, null, null);
    }

    /** The sides, in Rivals' order, positive and constant over the traced counts and different at the target. */
    private static List<Rivals.Side> candidates(List<LawFit.Point> points, Scale target) {
        List<Rivals.Side> out = new ArrayList<>();
        for (Rivals.Side s : Rivals.sides(points)) {
            long s0 = s.at().applyAsLong(points.get(0).at());
            if (s0 <= 0 || s.at().applyAsLong(target) == s0) continue;
            if (points.stream().allMatch(p -> s.at().applyAsLong(p.at()) == s0)) out.add(s);
        }
        return out;
    }

    private static <T> T cached(Map<List<Object>, T> cache, List<Object> key, java.util.function.Supplier<T> make) {
        T v = cache.get(key);
        if (v != null) return v;
        if (cache.size() >= MAX_ENTRIES) cache.clear();
        v = make.get();
        cache.put(key, v);
        return v;
    }
}
