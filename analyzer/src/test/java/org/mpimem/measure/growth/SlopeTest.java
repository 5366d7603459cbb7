package org.mpimem.measure.growth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The verdict of a design's growth against the library's: 5 % either way, flat below a byte, not
 * linear when points stray from their line and from the design's curve alike.
 */
class SlopeTest {

    private static Slope slope(double measured, double modelled, double residual) {
        return new Slope(2, measured, modelled, residual, 4, Double.NaN); // no point-by-point comparison
    }

    @Test
    void withinFivePercentAgrees() {
        assertEquals(Slope.Verdict.AGREES, slope(711, 700, 0).verdict(56));
        assertEquals(Slope.Verdict.AGREES, slope(711, 746, 0).verdict(56));
        assertEquals(Slope.Verdict.DIFFERS, slope(711, 24, 0).verdict(56));
        assertEquals(Slope.Verdict.DIFFERS, slope(711, 750, 0).verdict(56));
        assertEquals(Slope.Verdict.AGREES, slope(0.4, 0, 0).verdict(56), "neither grows");
        assertEquals(Slope.Verdict.DIFFERS, slope(0, 8, 0).verdict(56), "the model grows where the library does not");
    }

    @Test
    void strayPointsAreNotLinear() {
        assertEquals(Slope.Verdict.NOT_LINEAR, slope(100, 100, 2000).verdict(56), "2 KB off a line that spans 5.6 KB");
        assertEquals(Slope.Verdict.AGREES, slope(100, 100, 60).verdict(56), "64 B of noise is not a verdict");
    }

    @Test
    void fittedFromSamples() {
        List<Sample> m = List.of(new Sample(8, 2, 1000 + 8 * 711), new Sample(64, 2, 1000 + 64 * 711));
        List<Sample> d = List.of(new Sample(8, 2, 8 * 24), new Sample(64, 2, 64 * 24));
        Slope s = Slope.of(2, m, d);
        assertEquals(711, s.measured(), 1e-9);
        assertEquals(24, s.modelled(), 1e-9);
    }

    /** Contacts along a tree that deepens with log2 P, as coll/tuned's broadcasts make them: not a line. */
    private static List<Sample> tree(double constant, double perProcess, double perLevel) {
        List<Sample> out = new java.util.ArrayList<>();
        for (int np : new int[] {8, 16, 32, 64})
            out.add(new Sample(np, 2, constant + perProcess * np + perLevel * (31 - Integer.numberOfLeadingZeros(np))));
        return out;
    }

    @Test
    void aCurveTheDesignDrawsTooIsJudgedBySlope() {
        Slope s = Slope.of(2, tree(6385, 8, 32_000), tree(800, 8, 32_000));
        assertEquals(Slope.Verdict.AGREES, s.verdict(56), s.toString());
        assertEquals(true, s.followsDesign(56));
        Slope other = Slope.of(2, tree(6385, 8, 32_000), tree(800, 8, 0));
        assertEquals(Slope.Verdict.NOT_LINEAR, other.verdict(56), "the design draws a line: the measured curve is its own");
        List<Sample> landing = new java.util.ArrayList<>(tree(6385, 8, 32_000));
        landing.set(1, new Sample(16, 2, landing.get(1).bytes() - 18_400)); // one-time state missing at 16 processes only
        assertEquals(Slope.Verdict.NOT_LINEAR, Slope.of(2, landing, tree(800, 8, 32_000)).verdict(56));
    }

    @Test
    void aDesignThatExplainsLittleOfTheStrayingDoesNotMakeItJudged() {
        // xdinv's row split under pml/ucx, 6, 12, 24 x 3: the fewest-keeping process's measured and modelled bytes
        List<Sample> measured = List.of(new Sample(6, 3, 6187), new Sample(12, 3, 6235), new Sample(24, 3, 6747));
        List<Sample> modelled = List.of(new Sample(6, 3, 824), new Sample(12, 3, 872), new Sample(24, 3, 1672));
        Slope s = Slope.of(3, measured, modelled);
        assertEquals(Slope.Verdict.NOT_LINEAR, s.verdict(18), s.toString());
    }

    /** The oracle: measured = the design's curve plus a constant, whatever the curve, is the design's growth. */
    @Property(tries = 300)
    void theDesignsCurveShiftedAgrees(@ForAll @IntRange(min = 0, max = 5_000_000) int constant, @ForAll @IntRange(min = 2, max = 4096) int perProcess,
                                      @ForAll @IntRange(max = 200_000) int perLevel) {
        List<Sample> design = tree(0, perProcess, perLevel), measured = tree(constant, perProcess, perLevel);
        assertEquals(Slope.Verdict.AGREES, Slope.of(2, measured, design).verdict(56));
    }
}
