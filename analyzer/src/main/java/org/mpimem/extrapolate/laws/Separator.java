package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.counts.Advice;
import java.util.List;
import java.util.Objects;

/**
 * The process counts a user could trace at ({@link Advice}: from the smallest traced one up to the
 * target, keeping what every trace shares) where laws that fit every trace but disagree at the
 * target give different values: the extra traces that settle which one holds. A law with no
 * integer value there counts as different: a trace there refutes it. With several fitting laws the
 * counts named settle the target whatever value the trace shows (the laws left, those giving that
 * value, all agree there); failing that, counts that remove one (three grid rules fitting 1, 2, 2
 * at 4, 8, 12: a trace at 5 leaves two that still disagree, one at 6 settles it).
 */
final class Separator {
    private Separator() {}

    /** The advice, or null when no count up to the target separates the laws. */
    static String advise(List<Law> laws, List<LawFit.Point> points, Scale target) {
        return advise(laws, points, points.stream().map(LawFit.Point::at).toList(), target);
    }

    /** {@code traced}: every traced scale, also those that show none of the points (never advised again). */
    static String advise(List<Law> laws, List<LawFit.Point> points, List<Scale> traced, Scale target) {
        Advice advice = new Advice(points.stream().map(LawFit.Point::at).toList(), traced, target);
        java.util.function.LongPredicate settles = p -> judge(laws, target, advice.scale(p)) == 2;
        String settle = advice.text(settles, "separate them");
        if (settle != null) return settle;
        String one = advice.text(p -> judge(laws, target, advice.scale(p)) == 1, "rule out one of them (not enough alone: trace again where the report then says)");
        String silent = advice.silent(settles);
        return one != null ? one + silent : silent.isEmpty() ? null : "no count not traced yet separates them" + silent;
    }

    /** 2 when a trace at s settles the laws' value at the target, 1 when it rules out one law, 0 when neither. */
    static int judge(List<Law> laws, Scale target, Scale s) {
        Long[] there = laws.stream().map(l -> l.at(target)).toArray(Long[]::new);
        Long[] here = laws.stream().map(l -> l.at(s)).toArray(Long[]::new);
        if (java.util.Arrays.stream(here).allMatch(Objects::isNull)) return 0; // a trace there refutes them all: it settles nothing
        boolean separates = false, settles = true;
        for (int i = 0; i < laws.size(); i++)
            for (int j = i + 1; j < laws.size(); j++) {
                if (Objects.equals(there[i], there[j]) || here[i] == null && here[j] == null) continue; // agree, or both refuted
                if (Objects.equals(here[i], here[j])) settles = false;
                else separates = true;
            }
        return settles ? 2 : separates ? 1 : 0;
    }
}
