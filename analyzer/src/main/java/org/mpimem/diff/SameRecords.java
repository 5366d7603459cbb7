package org.mpimem.diff;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Whether two traces have the same world and the same records, record for record, up to the
 * numbering of communicators (ids are matched in order of creation) and line numbers: O(records),
 * so two traces of huge families compare equal without a look at their copies.
 */
final class SameRecords {
    private SameRecords() {}

    static boolean of(Trace a, Trace b) {
        if (!a.world().equals(b.world()) || a.records().size() != b.records().size()) return false;
        Map<Integer, Integer> ids = new HashMap<>(Map.of(Trace.WORLD, Trace.WORLD, Trace.SELF, Trace.SELF));
        for (int i = 0; i < a.records().size(); i++) if (!same(a.records().get(i), b.records().get(i), ids)) return false;
        return true;
    }

    private static boolean same(TraceEvent x, TraceEvent y, Map<Integer, Integer> ids) {
        if (x instanceof TraceEvent.GroupAdded g && y instanceof TraceEvent.GroupAdded h) {
            ids.put(g.group().worldComm(), h.group().worldComm());
            return g.group().id() == h.group().id() && g.group().size() == h.group().size()
                    && g.group().placement().equals(h.group().placement()) && g.group().origin() == h.group().origin();
        }
        if (x instanceof TraceEvent.Created c && y instanceof TraceEvent.Created d) return comm(c.comm(), d.comm(), 1, ids);
        if (x instanceof TraceEvent.CreatedFamily f && y instanceof TraceEvent.CreatedFamily g) {
            CommFamily p = f.family(), q = g.family();
            return p.copies() == q.copies() && p.step() == q.step() && p.colorStep() == q.colorStep() && comm(p.first(), q.first(), p.copies(), ids);
        }
        if (x instanceof TraceEvent.Freed f && y instanceof TraceEvent.Freed g)
            return f.call().equals(g.call()) && Objects.equals(ids.get(f.commId()), g.commId());
        if (x instanceof TraceEvent.FreedFamily f && y instanceof TraceEvent.FreedFamily g)
            return f.call().equals(g.call()) && f.copies() == g.copies() && Objects.equals(ids.get(f.firstId()), g.firstId())
                    && consecutive(ids, f.firstId(), g.firstId(), f.copies());
        return false;
    }

    /** Equal but for ids; records the ids of {@code copies} consecutive communicators as a range (its first and last). */
    private static boolean comm(CommDef c, CommDef d, int copies, Map<Integer, Integer> ids) {
        List<Integer> mapped = c.parents().stream().map(ids::get).toList();
        if (c.call() != d.call() || !mapped.equals(d.parents()) || !c.local().equals(d.local()) || !Objects.equals(c.remote(), d.remote())
                || !c.attrs().equals(d.attrs())) return false;
        ids.put(c.id(), d.id());
        ids.put(c.id() + copies - 1, d.id() + copies - 1);
        return true;
    }

    /** A family free frees what a family made: its first and last ids map alike (a family's ids are consecutive on both sides). */
    private static boolean consecutive(Map<Integer, Integer> ids, int a, int b, int copies) {
        return Objects.equals(ids.get(a + copies - 1), b + copies - 1);
    }
}
