package org.mpimem.measure.growth;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.mpimem.measure.Comparison;
import org.mpimem.measure.SiteRow;

/**
 * An application measured at several process counts and ppn values, every call site's growth
 * fitted. Runs whose world differs in sites are fine: a site is fitted over the runs that have it.
 */
public record Growth(String app, String run, String library, String design, String nodes, List<Point> points, List<SiteGrowth> sites) {

    /** One measured run: its count, its processes per node, its comparison. */
    public record Point(int np, int ppn, Comparison comparison) {}

    public static Growth of(String nodes, List<Point> points) {
        Map<String, List<Sample>> measured = new LinkedHashMap<>(), modelled = new LinkedHashMap<>();
        for (Point p : points)
            for (SiteRow r : p.comparison().sites()) {
                long[] least = least(r);
                if (least == null) continue;
                measured.computeIfAbsent(r.site(), k -> new ArrayList<>()).add(new Sample(p.np(), p.ppn(), least[0]));
                modelled.computeIfAbsent(r.site(), k -> new ArrayList<>()).add(new Sample(p.np(), p.ppn(), least[1]));
            }
        List<SiteGrowth> sites = new ArrayList<>();
        for (String s : measured.keySet()) sites.add(SiteGrowth.of(s, measured.get(s), modelled.get(s)));
        Comparison c = points.get(0).comparison();
        return new Growth(c.app(), c.run(), c.library(), c.design(), nodes, List.copyOf(points), List.copyOf(sites));
    }

    /**
     * {measured, modelled}: the fewest bytes any process that called the site kept, each side on
     * its own (the model's least-charged process need not be the library's); null if none called it.
     */
    static long[] least(SiteRow r) {
        long[] out = null;
        for (int rank = 0; rank < r.measured().length; rank++) {
            if (r.calls()[rank] == 0) continue;
            if (out == null) out = new long[] {r.measured()[rank], r.modelled()[rank]};
            out[0] = Math.min(out[0], r.measured()[rank]);
            out[1] = Math.min(out[1], r.modelled()[rank]);
        }
        return out;
    }

    public SiteGrowth init() {
        return sites.get(0);
    }
}
