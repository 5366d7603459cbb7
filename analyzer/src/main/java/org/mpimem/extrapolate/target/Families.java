package org.mpimem.extrapolate.target;

import org.mpimem.extrapolate.align.Template;
import org.mpimem.extrapolate.laws.FieldLaw;
import org.mpimem.extrapolate.laws.UnitFit;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Whether a unit's events at the target are one family (docs/trace-format.md, "Families"): n ≥ 2
 * intracommunicators made by one split or topology call (or each from self) whose fields step
 * with i only by the runs' starts, all by one S ≥ 1 (and a numeric colour by any constant), so copy
 * i is copy 0 translated by i·S; or n frees of consecutive positions of a site whose ids are
 * consecutive. The laws are A + i·B, so checking the fields' steps settles every i at once.
 */
final class Families {
    private Families() {}

    interface Build {
        CommDef comm(Template.Comm t, long[] fields, int id);
    }

    /** The fields of the unit's {@code q}-th event (period 1). */
    static long[] fields(UnitFit u, long q) {
        FieldLaw[] row = u.laws[0];
        long[] f = new long[row.length];
        for (int i = 0; i < row.length; i++) f[i] = row[i].at(q);
        return f;
    }

    /**
     * The unit's n events as family records, or null: build them one by one. A unit nested under
     * several parents ({@link org.mpimem.extrapolate.laws.NestedFit}) is linear in i only within one parent's children, so each
     * parent's children are a family of their own (ids stay consecutive across them).
     */
    static List<TraceEvent> of(UnitFit u, int n, int id, Map<String, IdRanges> ids, Build build) {
        if (u.period != 1 || n < 2) return null;
        long chunk = n;
        for (FieldLaw f : u.laws[0]) if (f.perParent() != 0) chunk = f.perParent();
        if (chunk < 2 || n % chunk != 0) return null;
        List<TraceEvent> out = new ArrayList<>();
        for (long q = 0; q < n; q += chunk) {
            TraceEvent e = of(u, q, (int) chunk, id + (int) q, ids, build);
            if (e == null) return null;
            out.add(e);
        }
        return out;
    }

    /** Events q0 .. q0 + n - 1 of the unit as one family record or family free, or null. */
    private static TraceEvent of(UnitFit u, long q0, int n, int id, Map<String, IdRanges> ids, Build build) {
        long[] f0 = fields(u, q0), f1 = fields(u, q0 + 1);
        if (u.template instanceof Template.Free fr) {
            IdRanges l = ids.get(fr.targetSite());
            if (f1[0] - f0[0] != 1 || l == null || !l.consecutive(f0[0], n)) return null;
            return new TraceEvent.FreedFamily(l.get((int) f0[0]), fr.call(), n, 0);
        }
        if (!(u.template instanceof Template.Comm t) || t.remoteGroups() != null || t.cyclic()) return null; // block-cyclic: one by one
        boolean self = t.parentSites().equals(List.of("SELF"));
        MpiCall.Family kind = t.call().family();
        if (!self && kind != MpiCall.Family.SPLIT && kind != MpiCall.Family.TOPO) return null;
        int k = t.parentSites().size();
        for (int i = 0; i < k; i++) if (f1[i] != f0[i]) return null;
        long step = f1[k] - f0[k];
        for (int r = 0; r < t.localGroups().size(); r++, k += 3) {
            boolean single = f0[k + 1] == 1;
            if (f1[k] - f0[k] != step || f1[k + 1] != f0[k + 1] || !single && f1[k + 2] != f0[k + 2]) return null;
        }
        long colorStep = t.numericColor() ? f1[k] - f0[k] : 0;
        if (step < 1 || step > Integer.MAX_VALUE || colorStep < 0 || colorStep != (int) colorStep) return null; // colorstep= is at least 1
        CommDef first = build.comm(t, f0, id);
        build.comm(t, fields(u, q0 + n - 1), id + n - 1); // the last copy's runs in the rank range, or the unit is refused
        CommFamily fam = new CommFamily(first, n, (int) step, (int) colorStep);
        return fam.copiesDisjoint() ? new TraceEvent.CreatedFamily(fam) : null;
    }
}
