package org.mpimem.extrapolate.report;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.counts.TracedRange;
import org.mpimem.extrapolate.evidence.UnitReport;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What an extrapolation rests on, said once for the whole trace: the traced range, that every unit
 * written beyond its largest count assumes its law continues there (no trace can show a rule that
 * changes above it: NWChem's eigensolver grid stops growing at 16 processes, so nothing written
 * there is confirmed), and how many units are confirmed, fitted (and how many of those predicted
 * every held-out trace), estimated and refused. Written into the trace's source line, the text report's
 * head and the JSON report's fields, so that a script can tell a confirmed unit from a fitted one.
 */
public final class EvidenceSummary {
    private EvidenceSummary() {}

    public static String source(List<Scale> inputs, Scale target, List<UnitReport> units) {
        long estimates = count(units, UnitReport.Status.ESTIMATE);
        return String.format(Locale.ROOT, "extrapolated from %s to P=%d ppn=%d%s%s; %s; units: %s", from(inputs), target.procs(), target.ppn(),
                units.stream().allMatch(UnitReport::built) ? "" : " (partial: refused units left out)",
                estimates == 0 ? "" : " (ESTIMATE: " + estimates + " unit(s) written though not exact, see the report)",
                assumption(inputs, target), counts(units));
    }

    /** The traced range and what the target assumes beyond it. */
    static String assumption(List<Scale> inputs, Scale target) {
        TracedRange range = TracedRange.of(inputs);
        return range.contains(target)
                ? String.format(Locale.ROOT, "traced range %s, the target inside it", range)
                : String.format(Locale.ROOT, "traced range %s: every unit written for %s assumes its laws continue beyond it, "
                + "which no trace can check, so none is confirmed there", range, target);
    }

    public static String counts(List<UnitReport> units) {
        long fittedPredicted = fittedHeldOutPredicted(units);
        return String.format(Locale.ROOT, "%d confirmed, %d fitted%s, %d estimate, %d refused", count(units, UnitReport.Status.CONFIRMED),
                count(units, UnitReport.Status.FITTED), fittedPredicted == 0 ? "" : " (" + fittedPredicted + " of them predicted every held-out trace)",
                count(units, UnitReport.Status.ESTIMATE), units.stream().filter(u -> !u.built()).count());
    }

    /** Fitted units whose held-out traces were all predicted: fitted only because the target is beyond the traced range. */
    static long fittedHeldOutPredicted(List<UnitReport> units) {
        return units.stream().filter(u -> u.status() == UnitReport.Status.FITTED && u.heldOutPredicted()).count();
    }

    /** The JSON report's evidence fields (each line starts with a comma). */
    static String json(Extrapolation x) {
        List<Scale> in = x.inputs();
        TracedRange range = TracedRange.of(in);
        return String.format(Locale.ROOT, ",%n  \"tracedRange\": {\"min\": %d, \"max\": %d},%n  \"beyondTracedRange\": %b,%n"
                + "  \"assumption\": %s,%n  \"statusCounts\": {\"confirmed\": %d, \"fitted\": %d, \"estimate\": %d, \"refused\": %d},%n"
                + "  \"fittedHeldOutPredicted\": %d",
                range.minProcs(), range.maxProcs(), !range.contains(x.target()), org.mpimem.report.JsonReport.str(assumption(in, x.target())),
                count(x.units(), UnitReport.Status.CONFIRMED), count(x.units(), UnitReport.Status.FITTED),
                count(x.units(), UnitReport.Status.ESTIMATE), x.units().stream().filter(u -> !u.built()).count(), fittedHeldOutPredicted(x.units()));
    }

    static String from(List<Scale> inputs) {
        return inputs.stream().map(s -> "P=" + s.procs()).collect(Collectors.joining(", "));
    }

    static long count(List<UnitReport> units, UnitReport.Status s) {
        return units.stream().filter(u -> u.status() == s).count();
    }
}
