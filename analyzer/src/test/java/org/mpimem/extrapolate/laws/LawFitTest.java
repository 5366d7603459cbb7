package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LawFitTest {
    private static final Scale TARGET = new Scale(786_432, 16);

    private static List<LawFit.Point> points(long[] procs, long[] values) {
        return java.util.stream.IntStream.range(0, procs.length).mapToObj(i -> new LawFit.Point(new Scale(procs[i], 16), values[i])).toList();
    }

    @Test
    void walkersOfTwelveAfterAMasterFollowPOver12MinusOne() {
        LawFit.Result r = LawFit.decide(points(new long[] {768, 1536, 3072}, new long[] {63, 127, 255}), TARGET, false);
        assertTrue(r.ok(), r.refusal());
        assertEquals("P/12 - 1", r.law().toString());
        assertEquals(65_535, r.value());
    }

    @Test
    void powersOfTwoCannotTellPFromItsPowerOfTwoAndTheRefusalNamesATraceThatCan() {
        LawFit.Result r = LawFit.decide(points(new long[] {8, 16, 32}, new long[] {8, 16, 32}), TARGET, false);
        assertFalse(r.ok());
        assertTrue(r.refusal().contains("laws P (786432 at the target), pow2floor(P) (524288) and pow2ceil(P) (1048576) all fit"), r.refusal());
        // the advice keeps multiples of 8, as every trace is (9 would separate them too, and an 8-aligned application may not run there)
        assertTrue(r.refusal().contains("a trace at one of P=24 (ppn 16), P=40 (ppn 16), P=48 (ppn 16) would separate them (multiples of 8 as every trace is)"), r.refusal());
    }

    @Test
    void aSquareGridCountIsNotGuessedFromNonSquares() {
        // NPB BT/SP: floor(sqrt P)^2 active ranks is in no law of the family
        LawFit.Result r = LawFit.decide(points(new long[] {768, 1536, 3072}, new long[] {729, 1521, 3025}), TARGET, false);
        assertFalse(r.ok());
        assertTrue(r.refusal().startsWith("no law of the family fits 729 at P=768"), r.refusal());
    }

    @Test
    void twoParameterLawsNeedAThirdPointToBeChecked() {
        // 3 and 5 at P=8, 16 fit P/4 + 1 but nothing checks it: refused rather than trusted
        assertFalse(LawFit.decide(points(new long[] {8, 16}, new long[] {3, 5}), TARGET, false).ok());
        assertEquals("log2(P)", LawFit.decide(points(new long[] {8, 16, 64}, new long[] {3, 4, 6}),
                new Scale(1 << 20, 16), false).law().toString());
    }

    @Test
    void lawsInPpnAreUsedOnlyWhenTheTracesHaveTwoPpnValues() {
        List<LawFit.Point> pts = List.of(new LawFit.Point(new Scale(64, 4), 4), new LawFit.Point(new Scale(128, 8), 8),
                new LawFit.Point(new Scale(256, 16), 16));
        LawFit.Result r = LawFit.decide(pts, new Scale(1024, 32), true);
        assertFalse(r.ok()); // P/16 and ppn both fit 4, 8, 16 and disagree at P=1024 ppn=32
        assertEquals(2, LawFit.fits(pts, true).stream().filter(l -> l.at(new Scale(1024, 32)) != null).map(l -> l.at(new Scale(1024, 32))).distinct().count());
    }

    @Test
    void theSeparatingCountIsOneWhereSomeLawSurvives() {
        // P/3 and P/5 both lack an integer value at 2: a trace there would refute both, which settles nothing; at 3 P/3 is 1
        Law third = new Law(Basis.PROCS, new Fraction(java.math.BigInteger.ONE, java.math.BigInteger.valueOf(3)), Fraction.ZERO);
        Law fifth = new Law(Basis.PROCS, new Fraction(java.math.BigInteger.ONE, java.math.BigInteger.valueOf(5)), Fraction.ZERO);
        String advice = Separator.advise(List.of(third, fifth), List.of(new LawFit.Point(new Scale(1, 1), 0)), new Scale(120, 1));
        assertTrue(advice.startsWith("a trace at one of P=3 (one node), P=5 (one node), P=6 (one node) would separate them"), advice);
    }
}
