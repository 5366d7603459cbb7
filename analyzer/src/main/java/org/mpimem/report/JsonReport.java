package org.mpimem.report;

import org.mpimem.size.Json;
import org.mpimem.account.ProcessStats;
import org.mpimem.account.Category;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** JSON with exact byte counts; one object per model with its end and peak statistics. */
public final class JsonReport implements ReportFormat {

    public void write(List<ReplayResult> results, Writer out) throws IOException {
        document(results, JsonReport::write, out);
    }

    /** One trace's object alone, several in an array: the shape of every replay JSON. */
    static <T> void document(List<T> results, java.util.function.BiConsumer<T, StringBuilder> one, Writer out) throws IOException {
        StringBuilder b = new StringBuilder();
        if (results.size() != 1) b.append("[\n");
        for (int i = 0; i < results.size(); i++) {
            if (i > 0) b.append(",\n");
            one.accept(results.get(i), b);
        }
        if (results.size() != 1) b.append("]");
        out.write(b.append('\n').toString());
    }

    private static void write(ReplayResult r, StringBuilder b) {
        header(b, r.trace(), r.worldSize(), r.events(), r.profile()).append(",\n  \"unit\": \"bytes\",\n  \"models\": [");
        for (int i = 0; i < r.models().size(); i++) {
            ModelResult m = r.models().get(i);
            b.append(i == 0 ? "\n" : ",\n").append("    {\"model\": ").append(str(m.model()))
                    .append(", \"title\": ").append(str(m.title())).append(", \"profile\": ").append(str(m.profile()))
                    .append(", \"peakEvent\": ").append(m.peakEvent()).append(", \"peakLine\": ").append(m.peakLine())
                    .append(",\n     \"end\": ");
            stats(b, m.end());
            b.append(",\n     \"peak\": ");
            stats(b, m.peak());
            b.append('}');
        }
        b.append("\n  ]\n}");
    }

    /** The fields every replay document opens with (the site report's too). */
    static StringBuilder header(StringBuilder b, String trace, int processes, int events, String profile) {
        return b.append("{\n  \"trace\": ").append(str(trace))
                .append(",\n  \"processes\": ").append(processes)
                .append(",\n  \"events\": ").append(events)
                .append(",\n  \"profile\": ").append(str(profile));
    }

    private static void stats(StringBuilder b, ProcessStats s) {
        b.append("{\"processes\": ").append(s.processes());
        proc(b, "max", s.max());
        b.append(", \"mean\": {");
        for (Category c : Category.values()) {
            java.math.BigInteger t = s.totalBytes().get(c);
            b.append(str(c.label())).append(": ").append(Rows.mean(t, s.processes())).append(", ");
        }
        b.append("\"total\": ").append(Rows.mean(s.total(), s.processes())).append('}');
        proc(b, "min", s.min());
        b.append('}');
    }

    private static void proc(StringBuilder b, String name, ProcessStats.Proc p) {
        b.append(", ").append(str(name)).append(": {\"group\": ").append(p.group()).append(", \"rank\": ").append(p.rank());
        for (Category c : Category.values()) b.append(", ").append(str(c.label())).append(": ").append(p.bytes().get(c));
        b.append(", \"total\": ").append(p.total()).append('}');
    }

    public static String str(String s) {
        return Json.str(s);
    }
}
