package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.AlignedTrace;
import org.mpimem.extrapolate.align.InputBound;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.counts.OneNode;
import org.mpimem.extrapolate.counts.SharedProperties;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.laws.FieldLaw;
import org.mpimem.extrapolate.laws.IrregularFit;
import org.mpimem.extrapolate.laws.UnitFit;
import org.mpimem.extrapolate.report.EvidenceSummary;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.report.MemoryShare;
import org.mpimem.extrapolate.target.TargetBuilder;
import org.mpimem.trace.InputException;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceValidator;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * From traces of one application at a few process counts to its trace at any count: align the
 * traces unit by unit ({@link Units}), fit each unit's laws ({@link UnitFit}), build the target
 * trace from the laws ({@link TargetBuilder}). Exact where the traces determine the answer; a unit
 * they do not determine is left out and the report says why and which trace would settle it.
 */
public final class Extrapolator {
    private Extrapolator() {}

    public static Extrapolation extrapolate(List<Trace> traces, Scale target, MemoryShare share) {
        return extrapolate(traces, target, share, false);
    }

    /** With {@code scaleIrregular}, irregular units are scaled in shape and labelled estimates instead of refused. */
    public static Extrapolation extrapolate(List<Trace> traces, Scale target, MemoryShare share, boolean scaleIrregular) {
        return extrapolate(traces, target, share, scaleIrregular, false);
    }

    /**
     * With {@code estimateShared}, units refused because every trace shares a property the target lacks ({@link SharedProperties})
     * are written from their laws, labelled estimates.
     */
    public static Extrapolation extrapolate(List<Trace> traces, Scale target, MemoryShare share, boolean scaleIrregular, boolean estimateShared) {
        if (traces.size() < 2) throw new InputException("extrapolate needs traces at two or more process counts (three are better)");
        InputBound.check(traces);
        List<AlignedTrace> aligned = new ArrayList<>();
        for (Trace t : traces) aligned.add(new AlignedTrace(t));
        aligned.sort(Comparator.comparingLong(a -> a.scale.procs()));
        List<Scale> scales = aligned.stream().map(a -> a.scale).toList();
        if (scales.stream().map(Scale::procs).distinct().count() < scales.size())
            throw new InputException("two traces at the same process count: " + scales);
        boolean oneNode = OneNode.all(scales);
        boolean ppnVaries = !oneNode && scales.stream().map(Scale::ppn).distinct().count() > 1;
        List<String> notes = new ArrayList<>();
        if (traces.size() < 3) notes.add("only two traces: laws with two parameters (a*P + b) cannot be checked and are not used");
        if (oneNode && target.ppn() < target.procs()) notes.add(OneNode.note(target));
        else if (!oneNode && !ppnVaries && scales.get(0).ppn() != target.ppn())
            notes.add(String.format(Locale.ROOT, "every trace has ppn=%d: laws in ppn cannot be told apart from constants, so the target's "
                    + "ppn=%d assumes the communicators do not depend on ppn; trace at another ppn to check", scales.get(0).ppn(), target.ppn()));
        long traffic = traces.stream().mapToLong(t -> t.traffic().size()).sum();
        // the laws are fitted to communicators; traffic has none yet, and a target without it is an honest lower bound
        if (traffic > 0) notes.add("traffic records are not extrapolated: " + traffic + " dropped");
        TargetBuilder builder = new TargetBuilder(target);
        SharedProperties shared = new SharedProperties(scales, target);
        List<UnitReport> reports = new ArrayList<>();
        SameTexts texts = new SameTexts();
        List<Integer> refusedAt = new ArrayList<>(); // reports of refused units, whose memory shares are found together at the end
        List<List<List<org.mpimem.extrapolate.align.Item>>> refusedItems = new ArrayList<>();
        WrittenStatus status = new WrittenStatus(scales, target);
        int number = 0;
        List<Units.Unit> units = new ArrayList<>();
        // each unit's fit, kept from the split's test: fitting is most of extrapolate's time, once is enough
        java.util.Map<Units.Unit, UnitFit> fits = new java.util.IdentityHashMap<>();
        for (Units.Unit u : Units.of(aligned, target)) // a unit no law fits may be several calls behind one call site
            units.addAll(Calls.split(u, x -> fits.computeIfAbsent(x, y -> UnitFit.fit(y.site(), y.perTrace(), scales, target, ppnVaries)).ok()));
        if (oneNode) units = Units.refuseNodeUnits(units, target);
        for (Units.Unit unit : units) {
            number++;
            List<Integer> traced = unit.perTrace().stream().map(List::size).toList();
            UnitFit kept = fits.remove(unit); // dropped once used: a loop of 100,000 units kept them all
            UnitFit fit = unit.refusal() != null ? null : kept != null ? kept : UnitFit.fit(unit.site(), unit.perTrace(), scales, target, ppnVaries);
            String why = fit == null ? unit.refusal() : fit.ok() ? null : fit.refusal;
            String guarded = why == null ? shared.refusal(unit.perTrace()) : null;
            if (guarded != null && !estimateShared) why = guarded;
            if (why == null) why = builder.add(fit);
            if (why != null && fit != null && fit.irregular && scaleIrregular) {
                IrregularFit est = IrregularFit.fit(unit.site(), unit.perTrace(), scales, target, ppnVaries);
                String no = est.refusal != null ? est.refusal : builder.addIrregular(est);
                if (no == null) {
                    status.record(unit.site(), UnitReport.Status.ESTIMATE, number);
                    reports.add(new UnitReport(number, unit.site(), UnitReport.Status.ESTIMATE, traced, est.count.value(),
                            est.count.law().toString(), 1, List.of(est.laws()), null, List.of(),
                            "estimate (--scale-irregular): irregular member lists; count and size follow the laws, the member orders are seeded random ones", false));
                    continue;
                }
                why = no;
            }
            if (why != null) builder.refused(unit.site());
            if (why == null) reports.add(texts.of(status.written(number, unit, fit, guarded, traced, laws(fit))));
            else {
                UnitReport.Status s = fit != null && fit.irregular ? UnitReport.Status.IRREGULAR : UnitReport.Status.REFUSED;
                refusedAt.add(reports.size());
                refusedItems.add(unit.perTrace());
                reports.add(new UnitReport(number, unit.site(), s, traced, -1, null, 0, List.of(), why, List.of(), null, false));
            }
        }
        if (share != null && !refusedAt.isEmpty()) { // every refused unit's share from one tagged replay per trace and design
            List<List<String>> shares = share.ofEach(aligned, refusedItems);
            for (int i = 0; i < refusedAt.size(); i++) {
                UnitReport r = reports.get(refusedAt.get(i));
                reports.set(refusedAt.get(i), new UnitReport(r.number(), r.site(), r.status(), r.tracedEvents(), r.targetEvents(), r.countLaw(),
                        r.period(), r.fieldLaws(), r.reason(), shares.get(i), r.evidence(), r.heldOutPredicted()));
            }
        }
        Trace out = builder.build(EvidenceSummary.source(scales, target, reports));
        TraceValidator.validate(out);
        return new Extrapolation(out, target, scales, reports, notes);
    }

    private static List<List<String>> laws(UnitFit f) {
        List<List<String>> out = new ArrayList<>();
        for (FieldLaw[] row : f.laws) {
            List<String> l = new ArrayList<>();
            for (FieldLaw x : row) l.add(x.name() + " = " + x.text());
            out.add(l);
        }
        return out;
    }
}
