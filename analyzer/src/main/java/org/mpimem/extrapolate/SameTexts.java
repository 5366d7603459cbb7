package org.mpimem.extrapolate;

import org.mpimem.extrapolate.evidence.UnitReport;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One copy of each text the unit reports repeat. A loop of 50,000 dups and frees is 100,000 units
 * whose count law, field laws, traced counts and evidence are mostly the same few texts; each was
 * kept as its own string until the report was written (a few hundred MB live, a third of the run in
 * the collector). The reports keep the first copy of each, so a text costs once however many units
 * repeat it.
 */
final class SameTexts {
    private final Map<Object, Object> seen = new HashMap<>();

    @SuppressWarnings("unchecked")
    private <T> T one(T t) {
        if (t == null) return null;
        return (T) seen.computeIfAbsent(t, k -> k);
    }

    UnitReport of(UnitReport r) {
        List<List<String>> laws = new ArrayList<>(r.fieldLaws().size());
        for (List<String> row : r.fieldLaws()) laws.add(one(row.stream().map(this::one).toList()));
        return new UnitReport(r.number(), r.site(), r.status(), one(r.tracedEvents()), r.targetEvents(), one(r.countLaw()), r.period(),
                one(laws), one(r.reason()), one(r.memoryShare()), one(r.evidence()), r.heldOutPredicted());
    }
}
