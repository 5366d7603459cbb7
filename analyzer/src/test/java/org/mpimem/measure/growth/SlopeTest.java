package org.mpimem.measure.growth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The verdict of a design's growth against the library's: 5 % either way, flat below a byte, not linear when points stray. */
class SlopeTest {

    private static Slope slope(double measured, double modelled, double residual) {
        return new Slope(2, measured, modelled, residual, 4);
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
}
