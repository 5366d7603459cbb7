package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.ParentMembers;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.Confirmation;
import org.mpimem.extrapolate.evidence.HeldOut;
import org.mpimem.extrapolate.evidence.StatusCap;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.laws.UnitFit;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The status and evidence of each written unit, in trace order: held out ({@link HeldOut}), then
 * confirmed only inside the traced range and without a rival rule ({@link Confirmation}), an
 * estimate when written though not exact or when its members are an estimate's, and never surer
 * than the units whose communicators it takes or frees ({@link StatusCap}).
 */
final class WrittenStatus {
    private final List<Scale> scales;
    private final Scale target;
    private final Set<String> estimates = new HashSet<>(); // sites written as estimates: what takes their members is one too
    private final StatusCap caps = new StatusCap();

    WrittenStatus(List<Scale> scales, Scale target) {
        this.scales = scales;
        this.target = target;
    }

    /** The report of a unit written from {@code fit}; {@code guarded}: the shared-property refusal it was written despite. */
    UnitReport written(int number, Units.Unit unit, UnitFit fit, String guarded, List<Integer> traced, List<List<String>> laws) {
        HeldOut.Evidence e = guarded != null ? null : HeldOut.check(unit.site(), unit.perTrace(), scales);
        String parentEstimate = guarded != null ? null : ParentMembers.estimatedParent(unit.perTrace(), estimates);
        UnitReport.Status s = e == null || parentEstimate != null ? UnitReport.Status.ESTIMATE : Confirmation.status(e, scales, target, fit.rivals);
        String evidence = e == null ? "estimate (--estimate-shared): " + guarded : parentEstimate != null
                ? "estimate: its members are its parent's, as MPI defines them, and its parent is an estimate (" + parentEstimate + ")"
                : Confirmation.evidence(e, scales, target, fit.rivals);
        StatusCap.Capped c = caps.cap(s, unit.site(), unit.perTrace());
        if (c.why() != null) {
            s = c.status();
            evidence += "; " + c.why();
        }
        record(unit.site(), s, number);
        return new UnitReport(number, unit.site(), s, traced, fit.events(), fit.countText(), fit.period, laws, null, List.of(),
                evidence, e != null && e.predicted());
    }

    /** A unit written with status {@code s} ({@code --scale-irregular} writes estimates without a fit). */
    void record(String site, UnitReport.Status s, int number) {
        if (s == UnitReport.Status.ESTIMATE) estimates.add(site);
        caps.written(site, s, number);
    }
}
