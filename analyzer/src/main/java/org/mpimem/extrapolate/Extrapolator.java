package org.mpimem.extrapolate;

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
        TargetBuilder builder = new TargetBuilder(target);
        List<UnitReport> reports = new ArrayList<>();
        int number = 0;
        List<Units.Unit> units = new ArrayList<>();
        for (Units.Unit u : Units.of(aligned)) // a unit no law fits may be several calls behind one call site
            units.addAll(Calls.split(u, x -> UnitFit.fit(x.site(), x.perTrace(), scales, target, ppnVaries).ok()));
        if (oneNode) units = OneNode.refuseNodeUnits(units, target);
        for (Units.Unit unit : units) {
            number++;
            List<Integer> traced = unit.perTrace().stream().map(List::size).toList();
            UnitFit fit = unit.refusal() == null ? UnitFit.fit(unit.site(), unit.perTrace(), scales, target, ppnVaries) : null;
            String why = fit == null ? unit.refusal() : fit.ok() ? builder.add(fit) : fit.refusal;
            if (why != null && fit != null && fit.irregular && scaleIrregular) {
                IrregularFit est = IrregularFit.fit(unit.site(), unit.perTrace(), scales, target, ppnVaries);
                String no = est.refusal != null ? est.refusal : builder.addIrregular(est);
                if (no == null) {
                    reports.add(new UnitReport(number, unit.site(), UnitReport.Status.ESTIMATED, traced, est.count.value(),
                            est.count.law().toString(), 1, List.of(est.laws()), null, List.of()));
                    continue;
                }
                why = no;
            }
            if (why != null) builder.refused(unit.site());
            if (why == null) {
                reports.add(new UnitReport(number, unit.site(), UnitReport.Status.EXTRAPOLATED, traced, fit.events(),
                        fit.countText(), fit.period, laws(fit), null, List.of()));
            } else {
                UnitReport.Status s = fit != null && fit.irregular ? UnitReport.Status.IRREGULAR : UnitReport.Status.REFUSED;
                reports.add(new UnitReport(number, unit.site(), s, traced, -1, null, 0, List.of(), why,
                        share == null ? List.of() : share.of(aligned, unit.perTrace())));
            }
        }
        long estimated = reports.stream().filter(r -> r.status() == UnitReport.Status.ESTIMATED).count();
        Trace out = builder.build(String.format(Locale.ROOT, "extrapolated from %s to P=%d ppn=%d%s%s", sources(aligned),
                target.procs(), target.ppn(), reports.stream().allMatch(UnitReport::built) ? "" : " (partial: refused units left out)",
                estimated == 0 ? "" : " (ESTIMATE: " + estimated + " irregular unit(s) scaled in shape with seeded random member orders, not exact)"));
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

    private static String sources(List<AlignedTrace> a) {
        StringBuilder b = new StringBuilder();
        for (AlignedTrace t : a) b.append(b.length() > 0 ? ", " : "").append("P=").append(t.scale.procs());
        return b.toString();
    }
}
