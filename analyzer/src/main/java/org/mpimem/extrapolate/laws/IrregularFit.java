package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.align.Template;
import java.util.List;
import java.util.Locale;

/**
 * The shape of an irregular unit (random or data-dependent member orders), for --scale-irregular:
 * how many communicators and how many members each has, each a law in P, and which parent each
 * is drawn from. The members themselves are not determined by the traces; the target gets a
 * deterministic seeded shuffle of the parent's members of the right size ({@link org.mpimem.extrapolate.target.TargetBuilder}),
 * which has the run structure of a random order, and the result is labelled an estimate.
 */
public final class IrregularFit {
    public final String site;
    final Template.Comm template;
    public LawFit.Result count, size;
    FieldLaw[] parents;
    public String refusal;

    private IrregularFit(String site, Template.Comm template) {
        this.site = site;
        this.template = template;
    }

    public static IrregularFit fit(String site, List<List<Item>> perTrace, List<Scale> scales, Scale target, boolean ppnVaries) {
        Template.Comm t = (Template.Comm) perTrace.get(0).get(0).template();
        IrregularFit f = new IrregularFit(site, t);
        List<LawFit.Point> counts = new java.util.ArrayList<>(), sizes = new java.util.ArrayList<>();
        for (int i = 0; i < perTrace.size(); i++) {
            List<Item> items = perTrace.get(i);
            counts.add(new LawFit.Point(scales.get(i), items.size()));
            long n = -1;
            for (Item it : items) {
                Template.Comm c = (Template.Comm) it.template();
                if (c.remoteGroups() != null || !c.parentSites().equals(t.parentSites()) || !c.call().equals(t.call()))
                    return f.refuse("its communicators differ in call, parents or kind (only intracommunicators drawn from one parent site are scaled)");
                long s = Shapes.processes(it, c);
                if (n >= 0 && s != n) return f.refuse(String.format(Locale.ROOT, "its communicators have different sizes at %s", scales.get(i)));
                n = s;
            }
            sizes.add(new LawFit.Point(scales.get(i), n));
        }
        f.count = LawFit.decide(counts, target, ppnVaries);
        if (!f.count.ok()) return f.refuse("number of communicators: " + f.count.refusal());
        f.size = LawFit.decide(sizes, target, ppnVaries);
        if (!f.size.ok()) return f.refuse("members per communicator: " + f.size.refusal());
        f.parents = new FieldLaw[t.parentSites().size()];
        for (int k = 0; k < f.parents.length; k++) {
            Object law = FieldFit.fit(perTrace, scales, target, ppnVaries, 1, 0, k, "parent " + k + " position", f.count.value(), new java.util.ArrayList<>()); // an estimate: a rival changes nothing
            if (!(law instanceof FieldLaw l)) return f.refuse("parent " + k + " position: " + law);
            f.parents[k] = l;
        }
        return f;
    }

    private IrregularFit refuse(String why) {
        refusal = "irregular member lists, and their shape cannot be scaled either: " + why;
        return this;
    }

    public List<String> laws() {
        List<String> l = new java.util.ArrayList<>();
        for (FieldLaw p : parents) l.add(p.name() + " = " + p.text());
        l.add("members = " + size.law() + " (" + size.value() + "), in a seeded random order of the parent's members: an estimate");
        return l;
    }
}
