package org.mpimem.measure.growth;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Growth per added process at one ppn, measured and modelled, each a straight line over the
 * process counts (the done-means of a design: its slope within 5 % of the library's).
 * {@code differenceResidual} is how far measured less modelled strays from a line: small when the
 * design's own curve (trees that deepen with log P) explains the measured one; NaN when the two
 * sides' counts do not pair up.
 */
public record Slope(int ppn, double measured, double modelled, double measuredResidual, int points, double differenceResidual) {
    /** Below this many bytes per added process both sides count as not growing. */
    static final double FLAT = 1.0;
    static final double TOLERANCE = 0.05;

    public enum Verdict { AGREES, DIFFERS, NOT_LINEAR }

    /**
     * NOT_LINEAR when the measured points stray from their line by more than 5 % of the growth
     * they span (and more than 64 B), and measured less modelled strays as far: state that lands
     * at some counts and not at others, which no slope describes and which must not be mistaken
     * for growth. A curve the design draws too (contacts along trees that deepen with log P) is
     * compared by its slope like a line.
     */
    public Verdict verdict(int spanProcesses) {
        if (strays(measuredResidual, spanProcesses) && !followsDesign(spanProcesses)) return Verdict.NOT_LINEAR;
        if (Math.abs(measured) < FLAT && Math.abs(modelled) < FLAT) return Verdict.AGREES;
        return Math.abs(modelled - measured) <= TOLERANCE * Math.abs(measured) ? Verdict.AGREES : Verdict.DIFFERS;
    }

    /**
     * The measured points stray from their line, but by the design's own curve: measured less
     * modelled is on a line, and the design accounts for at least half of the straying (a
     * difference of 62 B off its line beside points 89 B off theirs is noise on both sides,
     * ScaLAPACK's xdinv under pml/ucx at 6, 12, 24 x 3).
     */
    public boolean followsDesign(int spanProcesses) {
        return strays(measuredResidual, spanProcesses) && !Double.isNaN(differenceResidual) && !strays(differenceResidual, spanProcesses)
                && differenceResidual <= measuredResidual / 2;
    }

    private boolean strays(double residual, int spanProcesses) {
        return residual > 64 && residual > TOLERANCE * Math.abs(measured) * spanProcesses;
    }

    static Slope of(int ppn, List<Sample> measured, List<Sample> modelled) {
        Terms m = Terms.fit(measured), d = Terms.fit(modelled);
        return new Slope(ppn, m.perProcess(), d.perProcess(), m.maxResidual(), measured.size(), differenceResidual(measured, modelled));
    }

    /** Measured less modelled at each count, fitted to a line; NaN when the counts do not pair up. */
    private static double differenceResidual(List<Sample> measured, List<Sample> modelled) {
        Map<Integer, Double> design = new HashMap<>();
        for (Sample s : modelled) design.put(s.np(), s.bytes());
        if (design.size() != modelled.size() || measured.size() != modelled.size()) return Double.NaN;
        List<Sample> diff = new ArrayList<>();
        for (Sample s : measured) {
            Double b = design.get(s.np());
            if (b == null) return Double.NaN;
            diff.add(new Sample(s.np(), s.ppn(), s.bytes() - b));
        }
        return Terms.fit(diff).maxResidual();
    }
}
