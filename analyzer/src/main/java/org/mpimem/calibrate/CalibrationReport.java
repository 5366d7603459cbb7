package org.mpimem.calibrate;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

import org.mpimem.calibrate.LineFit.Fraction;

/** The calibration table as text (aligned), CSV or JSON; fractions exact, decimals with Locale.ROOT. */
public final class CalibrationReport {
    public enum Format { TEXT, CSV, JSON }

    private CalibrationReport() {
    }

    public static String num(Fraction f) {
        if (f.integral()) return Long.toString(f.num());
        return String.format(Locale.ROOT, "%.3f", f.value());
    }

    static String leftOut(Row r) {
        if (r.model() == null) return "";
        Fraction m = r.measured().a(), p = r.model().a();
        return num(Fraction.of(java.math.BigInteger.valueOf(m.num() * p.den() - p.num() * m.den()),
                java.math.BigInteger.valueOf(m.den() * p.den())));
    }

    public static void write(PrintWriter w, Format f, String mpi, String modelName, boolean modelExists, List<Row> rows) {
        String model = modelExists ? modelName : "no model yet";
        switch (f) {
            case TEXT -> {
                w.printf(Locale.ROOT, "calibration of %s against %s (world rank 0; bytes = a + b*x)%n", mpi, model);
                w.printf(Locale.ROOT, "%-18s %-2s %6s %12s %12s %6s %12s %12s %6s%n",
                        "pattern", "x", "points", "measured b", "model b", "agree", "measured a", "left out", "exact");
                for (Row r : rows)
                    w.printf(Locale.ROOT, "%-18s %-2s %6d %12s %12s %6s %12s %12s %6s%n", r.pattern(), r.over(), r.measured().points(),
                            num(r.measured().b()), r.model() == null ? "no model yet" : num(r.model().b()),
                            r.model() == null ? "-" : r.agrees() ? "yes" : "NO", num(r.measured().a()),
                            r.model() == null ? "-" : leftOut(r), r.measured().exact() ? "yes" : "no");
            }
            case CSV -> {
                w.println("mpi,model,pattern,x,points,measured_slope,model_slope,agree,measured_constant,left_out,exact");
                for (Row r : rows)
                    w.printf(Locale.ROOT, "%s,%s,%s,%s,%d,%s,%s,%s,%s,%s,%s%n", mpi, model, r.pattern(), r.over(), r.measured().points(),
                            num(r.measured().b()), r.model() == null ? "" : num(r.model().b()), r.model() == null ? "" : r.agrees(),
                            num(r.measured().a()), leftOut(r), r.measured().exact());
            }
            case JSON -> {
                w.printf(Locale.ROOT, "{\"mpi\": \"%s\", \"model\": %s, \"patterns\": [%n", mpi, modelExists ? "\"" + modelName + "\"" : "null");
                for (int i = 0; i < rows.size(); i++) {
                    Row r = rows.get(i);
                    StringBuilder pts = new StringBuilder();
                    for (int j = 0; j < r.samples().size(); j++) {
                        Sample s = r.samples().get(j);
                        pts.append(j == 0 ? "" : ", ").append(String.format(Locale.ROOT, "{\"world\": %d, \"n\": %d, \"x\": %d, \"bytes\": %d%s}",
                                s.world(), s.n(), Row.x(s), s.bytes(), r.model() == null ? "" : ", \"model_bytes\": " + r.predicted().get(j)));
                    }
                    w.printf(Locale.ROOT, "  {\"pattern\": \"%s\", \"x\": \"%s\", \"measured_slope\": %s, \"model_slope\": %s, \"agree\": %s, "
                                    + "\"measured_constant\": %s, \"left_out\": %s, \"exact\": %s, \"points\": [%s]}%s%n",
                            r.pattern(), r.over(), json(r.measured().b()), r.model() == null ? "null" : json(r.model().b()),
                            r.model() == null ? "null" : r.agrees(), json(r.measured().a()), r.model() == null ? "null" : leftOut(r),
                            r.measured().exact(), pts, i + 1 < rows.size() ? "," : "");
                }
                w.println("]}");
            }
        }
        w.flush();
    }

    private static String json(Fraction f) {
        return num(f);
    }
}
