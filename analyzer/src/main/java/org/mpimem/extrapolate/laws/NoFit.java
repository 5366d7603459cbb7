package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.counts.Advice;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Why no law of the family fits a value's traced points, said so that the user knows what is
 * missing and whether another trace would help: with two points a two-parameter law is only
 * solved for, so a third trace settles it; with more, every law of the family is already
 * contradicted and no trace at another count can make one fit. Shapes the family lacks (squares
 * of a rounded root, divisors of P chosen for a process grid) are named when the values show them.
 */
final class NoFit {
    private NoFit() {}

    static String explain(List<LawFit.Point> points, List<Scale> traced, Scale target) {
        String head = "no law of the family fits " + LawFit.describe(points);
        if (points.size() < 3) {
            String more = new Advice(points.stream().map(LawFit.Point::at).toList(), traced, target).text(p -> true, "check it");
            return head + " with one parameter; a law a*x + b is solved for by " + points.size() + " points, not checked: "
                    + (more == null ? "a trace at another count would check it" : more);
        }
        String shape = shape(points);
        return head + (shape == null ? "" : " (" + shape + ")") + "; no further trace settles it: every law of the family ("
                + family() + ") is already contradicted by these values";
    }

    /** The family as Basis has it, so the refusal names every law tried. */
    private static String family() {
        String withB = java.util.Arrays.stream(Basis.values()).filter(Basis::takesIntercept)
                .map(b -> b == Basis.ONE ? "constant" : "a*" + b.text).collect(Collectors.joining(", "));
        String multiples = java.util.Arrays.stream(Basis.values()).filter(b -> !b.takesIntercept())
                .map(b -> "a*" + b.text).collect(Collectors.joining(", "));
        return withB + ", each + b; " + multiples;
    }

    private static String shape(List<LawFit.Point> points) {
        if (points.stream().allMatch(p -> p.value() > 1 && square(p.value())))
            return "squares " + points.stream().map(p -> Grids.floorSqrt(p.value()) + "^2").collect(Collectors.joining(", "))
                    + ", e.g. floor(sqrt P)^2: the square of a rounded root, which the family does not have";
        if (points.stream().allMatch(p -> p.value() > 1 && p.value() < p.at().procs() && p.at().procs() % p.value() == 0))
            return String.format(Locale.ROOT, "each divides P: P/value = %s, a process-grid side chosen among the divisors of P, "
                    + "which the family does not have", points.stream().map(p -> Long.toString(p.at().procs() / p.value())).collect(Collectors.joining(", ")));
        return null;
    }

    private static boolean square(long v) {
        long r = Grids.floorSqrt(v);
        return r * r == v;
    }
}
