package org.mpimem.extrapolate;

import java.util.List;
import java.util.Locale;

/**
 * Whether a written unit is confirmed at the target. Leave-one-out ({@link HeldOut}) checks the
 * laws only where there are traces: a law that predicted every held-out trace from 4 to 16 can
 * still change above 16 (NWChem's eigensolver grid stops growing there; Quantum ESPRESSO's ortho
 * grid takes every second process once a pool has 8), and no method sees that from below. So a
 * unit is confirmed only when its held-out traces were predicted and the target lies inside the
 * traced range, in P and in ppn; beyond it the unit is fitted, and its evidence says that the
 * held-out checks passed but do not reach the target. Nothing written beyond the largest trace is
 * called confirmed.
 */
final class Confirmation {
    private Confirmation() {}

    static UnitReport.Status status(HeldOut.Evidence e, List<Scale> inputs, Scale target) {
        return e.predicted() && TracedRange.of(inputs).contains(target) ? UnitReport.Status.CONFIRMED : UnitReport.Status.FITTED;
    }

    static String evidence(HeldOut.Evidence e, List<Scale> inputs, Scale target) {
        TracedRange range = TracedRange.of(inputs);
        if (!e.predicted() || range.contains(target)) return e.text();
        return e.text() + String.format(Locale.ROOT, "; fitted, not confirmed: %s is outside the traced range %s, which the held-out "
                + "checks cover; no trace there checks that the laws continue", target, range);
    }
}
