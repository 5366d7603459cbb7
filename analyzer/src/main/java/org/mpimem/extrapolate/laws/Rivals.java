package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.counts.Advice;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * Leave-one-out cannot see a rule that agrees with the chosen law at every trace: CP2K's grid has
 * the squarest grid's rows at 8, 16, 18, 24 and 32, and 2 rows where it has 3 at 12. Only a rival
 * that fits every trace too and disagrees at the target shows that the traces do not decide it.
 * So each decided value is tried against the grid rules the family lacks ({@link RivalRule}), and
 * against the family's own grid sides where they are constant over the traces (the family fits
 * those values with a constant and never asks the side: 2 rows at 4, 6, 8, 10 and 3 at 9), as
 * multiples a*side, as grid sides are in the family. The first that reproduces every traced value
 * and gives another integer at the target is returned, and the unit is not confirmed.
 */
public final class Rivals {
    private Rivals() {}

    /** A grid side as a function of the scale, with the library whose rule it is. */
    record Side(String text, String library, ToLongFunction<Scale> at) {}

    /** A side that fits every traced value as {@code a * side(P)} and gives {@code value} at the target. */
    record Rival(Side side, Fraction a, long value, String advice) {
        Long at(Scale s) {
            Fraction v = a.times(Fraction.of(side.at().applyAsLong(s)));
            return v.fitsLong() ? v.longValue() : null;
        }


        String text() {
            String t = side.text();
            String head = a.num().equals(java.math.BigInteger.ONE) ? t : a.num() + "*" + t;
            return a.isInteger() ? head : head + "/" + a.den();
        }
    }

    static final List<Side> RULES = java.util.Arrays.stream(RivalRule.values()).map(r -> new Side(r.text, r.library, s -> r.at(s.procs()))).toList();
    private static final List<Basis> FAMILY_SIDES = List.of(Basis.FLOOR_SQRT, Basis.GRID_SHORT, Basis.GRID_LONG, Basis.GA_GRID_ROWS, Basis.GA_GRID_COLS);

    static Rival against(long value, List<LawFit.Point> points, Scale target) {
        return against(value, points, target, sides(points));
    }

    /** The rules and the family's grid sides that are constant over the points' scales, in the order they are tried. */
    static List<Side> sides(List<LawFit.Point> points) {
        List<Side> sides = new ArrayList<>(RULES);
        for (Basis b : FAMILY_SIDES)
            if (points.stream().mapToLong(p -> b.at(p.at())).distinct().count() == 1) sides.add(new Side(b.text, library(b), b::at));
        return sides;
    }

    private static String library(Basis b) {
        return switch (b) {
            case GRID_SHORT, GRID_LONG -> "the squarest grid, MPICH's MPI_Dims_create(P, 2)";
            case GA_GRID_ROWS, GA_GRID_COLS -> "Global Arrays' grid";
            default -> "a rounded root";
        };
    }

    static Rival against(long value, List<LawFit.Point> points, Scale target, List<Side> sides) {
        for (Side r : sides) {
            LawFit.Point p = points.stream().filter(x -> r.at().applyAsLong(x.at()) > 0).findFirst().orElse(null);
            if (p == null) continue;
            Fraction a = Fraction.of(p.value()).over(Fraction.of(r.at().applyAsLong(p.at())));
            Fraction there = a.times(Fraction.of(r.at().applyAsLong(target)));
            if (a.isZero() || !there.fitsLong() || there.longValue() == value) continue; // agrees, or a trace at the target would refute it
            if (points.stream().allMatch(x -> a.times(Fraction.of(r.at().applyAsLong(x.at()))).equals(Fraction.of(x.value()))))
                return new Rival(r, a, there.longValue(), null);
        }
        return null;
    }

    /** The rival with the counts, not traced yet, where it and the law differ: a trace there tells which one the application follows. */
    static Rival withAdvice(Rival r, Law law, List<LawFit.Point> points, List<Scale> traced, Scale target) {
        if (r == null) return null;
        Advice adv = new Advice(points.stream().map(LawFit.Point::at).toList(), traced, target);
        String where = adv.text(p -> !java.util.Objects.equals(law.at(adv.scale(p)), r.at(adv.scale(p))), "tell them apart");
        return new Rival(r.side(), r.a(), r.value(), where != null ? where : "no count not traced yet below P=" + target.procs()
                + " tells them apart: only a trace at the target does");
    }

    /** "number of communicators: cp2k_rows(P) (CP2K's largest-gcd grid) fits every trace too and gives 2 at P=12, where grid_short(P) gives 3". */
    static String describe(String what, Rival r, Law law, long lawValue, Scale target) {
        // the same few texts for every unit of a loop (its count, its parent's position): made once each
        List<Object> key = List.of(what, r.text(), r.value(), target, law == null ? "" : law.toString(), lawValue, r.advice() == null ? "" : r.advice());
        String known = DESCRIBED.get(key);
        if (known != null) return known;
        if (DESCRIBED.size() > 4096) DESCRIBED.clear(); // a bound for long-lived callers; a run sees few
        String d = describeOnce(what, r, law, lawValue, target);
        DESCRIBED.put(key, d);
        return d;
    }

    private static final java.util.Map<List<Object>, String> DESCRIBED = new java.util.concurrent.ConcurrentHashMap<>();

    private static String describeOnce(String what, Rival r, Law law, long lawValue, Scale target) {
        return String.format(Locale.ROOT, "%s: %s (%s) fits every trace too and gives %d at P=%d, where %s gives %d%s", what, r.text(),
                r.side().library(), r.value(), target.procs(), law == null ? "the law" : law.toString(), lawValue,
                r.advice() == null ? "" : " (" + r.advice() + ")");
    }
}
