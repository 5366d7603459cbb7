package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.BlockCyclic;
import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.align.Template;
import java.util.ArrayList;
import java.util.List;

/**
 * The laws of one unit (a block of one site, found in every trace): how many events it has, and
 * each field of each event. Events may repeat with a short period m (an odd/even split makes
 * evens, odds, evens, ...): position k is residue k mod m, step q = k / m, and each field is
 * A + q*B with A and B laws in P. The smallest period for which every law is determined wins.
 */
public final class UnitFit {
    static final int MAX_PERIOD = 4;

    public final String site;
    public final Template template;
    public int period;
    LawFit.Result count;
    /** laws[r][field]. */
    public FieldLaw[][] laws;
    public String refusal;
    public boolean irregular;
    /** Grid rules outside the family that fit a value of every trace too and disagree at the target ({@link Rivals}). */
    public List<String> rivals = List.of();
    private String countText;

    private UnitFit(String site, Template template) {
        this.site = site;
        this.template = template;
    }

    public boolean ok() {
        return refusal == null;
    }

    public long events() {
        return count.value() * period;
    }

    public static UnitFit fit(String site, List<List<Item>> perTrace, List<Scale> scales, Scale target, boolean ppnVaries) {
        Template t = perTrace.get(0).get(0).template();
        UnitFit u = new UnitFit(site, t);
        for (List<Item> items : perTrace)
            for (Item it : items)
                if (!it.template().equals(t)) {
                    List<List<Item>> cyclic = BlockCyclic.of(perTrace); // runs repeating at a fixed distance: one template again
                    if (cyclic != null) {
                        UnitFit c = fit(site, cyclic, scales, target, ppnVaries);
                        // regular, not irregular: its refusal names the trace that settles it, and --scale-irregular does not apply
                        if (!c.ok()) c.refusal = "as block-cyclic runs (their number changes with P): " + c.refusal;
                        return c;
                    }
                    u.irregular = t instanceof Template.Comm && it.template() instanceof Template.Comm;
                    u.refusal = u.irregular ? "irregular member lists: " + Shapes.describe(perTrace, scales) + "; their run structure "
                            + "changes with P (a random or data-dependent order), so no law gives them and no further trace settles it "
                            + "(--scale-irregular writes an estimate of their shape)"
                            : "events of different kinds at one site: " + t + " and " + it.template()
                            + "; no further trace settles it";
                    return u;
                }
        // the refusal told is that of the period that got furthest (an odd/even split fails period 1 at its first
        // field, not affine; period 2 at the law its halves leave open, which is the one a further trace settles)
        String first = null;
        int best = -1;
        for (int m = 1; m <= MAX_PERIOD; m++) {
            int[] progress = {0};
            String why = tryPeriod(u, m, perTrace, scales, target, ppnVaries, progress);
            if (why == null) return u;
            if (progress[0] > best) {
                first = why;
                best = progress[0];
            }
        }
        String nested = NestedFit.fit(u, perTrace, scales, target, ppnVaries); // two indices: tried after one index fails
        if (nested == null) return u;
        u.refusal = nested.isEmpty() ? first : first + "; " + nested;
        return u;
    }

    /** The laws of a unit nested under several parents: h parents of g children each, one row of field laws. */
    void nested(LawFit.Result h, LawFit.Result g, FieldLaw[] row, List<String> rivals) {
        this.rivals = rivals;
        period = 1;
        count = new LawFit.Result(null, h.value() * g.value(), null);
        countText = "(" + h.law() + ") parents x (" + g.law() + ") children each";
        laws = new FieldLaw[][] {row};
    }

    /** How the number of communicators was found, as the report prints it. */
    public String countText() {
        return countText != null ? countText : count.law().toString();
    }

    /** Fits with period m; null when every law is determined, else the reason; {@code progress[0]}: values decided before it. */
    private static String tryPeriod(UnitFit u, int m, List<List<Item>> perTrace, List<Scale> scales, Scale target, boolean ppnVaries,
                                    int[] progress) {
        List<LawFit.Point> counts = new ArrayList<>();
        for (int t = 0; t < perTrace.size(); t++) {
            if (perTrace.get(t).size() % m != 0) return "period " + m + " does not divide the events at " + scales.get(t);
            counts.add(new LawFit.Point(scales.get(t), perTrace.get(t).size() / m));
        }
        LawFit.Result count = LawFit.decide(counts, scales, target, ppnVaries);
        if (!count.ok()) return "number of communicators: " + count.refusal();
        List<String> rivals = new ArrayList<>();
        if (count.rival() != null) rivals.add(count.rivalText("number of communicators", target));
        progress[0] = 1;
        if (count.value() < 0) return "number of communicators: negative at the target (" + count.value() + "): the law does not hold there; "
                + "no further trace at smaller counts settles it (trace nearer the target's scale)";
        List<String> names = u.template.fieldNames();
        FieldLaw[][] laws = new FieldLaw[m][names.size()];
        for (int r = 0; r < m; r++)
            for (int k = 0; k < names.size(); k++) {
                Object f = FieldFit.fit(perTrace, scales, target, ppnVaries, m, r, k, names.get(k), count.value(), rivals);
                if (f instanceof String why) return (m > 1 ? "residue " + r + " of " + m + ", " : "") + names.get(k) + ": " + why;
                laws[r][k] = (FieldLaw) f;
                progress[0]++;
            }
        for (int r = 0; r < m; r++) ImpliedStrides.settle(laws[r], names);
        for (FieldLaw[] row : laws)
            for (int k = 0; k < row.length; k++)
                if (row[k] == null) return names.get(k) + ": not determined by the traces and needed at the target; a trace at a count where this site "
                        + "makes more communicators would settle it";
        u.period = m;
        u.rivals = rivals;
        u.count = count;
        u.laws = laws;
        return null;
    }
}
