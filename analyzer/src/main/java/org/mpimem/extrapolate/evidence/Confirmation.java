package org.mpimem.extrapolate.evidence;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.counts.TracedRange;
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
 * called confirmed. Inside the range too, a rule that agrees with the chosen law at every trace
 * is invisible to the held-out checks (CP2K's grid and the squarest one at 8, 16, 18, 24, 32, not
 * at 12): a unit with a rival that fits every trace and disagrees at the target ({@link org.mpimem.extrapolate.laws.Rivals})
 * is fitted, and its evidence names the rival and what it would give.
 */
public final class Confirmation {
    private Confirmation() {}

    public static UnitReport.Status status(HeldOut.Evidence e, List<Scale> inputs, Scale target, List<String> rivals) {
        return e.predicted() && rivals.isEmpty() && TracedRange.of(inputs).contains(target) ? UnitReport.Status.CONFIRMED : UnitReport.Status.FITTED;
    }

    public static String evidence(HeldOut.Evidence e, List<Scale> inputs, Scale target, List<String> rivals) {
        TracedRange range = TracedRange.of(inputs);
        String text = e.text();
        if (e.predicted() && !range.contains(target))
            text += String.format(Locale.ROOT, "; fitted, not confirmed: %s is outside the traced range %s, which the held-out "
                    + "checks cover; no trace there checks that the laws continue", target, range);
        if (!rivals.isEmpty())
            text += "; " + (e.predicted() && range.contains(target) ? "fitted, not confirmed: " : "") + "a rival rule fits every trace as well "
                    + "and disagrees at the target, which the traces cannot tell apart: " + String.join("; ", rivals);
        return text;
    }
}
