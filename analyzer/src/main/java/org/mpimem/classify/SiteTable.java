package org.mpimem.classify;

import java.io.IOException;
import java.io.Writer;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mpimem.replay.SiteBytes;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.Trace;

/**
 * Which line of the application made which communicators (classify --by-site): the trace's
 * communicators grouped by their call site ({@code site=}, traces of the tracer) and call, in order
 * of first creation, each row with its count per Table I column. A trace without sites has one row
 * per call, site "(no site)", as replay --by-site says ({@link SiteBytes#NO_SITE}).
 */
public final class SiteTable {
    public record Row(String site, String call, int comms, Map<Column, Integer> columns, int firstId) {}

    private SiteTable() {
    }

    public static List<Row> of(Trace t) {
        CommGroups comms = new CommGroups(t);
        Map<Integer, ProcessGroup> groups = new HashMap<>();
        for (ProcessGroup g : t.groups()) groups.put(g.id(), g);
        Map<String, Row> rows = new LinkedHashMap<>();
        for (TraceEvent e : t.records()) {
            for (FamilyCopies.Copy k : FamilyCopies.of(e, comms, groups)) {
                CommDef d = k.comm();
                Column col = Classifier.column(d, comms::get);
                String site = SiteBytes.siteOf(d);
                Row r = rows.computeIfAbsent(site + " " + d.call().mpiName(),
                        x -> new Row(site, d.call().mpiName(), 0, new EnumMap<>(Column.class), d.id()));
                r.columns().merge(col, (int) k.weight(), Integer::sum);
                rows.put(site + " " + d.call().mpiName(), new Row(r.site(), r.call(), r.comms() + (int) k.weight(), r.columns(), r.firstId()));
            }
            comms.add(e);
        }
        return List.copyOf(rows.values());
    }

    /** One block per trace: site, call, communicators, first comm id, then the non-zero columns. */
    public static void write(String name, List<Row> rows, Writer w) throws IOException {
        int width = Math.max(4, rows.stream().mapToInt(r -> r.site().length()).max().orElse(0));
        w.write(name + ": communicators by call site\n");
        w.write(String.format(Locale.ROOT, "  %-" + width + "s  %-32s %7s %8s  %s%n", "site", "call", "comms", "first id", "Table I columns"));
        for (Row r : rows) {
            StringBuilder cols = new StringBuilder();
            r.columns().forEach((c, n) -> cols.append(cols.length() == 0 ? "" : ", ").append(c.header()).append(' ').append(n));
            w.write(String.format(Locale.ROOT, "  %-" + width + "s  %-32s %,7d %8d  %s%n", r.site(), r.call(), r.comms(), r.firstId(), cols));
        }
    }
}
