package org.mpimem.measure.growth;

import java.util.List;

/**
 * Growth per added process at one ppn, measured and modelled, each a straight line over the
 * process counts (the done-means of a design: its slope within 5 % of the library's).
 */
public record Slope(int ppn, double measured, double modelled, double measuredResidual, int points) {
    /** Below this many bytes per added process both sides count as not growing. */
    static final double FLAT = 1.0;
    static final double TOLERANCE = 0.05;

    public enum Verdict { AGREES, DIFFERS, NOT_LINEAR }

    /**
     * NOT_LINEAR when the measured points stray from their line by more than 5 % of the growth
     * they span (and more than 64 B): state that lands at some counts and not at others, which no
     * slope describes and which must not be mistaken for growth.
     */
    public Verdict verdict(int spanProcesses) {
        if (measuredResidual > 64 && measuredResidual > TOLERANCE * Math.abs(measured) * spanProcesses) return Verdict.NOT_LINEAR;
        if (Math.abs(measured) < FLAT && Math.abs(modelled) < FLAT) return Verdict.AGREES;
        return Math.abs(modelled - measured) <= TOLERANCE * Math.abs(measured) ? Verdict.AGREES : Verdict.DIFFERS;
    }

    static Slope of(int ppn, List<Sample> measured, List<Sample> modelled) {
        Terms m = Terms.fit(measured), d = Terms.fit(modelled);
        return new Slope(ppn, m.perProcess(), d.perProcess(), m.maxResidual(), measured.size());
    }
}
