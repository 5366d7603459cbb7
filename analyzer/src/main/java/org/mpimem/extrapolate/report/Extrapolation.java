package org.mpimem.extrapolate.report;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.trace.Trace;

import java.util.List;

/** The target trace (of the units that could be extrapolated) and the report of every unit. */
public record Extrapolation(Trace trace, Scale target, List<Scale> inputs, List<UnitReport> units, List<String> notes) {
    public boolean complete() {
        return units.stream().allMatch(UnitReport::built);
    }

    public long refused() {
        return units.stream().filter(u -> !u.built()).count();
    }

    /** Units written though not exact (--scale-irregular, --estimate-shared): the trace is then an estimate. */
    public long estimated() {
        return EvidenceSummary.count(units, UnitReport.Status.ESTIMATE);
    }

    /** Units whose laws each trace, held out in turn, confirmed ({@link org.mpimem.extrapolate.evidence.HeldOut}). */
    public long confirmed() {
        return EvidenceSummary.count(units, UnitReport.Status.CONFIRMED);
    }
}
