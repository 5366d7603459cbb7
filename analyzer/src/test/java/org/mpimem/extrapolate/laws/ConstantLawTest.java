package org.mpimem.extrapolate.laws;

import org.junit.jupiter.api.Test;
import org.mpimem.extrapolate.align.Scale;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A value equal at every trace is decided without trying each law, and the decision is the one trying each law gives. */
class ConstantLawTest {
    /** The decision as the report reads it: law, value, refusal, and the rival's side, factor, value and advice. */
    private static String described(LawFit.Result r) {
        Rivals.Rival v = r.rival();
        return r.law() + " | " + r.value() + " | " + r.refusal() + " | "
                + (v == null ? "no rival" : v.text() + " " + v.a() + " " + v.value() + " " + v.advice());
    }

    @Test
    void equalValuesAreDecidedAsTryingEveryLawDecidesThem() {
        SplittableRandom rnd = new SplittableRandom(29);
        int rivals = 0;
        for (int run = 0; run < 400; run++) {
            int ppn = new int[] {1, 4, 16}[rnd.nextInt(3)];
            List<Scale> scales = new ArrayList<>();
            long p = 1 + rnd.nextInt(8);
            for (int i = 0, n = 2 + rnd.nextInt(3); i < n; i++) {
                p += 1 + rnd.nextInt(40);
                int q = rnd.nextInt(4) == 0 ? new int[] {1, 2, 8}[rnd.nextInt(3)] : ppn; // now and then a trace at another ppn
                scales.add(new Scale(p * q, q));
            }
            Scale target = rnd.nextBoolean() ? new Scale(ppn * (1 + rnd.nextLong(1L << 16)), ppn) : new Scale(scales.get(0).procs() * 3, ppn);
            long v = new long[] {0, 1, 2, -3, 7, 1L << 40, rnd.nextLong(1000)}[rnd.nextInt(7)];
            List<LawFit.Point> points = scales.stream().map(s -> new LawFit.Point(s, v)).toList();
            boolean ppnVaries = rnd.nextBoolean();
            LawFit.Result fast = ConstantLaw.decide(points, scales, target);
            assertNotNull(fast);
            assertEquals(described(LawFit.decideEachLaw(points, scales, target, ppnVaries)), described(fast), scales + " -> " + target + ", value " + v);
            if (fast.rival() != null) rivals++;
        }
        assertTrue(rivals > 10, "rivals exercised: " + rivals); // the comparison covers the rival and its advice, not only the law
    }

    @Test
    void unequalValuesAndSinglePointsAreLeftToTheFullDecision() {
        Scale t = new Scale(1024, 4);
        assertNull(ConstantLaw.decide(List.of(new LawFit.Point(new Scale(8, 4), 3), new LawFit.Point(new Scale(16, 4), 4)), List.of(), t));
        assertNull(ConstantLaw.decide(List.of(new LawFit.Point(new Scale(8, 4), 3)), List.of(), t));
    }
}
