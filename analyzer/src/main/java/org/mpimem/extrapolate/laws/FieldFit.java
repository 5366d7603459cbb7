package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Scale;
import java.util.ArrayList;
import java.util.List;

/**
 * The law of one field of one residue of a unit: in each trace the field must be affine in the
 * step q (A + q*B); A and B are then each fitted over the traces with {@link LawFit}. Returns a
 * {@link FieldLaw}, the reason for refusing, or null for a stride the traces leave open (the
 * caller knows whether the target needs it).
 */
final class FieldFit {
    private FieldFit() {}

    /** {@code rivals} gets each law's rival ({@link Rivals}), named by the field. */
    static Object fit(List<List<Item>> perTrace, List<Scale> scales, Scale target, boolean ppnVaries,
                      int m, int r, int k, String name, long stepsAtTarget, List<String> rivals) {
        boolean stride = name.endsWith("stride");
        List<LawFit.Point> as = new ArrayList<>(), bs = new ArrayList<>();
        for (int t = 0; t < perTrace.size(); t++) {
            List<Item> items = perTrace.get(t);
            int n = items.size() / m;
            long[] q = new long[n], v = new long[n];
            int c = 0;
            for (int i = 0; i < n; i++) {
                Item it = items.get(i * m + r);
                if (it.wild()[k]) continue;
                q[c] = i;
                v[c++] = it.fields()[k];
            }
            Affine af = Affine.of(q, v, c);
            if (af.broken()) return stride ? null : "not affine in the position at " + scales.get(t) + " (" + sample(v, c) + "): the values along "
                    + "the site are not evenly spaced, so no law gives them and no further trace settles it";
            if (af.a() != null) as.add(new LawFit.Point(scales.get(t), af.a()));
            if (af.b() != null) bs.add(new LawFit.Point(scales.get(t), af.b()));
        }
        LawFit.Result a = LawFit.decide(as, scales, target, ppnVaries);
        if (!a.ok()) return stride ? null : "first value: " + a.refusal();
        String ra = a.rivalText(name + (m > 1 ? " (residue " + r + ")" : "") + ", first value", target);
        if (stepsAtTarget < 2) {
            if (ra != null) rivals.add(ra);
            return new FieldLaw(name, a.law(), a.value(), null, 0);
        }
        LawFit.Result b = LawFit.decide(bs, scales, target, ppnVaries);
        if (!b.ok()) return stride ? null : "step from one communicator to the next: " + b.refusal();
        if (ra != null) rivals.add(ra);
        String rb = b.rivalText(name + (m > 1 ? " (residue " + r + ")" : "") + ", step from one communicator to the next", target);
        if (rb != null) rivals.add(rb);
        return new FieldLaw(name, a.law(), a.value(), b.law(), b.value());
    }

    private static String sample(long[] v, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < Math.min(n, 6); i++) b.append(i > 0 ? ", " : "").append(v[i]);
        return b.append(n > 6 ? ", ..." : "").toString();
    }
}
