package org.mpimem.extrapolate;

import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The test oracle: an extrapolated trace against the real trace at the target, site by site. Each
 * event is described by its site, template and fields (positions instead of ids), so a partial
 * extrapolation is compared on the sites it has; a site whose events differ is wrong.
 */
final class SiteComparison {
    private SiteComparison() {}

    /** Sites of {@code out} whose events differ from the same site's events in {@code truth}. */
    static List<String> wrongSites(Trace out, Trace truth) {
        Map<String, List<String>> a = events(out), b = events(truth);
        List<String> wrong = new ArrayList<>();
        for (var e : a.entrySet()) if (!e.getValue().equals(b.get(e.getKey()))) wrong.add(e.getKey());
        return wrong;
    }

    static int sites(Trace t) {
        return events(t).size();
    }

    private static Map<String, List<String>> events(Trace t) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (AlignedTrace.Block blk : new AlignedTrace(t).blocks)
            for (Item it : blk.items()) {
                long[] f = it.fields().clone();
                for (int i = 0; i < f.length; i++) if (it.wild()[i]) f[i] = 0;
                m.computeIfAbsent(it.site(), k -> new ArrayList<>()).add(it.template() + Arrays.toString(f));
            }
        return m;
    }
}
