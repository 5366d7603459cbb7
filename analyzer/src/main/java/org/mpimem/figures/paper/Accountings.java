package org.mpimem.figures.paper;

import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.claims.Data;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.points.Point;
import org.mpimem.figures.points.Workload;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The paper's own accounting, found by trying: every claim with a number is evaluated again under
 * each combination of node tables counted or not, a VCRT entry of 4 B (a VC index, the paper's
 * §V-B2 wording) or 8 B (v3.2's VC pointer) and an AV entry of 8, 12 or 16 B (63-bit fi_addr with
 * the locality bit folded in; the paper's 12 B of data; 2016 ch4's sizeof). Only the points a
 * claim reads are replayed again; application figures are cheap and replayed whole.
 */
public final class Accountings {
    /** One accounting; its name is how the page shows it. */
    public record Accounting(boolean nodeTables, long vcrtEntry, long avEntry) {
        public String name() {
            return (nodeTables ? "tables" : "no tables") + ", VCRT " + vcrtEntry + " B, AV " + avEntry + " B";
        }
    }

    /** A claim and the accountings under which it holds. */
    public record Row(String figure, Claim claim, List<Accounting> holdsUnder) {}

    public static final long[] VCRT_ENTRIES = {4, 8}, AV_ENTRIES = {8, 12, 16};

    private Accountings() {}

    public static List<Row> tryAll(List<Figure.Done> done, Measurer base) {
        Map<Claim, List<Accounting>> holds = new LinkedHashMap<>();
        for (long vcrt : VCRT_ENTRIES)
            for (long av : AV_ENTRIES) {
                // every variant shares the base's replays: a design whose entry the variant leaves alone is not replayed again
                Measurer m = new Measurer(base.profile().withEntries(vcrt, av), base);
                Map<Point, Point> again = new HashMap<>();
                for (Figure.Done d : done) {
                    boolean app = d.figure() instanceof AppFigure;
                    List<Point> points = app ? d.figure().compute(m) : d.points();
                    for (boolean tables : new boolean[]{false, true}) {
                        Data data = new Data(points, m, tables, app ? null : p -> again.computeIfAbsent(p, x -> new Point(x.series(), x.model(),
                                x.workload(), x.processes(), x.comms(), m.measure(Workload.byId(x.workload()), x.processes(), x.comms()).get(x.model()))));
                        for (Claim c : d.figure().claims()) {
                            if (c.relation() == Claim.Relation.TREND) continue;
                            List<Accounting> l = holds.computeIfAbsent(c, k -> new ArrayList<>());
                            if (c.evaluate(d.figure().id(), data).holds()) l.add(new Accounting(tables, vcrt, av));
                        }
                    }
                }
            }
        List<Row> rows = new ArrayList<>();
        for (Figure.Done d : done)
            for (Claim c : d.figure().claims()) if (holds.containsKey(c)) rows.add(new Row(d.figure().id(), c, holds.get(c)));
        return rows;
    }

    /** The accountings a claim holds under, compactly: "all", "none", or the list. */
    public static String describe(List<Accounting> l) {
        int all = 2 * VCRT_ENTRIES.length * AV_ENTRIES.length;
        if (l.isEmpty()) return "none of the " + all + " tried";
        if (l.size() == all) return "all " + all;
        return String.join("; ", l.stream().map(Accounting::name).toList());
    }
}
