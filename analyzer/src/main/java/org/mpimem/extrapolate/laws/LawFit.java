package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Chooses the law of one value from the traces: every law of the family that reproduces every
 * traced value exactly, with more traced points than fitted parameters (so each law was checked at
 * least once, not only solved for). If they all give the same value at the target, the simplest is
 * used; if two disagree, nothing is guessed: the value is refused and a process count that would
 * separate them is named.
 */
public final class LawFit {
    private LawFit() {}

    public record Point(Scale at, long value) {}

    /**
     * Either a law with its value at the target, or the reason there is none; {@code rival}, a grid rule outside the family
     * that fits every traced value too and gives another value at the target ({@link Rivals}), or null.
     */
    public record Result(Law law, long value, String refusal, Rivals.Rival rival) {
        Result(Law law, long value, String refusal) {
            this(law, value, refusal, null);
        }

        boolean ok() {
            return refusal == null;
        }

        /** The rival as the evidence names it ("number of communicators: cp2k_rows(P) ... fits every trace too ..."), or null. */
        String rivalText(String what, Scale target) {
            return rival == null ? null : Rivals.describe(what, rival, law, value, target);
        }
    }

    public static Result decide(List<Point> points, Scale target, boolean ppnVaries) {
        return decide(points, points.stream().map(Point::at).toList(), target, ppnVaries);
    }

    /** With {@code traced} every traced scale, so that no advice names one of them ({@link org.mpimem.extrapolate.counts.Advice}). */
    public static Result decide(List<Point> points, List<Scale> traced, Scale target, boolean ppnVaries) {
        if (points.isEmpty()) return new Result(null, 0, "never observed in the traces");
        Result constant = ConstantLaw.decide(points, traced, target);
        return constant != null ? constant : decideEachLaw(points, traced, target, ppnVaries);
    }

    /** The decision with every law of the family tried (what {@link ConstantLaw} gives for equal values without trying them). */
    static Result decideEachLaw(List<Point> points, List<Scale> traced, Scale target, boolean ppnVaries) {
        if (points.isEmpty()) return new Result(null, 0, "never observed in the traces");
        List<Law> fits = fits(points, ppnVaries);
        if (fits.isEmpty()) return new Result(null, 0, NoFit.explain(points, traced, target));
        Law first = fits.get(0);
        Long v = first.at(target);
        for (Law other : fits.subList(1, fits.size())) {
            Long w = other.at(target);
            if (v == null || !v.equals(w)) return disagree(fits, points, traced, target);
        }
        if (v == null) return new Result(null, 0, "law " + first + " fits " + describe(points) + " but is not an integer at " + target
                + "; no further trace settles it");
        return new Result(first, v, null, Rivals.withAdvice(Rivals.against(v, points, target), first, points, traced, target));
    }

    static List<Law> fits(List<Point> points, boolean ppnVaries) {
        List<Law> out = new ArrayList<>();
        for (Basis g : Basis.values()) {
            if (g.usesPpn() && !ppnVaries) continue;
            if (g == Basis.ONE) {
                if (points.size() >= 2 && points.stream().allMatch(p -> p.value() == points.get(0).value()))
                    out.add(new Law(g, Fraction.ZERO, Fraction.of(points.get(0).value())));
                continue;
            }
            if (points.stream().anyMatch(p -> g.at(p.at()) < 0)) continue;
            long distinct = points.stream().mapToLong(p -> g.at(p.at())).distinct().count();
            if (distinct >= 2) pure(g, points).ifPresent(out::add);
            if (distinct >= 3 && g.takesIntercept()) affine(g, points).ifPresent(out::add);
        }
        return out;
    }

    private static java.util.Optional<Law> pure(Basis g, List<Point> pts) {
        Point p = pts.stream().filter(x -> g.at(x.at()) != 0).findFirst().orElse(null);
        if (p == null) return java.util.Optional.empty();
        Fraction a = Fraction.of(p.value()).over(Fraction.of(g.at(p.at())));
        return check(new Law(g, a, Fraction.ZERO), pts);
    }

    private static java.util.Optional<Law> affine(Basis g, List<Point> pts) {
        Point p = pts.get(0), q = pts.stream().filter(x -> g.at(x.at()) != g.at(pts.get(0).at())).findFirst().orElseThrow();
        Fraction a = Fraction.of(q.value() - p.value()).over(Fraction.of(g.at(q.at()) - g.at(p.at())));
        Fraction b = Fraction.of(p.value()).minus(a.times(Fraction.of(g.at(p.at()))));
        if (b.isZero()) return java.util.Optional.empty(); // the pure law, already tried
        return check(new Law(g, a, b), pts);
    }

    private static java.util.Optional<Law> check(Law l, List<Point> pts) {
        if (l.a().isZero()) return java.util.Optional.empty(); // a constant, tried first
        for (Point p : pts) {
            Long v = l.at(p.at());
            if (v == null || v != p.value()) return java.util.Optional.empty();
        }
        return java.util.Optional.of(l);
    }

    /** Every fitting law with its value at the target, and the process count that would remove one of them. */
    private static Result disagree(List<Law> fits, List<Point> points, List<Scale> traced, Scale target) {
        String advice = Separator.advise(fits, points, traced, target);
        List<String> named = fits.stream().map(l -> l + " (" + (l.at(target) == null ? "undefined" : l.at(target)) + ")").toList();
        named = new ArrayList<>(named);
        named.set(0, fits.get(0) + " (" + (fits.get(0).at(target) == null ? "undefined" : fits.get(0).at(target)) + " at the target)");
        String laws = String.join(", ", named.subList(0, named.size() - 1)) + " and " + named.get(named.size() - 1);
        return new Result(null, 0, String.format(Locale.ROOT, "laws %s %s fit %s; %s", laws, fits.size() == 2 ? "both" : "all",
                describe(points), advice == null ? "no process count up to the target separates them" : advice));
    }

    static String describe(List<Point> points) {
        return points.stream().map(p -> p.value() + " at P=" + p.at().procs()).collect(Collectors.joining(", "));
    }
}
