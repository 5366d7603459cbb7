package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.align.Template;
import java.util.ArrayList;
import java.util.List;

/**
 * Children nested under several parents: each of h parents (consecutive events with the same first
 * parent position) makes g children, h and g each a law in P (Quantum ESPRESSO's per-pool splits:
 * 2 pools, P/2 singletons each). Event j of parent i has each field a + i*b + j*c, the three each
 * a law in P, exact in every trace: the smallest extension of the one-index laws that the two
 * indices need. Tried only when no period fits; a unit whose parents make unequal numbers of
 * children, or whose fields are not affine in both indices, is refused with the reason.
 */
public final class NestedFit {
    private NestedFit() {}

    /** Fits {@code u}; null when done, "" when the unit is not nested under several parents, else why not. */
    static String fit(UnitFit u, List<List<Item>> perTrace, List<Scale> scales, Scale target, boolean ppnVaries) {
        if (!(u.template instanceof Template.Comm c) || c.parentSites().isEmpty()) return "";
        List<List<List<Item>>> groups = perTrace.stream().map(NestedFit::byParent).toList();
        if (groups.stream().allMatch(g -> g.size() < 2)) return "";
        List<LawFit.Point> hs = new ArrayList<>(), gs = new ArrayList<>();
        for (int t = 0; t < groups.size(); t++) {
            List<List<Item>> g = groups.get(t);
            if (g.stream().anyMatch(x -> x.size() != g.get(0).size()))
                return "as children of each parent: the parents make unequal numbers of children at " + scales.get(t) + " ("
                        + String.join(", ", g.stream().map(x -> Integer.toString(x.size())).toList()) + "); no further trace settles it";
            hs.add(new LawFit.Point(scales.get(t), g.size()));
            gs.add(new LawFit.Point(scales.get(t), g.get(0).size()));
        }
        LawFit.Result h = LawFit.decide(hs, scales, target, ppnVaries), g = LawFit.decide(gs, scales, target, ppnVaries);
        if (!h.ok()) return "as children of each parent: number of parents: " + h.refusal();
        if (!g.ok()) return "as children of each parent: children per parent: " + g.refusal();
        if (h.value() < 1 || g.value() < 1) return "as children of each parent: " + h.value() + " parents of " + g.value()
                + " children at the target: the laws do not hold there; no further trace at smaller counts settles it";
        List<String> names = u.template.fieldNames();
        List<String> rivals = new ArrayList<>();
        for (String r : new String[] {h.rivalText("number of parents", target), g.rivalText("children per parent", target)}) if (r != null) rivals.add(r);
        FieldLaw[] row = new FieldLaw[names.size()];
        for (int k = 0; k < names.size(); k++) {
            Object f = field(groups, scales, target, ppnVaries, k, names.get(k), h.value(), g.value(), rivals);
            if (f instanceof String why) return "as children of each parent: " + names.get(k) + ": " + why;
            row[k] = (FieldLaw) f;
        }
        ImpliedStrides.settle(row, names);
        for (int k = 0; k < row.length; k++)
            if (row[k] == null) return "as children of each parent: " + names.get(k) + ": not determined by the traces and needed at the target";
        u.nested(h, g, row, rivals);
        return null;
    }

    /** Consecutive events with the same first parent position. */
    private static List<List<Item>> byParent(List<Item> items) {
        List<List<Item>> out = new ArrayList<>();
        for (Item it : items) {
            if (out.isEmpty() || out.get(out.size() - 1).get(0).fields()[0] != it.fields()[0]) out.add(new ArrayList<>());
            out.get(out.size() - 1).add(it);
        }
        return out;
    }

    /** Field k as a + i*b + j*c: per trace, affine in j within each parent with one step c, intercepts affine in i. */
    private static Object field(List<List<List<Item>>> groups, List<Scale> scales, Scale target, boolean ppnVaries, int k, String name,
                                long parents, long children, List<String> rivals) {
        boolean stride = name.endsWith("stride");
        List<LawFit.Point> as = new ArrayList<>(), bs = new ArrayList<>(), cs = new ArrayList<>();
        for (int t = 0; t < groups.size(); t++) {
            List<List<Item>> gr = groups.get(t);
            long[] iq = new long[gr.size()], iv = new long[gr.size()];
            int n = 0;
            Long step = null;
            for (int i = 0; i < gr.size(); i++) {
                long[] q = new long[gr.get(i).size()], v = new long[q.length];
                int m = 0;
                for (int j = 0; j < q.length; j++) {
                    Item it = gr.get(i).get(j);
                    if (it.wild()[k]) continue;
                    q[m] = j;
                    v[m++] = it.fields()[k];
                }
                Affine af = Affine.of(q, v, m);
                if (af.broken() || af.b() != null && step != null && !af.b().equals(step))
                    return stride ? null : "not affine in the child's index with one step for every parent at " + scales.get(t) + "; no further trace settles it";
                if (af.b() != null) step = af.b();
                if (af.a() != null) {
                    iq[n] = i;
                    iv[n++] = af.a();
                }
            }
            Affine outer = Affine.of(iq, iv, n);
            if (outer.broken()) return stride ? null : "the first child's values are not affine in the parent's index at " + scales.get(t) + "; no further trace settles it";
            if (outer.a() != null) as.add(new LawFit.Point(scales.get(t), outer.a()));
            if (outer.b() != null) bs.add(new LawFit.Point(scales.get(t), outer.b()));
            if (step != null) cs.add(new LawFit.Point(scales.get(t), step));
        }
        LawFit.Result a = LawFit.decide(as, scales, target, ppnVaries);
        LawFit.Result b = parents < 2 ? new LawFit.Result(null, 0, null) : LawFit.decide(bs, scales, target, ppnVaries);
        LawFit.Result c = children < 2 ? new LawFit.Result(null, 0, null) : LawFit.decide(cs, scales, target, ppnVaries);
        String[] parts = {"first value", "step from one parent to the next", "step from one child to the next"};
        LawFit.Result[] results = {a, b, c};
        for (int i = 0; i < 3; i++) if (results[i].refusal() != null) return stride ? null : parts[i] + ": " + results[i].refusal();
        for (int i = 0; i < 3; i++) if (results[i].rival() != null) rivals.add(results[i].rivalText(name + ", " + parts[i], target));
        return new FieldLaw(name, a.law(), a.value(), b.law(), b.value(), children, c.law(), c.value());
    }
}
