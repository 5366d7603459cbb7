package org.mpimem.extrapolate.evidence;

import org.mpimem.extrapolate.align.BlockCyclic;
import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Template;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.counts.OneNode;
import org.mpimem.extrapolate.laws.FieldLaw;
import org.mpimem.extrapolate.laws.UnitFit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Leave-one-out: the evidence for a written unit. Each trace in turn is held out, the unit's laws
 * are fitted to the others exactly as for the target, and their prediction at the held-out scale
 * is compared with the held-out trace event by event. Predicted when every held-out trace is:
 * then no trace was needed to choose the laws, each one checked them, inside the traced range.
 * Such a unit is confirmed only for a target inside that range ({@link Confirmation}). Otherwise the
 * unit is only fitted: a law that every trace was needed to pin down (NWChem's grid rows 1, 2, 2,
 * 2 at 4, 8, 12, 16, where without 16 pow2floor(P)/4 fits too) has not been checked by anything.
 * Needs three traces: with two, holding one out leaves a single point.
 */
public final class HeldOut {
    private HeldOut() {}

    public record Evidence(boolean predicted, String text) {}

    public static Evidence check(String site, List<List<Item>> perTrace, List<Scale> scales) {
        if (scales.size() < 3) return new Evidence(false, "fits every trace; not checked: with " + scales.size()
                + " traces none can be held out (a third trace would check it)");
        for (int t = 0; t < scales.size(); t++) {
            List<List<Item>> rest = new ArrayList<>(perTrace);
            List<Scale> restScales = new ArrayList<>(scales);
            rest.remove(t);
            restScales.remove(t);
            boolean ppnVaries = !OneNode.all(restScales) && restScales.stream().map(Scale::ppn).distinct().count() > 1;
            UnitFit f = UnitFit.fit(site, rest, restScales, scales.get(t), ppnVaries);
            String miss = f.ok() ? mismatch(f, perTrace.get(t)) : "the other traces do not determine it at P=" + scales.get(t).procs()
                    + " (" + shorter(heldOutTarget(f.refusal, scales.get(t))) + ")";
            if (miss != null) return new Evidence(false, String.format(Locale.ROOT, "fits every trace; not confirmed: without P=%d, %s",
                    scales.get(t).procs(), miss));
        }
        return new Evidence(true, "each of P=" + String.join(", ", scales.stream().map(s -> Long.toString(s.procs())).toList())
                + ", held out in turn, predicted exactly by the laws of the others");
    }

    /** Null when the laws give exactly the held-out events, else the first difference. */
    private static String mismatch(UnitFit f, List<Item> real) {
        if (f.events() != real.size()) return "the laws predict " + f.events() + " events, the trace has " + real.size();
        if (f.template instanceof Template.Comm c && c.cyclic()) real = BlockCyclic.each(real); // compared as the laws were fitted
        List<String> names = f.template.fieldNames();
        for (int k = 0; k < real.size(); k++) {
            Item it = real.get(k);
            if (!it.template().equals(f.template)) return "event " + k + " is of another kind";
            FieldLaw[] row = f.laws[k % f.period];
            for (int i = 0; i < row.length; i++) {
                long v = row[i].at(k / f.period);
                if (!it.wild()[i] && v != it.fields()[i])
                    return String.format(Locale.ROOT, "event %d's %s is predicted %d, the trace has %d", k, names.get(i), v, it.fields()[i]);
            }
        }
        return null;
    }

    /**
     * The refusal was written for the held-out count as its target: it says so, not "the target", which in the evidence line
     * reads as the extrapolation's (LAMMPS 4, 8, 12 to 64: "P/2 (2 at the target)" was 2 at the held-out P=4).
     */
    static String heldOutTarget(String refusal, Scale heldOut) {
        String at = "at P=" + heldOut.procs();
        return refusal.replace(" at the target)", " " + at + ")").replace(" at the target", " " + at).replace("up to the target", "up to P=" + heldOut.procs())
                .replace("the target's scale", "P=" + heldOut.procs() + "'s scale");
    }

    private static String shorter(String s) {
        return s.length() <= 480 ? s : s.substring(0, 477) + "...";
    }
}
