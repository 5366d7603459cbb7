package org.mpimem.measure;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

import static org.mpimem.report.JsonReport.str;

/** The comparison as JSON: the run, the two shares, and per site the per-process arrays. */
public final class MeasureJson {
    private MeasureJson() {
    }

    public static void write(Comparison c, PrintWriter w) {
        StringBuilder b = new StringBuilder("{\n");
        b.append("  \"app\": ").append(str(c.app())).append(",\n  \"run\": ").append(str(c.run()))
                .append(",\n  \"library\": ").append(str(c.library())).append(",\n  \"date\": ").append(str(c.date()))
                .append(",\n  \"design\": ").append(str(c.design())).append(",\n  \"processes\": ").append(c.np())
                .append(",\n  \"communicatorShare\": ").append(number(c.communicatorShare()))
                .append(",\n  \"initShare\": ").append(number(c.initShare()))
                .append(",\n  \"exactSites\": ").append(c.exactSites())
                .append(",\n  \"sites\": [");
        for (int i = 0; i < c.sites().size(); i++) {
            SiteRow s = c.sites().get(i);
            b.append(i == 0 ? "\n" : ",\n").append("    {\"site\": ").append(str(s.site()))
                    .append(", \"calls\": ").append(Arrays.toString(s.calls()).replace(" ", ""))
                    .append(", \"measured\": ").append(array(s.measured())).append(", \"modelled\": ").append(array(s.modelled()))
                    .append(", \"measuredFreed\": ").append(array(s.measuredFreed())).append(", \"modelledFreed\": ").append(array(s.modelledFreed()))
                    .append(", \"measuredArrival\": ").append(array(s.arrival()))
                    .append(", \"verdict\": ").append(str(s.verdict().name().toLowerCase(Locale.ROOT))).append(", \"kept\": ").append(s.kept()).append('}');
        }
        b.append("\n  ]\n}\n");
        w.print(b);
        w.flush();
    }

    private static String array(long[] v) {
        return Arrays.stream(v).mapToObj(Long::toString).collect(Collectors.joining(",", "[", "]"));
    }

    private static String number(double d) {
        return Double.isNaN(d) ? "null" : String.format(Locale.ROOT, "%.6f", d);
    }
}
