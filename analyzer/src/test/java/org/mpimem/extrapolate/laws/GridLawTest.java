package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Process-grid sides as laws: the squarest grid, Global Arrays' 1:4 grid, and the rounded root they can be confused with. */
class GridLawTest {
    private static final Scale BIG = new Scale(786_432, 16);

    private static List<LawFit.Point> points(long[] procs, long[] values) {
        return IntStream.range(0, procs.length).mapToObj(i -> new LawFit.Point(new Scale(procs[i], 16), values[i])).toList();
    }

    @Test
    void theSquarestGridsShortSideIsALawThatATraceAtACubeTellsFromAffineOnes() {
        // the nwchem profile's nprow: 24, 32, 48 at 768, 1536, 3072 (768 = 2^8 * 3: no root), which P/96 + 16 fits too;
        // a trace at 784 = 28^2 settles it whatever it shows; the advice keeps multiples of 768, as the traces are: 3840 settles it too
        LawFit.Result r = LawFit.decide(points(new long[] {768, 1536, 3072}, new long[] {24, 32, 48}), BIG, false);
        assertFalse(r.ok());
        assertTrue(r.refusal().contains("laws P/96 + 16 (8208 at the target), pow2floor(P)/64 + 16 (8208), pow2ceil(P)/128 + 16 (8208), grid_short(P) (768) "
                + "and ga_grid_cols(P)/2 (768) all fit"), r.refusal());
        assertEquals(3840, separating(r.refusal()));
        r = LawFit.decide(points(new long[] {768, 784, 1536, 3072}, new long[] {24, 28, 32, 48}), BIG, false);
        assertTrue(r.ok(), r.refusal());
        assertEquals("grid_short(P)", r.law().toString());
        assertEquals(768, r.value());
        assertEquals(1024, LawFit.decide(points(new long[] {768, 784, 1536, 3072}, new long[] {32, 28, 48, 64}), BIG, false).value());
    }

    @Test
    void aGridSideAndTheRoundedRootThatAgreeOnTheTracesAreRefusedWhereTheyDisagree() {
        List<LawFit.Point> pts = points(new long[] {4, 8, 12}, new long[] {2, 2, 3}); // grid_short and floor(sqrt) both
        assertEquals(4, LawFit.decide(pts, new Scale(16, 16), false).value()); // they agree at 16
        LawFit.Result r = LawFit.decide(pts, BIG, false);
        assertFalse(r.ok());
        assertTrue(r.refusal().contains("laws floor(sqrt(P)) (886 at the target), grid_short(P) (768) and ga_grid_cols(P)/2 (768) all fit"), r.refusal());
        long sep = separating(r.refusal());
        assertFalse(Basis.FLOOR_SQRT.at(new Scale(sep, 16)) == Basis.GRID_SHORT.at(new Scale(sep, 16)), "the named count separates them");
        for (long p = 16; p < sep; p += 4) assertEquals(Basis.FLOOR_SQRT.at(new Scale(p, 16)), Basis.GRID_SHORT.at(new Scale(p, 16)),
                "the smallest multiple of 4 (every trace is one) that separates them");
    }

    @Test
    void nwchemsGlobalArraysGridIsRefusedWhereTwoGridRulesDisagreeAndDecidedByTheTraceNamed() {
        // NWChem's diagonaliser grids in the real traces: 1 x 4, 2 x 4, 2 x 6, 2 x 8 at 4, 8, 12, 16
        LawFit.Result rows = LawFit.decide(points(new long[] {4, 8, 12}, new long[] {1, 2, 2}), BIG, false);
        assertFalse(rows.ok()); // pow2floor(P)/4 and grid_long(P)/2 fit too: a trace at 5 leaves pow2floor(P)/4, one at 6 settles it
        assertTrue(rows.refusal().startsWith("laws pow2floor(P)/4 (131072 at the target), grid_long(P)/2 (512) and ga_grid_rows(P) (512) all fit"), rows.refusal());
        assertEquals(16, separating(rows.refusal())); // 6 settles it too, but 16 keeps the multiples of 4 every trace is
        assertEquals(2, LawFit.decide(points(new long[] {4, 6, 8, 12}, new long[] {1, 2, 2, 2}), new Scale(16, 16), false).value());
        assertEquals(512, LawFit.decide(points(new long[] {4, 8, 12, 16}, new long[] {1, 2, 2, 2}), BIG, false).value());
        List<LawFit.Point> cols = points(new long[] {4, 8, 12}, new long[] {4, 4, 6});
        assertEquals(8, LawFit.decide(cols, new Scale(16, 16), false).value());
        LawFit.Result r = LawFit.decide(cols, BIG, false);
        assertFalse(r.ok());
        assertTrue(r.refusal().contains("laws 2*floor(sqrt(P)) (1772 at the target), 2*grid_short(P) (1536) and ga_grid_cols(P) (1536) all fit"), r.refusal());
        assertEquals(28, separating(r.refusal())); // 5 would too, but 28 keeps the multiples of 4
        LawFit.Result with5 = LawFit.decide(points(new long[] {4, 5, 8, 12}, new long[] {4, 5, 4, 6}), BIG, false);
        assertEquals("ga_grid_cols(P)", with5.law().toString());
        assertEquals(1536, with5.value());
    }

    @Test
    void atEightTwelveAndSixteenPIsAlsoFourTimesARoundedRootSoATraceAtNineIsNamed() {
        // floor(sqrt P) = P/4 at 8, 12, 16: three small traces cannot tell P from 4*floor(sqrt P), or from two grid sides
        LawFit.Result r = LawFit.decide(points(new long[] {8, 12, 16}, new long[] {8, 12, 16}), new Scale(20, 20), false);
        assertFalse(r.ok());
        assertTrue(r.refusal().startsWith("laws P (20 at the target), 4*floor(sqrt(P)) (16), 4*grid_short(P) (16) and 2*ga_grid_cols(P) (10) all fit"), r.refusal());
        assertEquals(9, separating(r.refusal()));
        assertEquals("P", LawFit.decide(points(new long[] {8, 12, 24}, new long[] {8, 12, 24}), new Scale(28, 28), false).law().toString());
    }

    @Property
    void gridSidesMultiplyToPShortSideFirst(@ForAll @LongRange(min = 1, max = 1_000_000) long p) {
        Scale s = new Scale(p, 1);
        assertEquals(p, Basis.GRID_SHORT.at(s) * Basis.GRID_LONG.at(s));
        assertEquals(p, Basis.GA_GRID_ROWS.at(s) * Basis.GA_GRID_COLS.at(s));
        assertTrue(Basis.GRID_SHORT.at(s) <= Basis.FLOOR_SQRT.at(s) && Basis.GA_GRID_ROWS.at(s) <= Basis.GA_GRID_COLS.at(s));
    }

    private static long separating(String refusal) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("a trace at (?:one of )?P=(\\d+)").matcher(refusal);
        assertTrue(m.find(), refusal);
        return Long.parseLong(m.group(1));
    }
}
