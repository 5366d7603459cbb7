package org.mpimem.bench;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns JMH's CSV of {@link LookupBenchmark} into ops/s per mode, the ratio to VC-VCRT with its
 * error (99.9 % intervals, relative errors added in quadrature), and the paper's ratios beside it:
 * Table V (issue rate, theoretical network, switch implementation) and Table III (instructions).
 * Usage: LookupRatios JMH.csv OUT.csv
 */
public final class LookupRatios {
    /** Paper, Table V rows "8 procs, theoretical" (Blues, Mira) and "2 procs, theoretical" (Blues), million/s. */
    private static final Map<String, double[]> PAPER = new LinkedHashMap<>();
    /** Paper, Table III, switch-based implementation: instructions per translation (VC-VCRT: 7). */
    private static final Map<String, Integer> INSTRUCTIONS = Map.of("vcrt", 7, "direct", 9, "offset", 11, "stride", 13, "lut", 11, "mlut", 15);

    static {
        PAPER.put("vcrt", new double[]{64.76, 11.08, 78.20});
        PAPER.put("direct", new double[]{98.79, 16.63, 98.89});
        PAPER.put("offset", new double[]{92.13, 15.48, 93.43});
        PAPER.put("stride", new double[]{89.64, 15.08, 89.91});
        PAPER.put("lut", new double[]{96.03, 16.00, 96.96});
        PAPER.put("mlut", new double[]{84.51, Double.NaN, 85.27});
    }

    private LookupRatios() {}

    public static void main(String[] args) throws Exception {
        List<CSVRecord> rows;
        try (Reader in = Files.newBufferedReader(Path.of(args[0]))) {
            rows = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in).getRecords();
        }
        Map<String, double[]> base = new LinkedHashMap<>();
        for (CSVRecord r : rows)
            if (r.get("Param: mode").equals("vcrt")) base.put(r.get("Param: access"), scoreAndError(r));
        Path out = Path.of(args[1]);
        Path tmp = Files.createTempFile(out.toAbsolutePath().getParent(), ".lookup", ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp);
             CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader("access", "mode", "ops_per_s", "error_99_9",
                     "ratio_to_vcrt", "ratio_error", "paper_blues_8_ratio", "paper_mira_8_ratio", "paper_blues_2_ratio",
                     "paper_switch_instructions").build())) {
            for (CSVRecord r : rows) {
                String access = r.get("Param: access"), mode = r.get("Param: mode");
                double[] s = scoreAndError(r), b = base.get(access);
                double ratio = s[0] / b[0];
                double err = ratio * Math.hypot(s[1] / s[0], b[1] / b[0]);
                double[] paper = PAPER.get(mode), paperBase = PAPER.get("vcrt");
                p.printRecord(access, mode, fmt("%.0f", s[0]), fmt("%.0f", s[1]), fmt("%.3f", ratio), fmt("%.3f", err),
                        paper == null ? "" : fmt("%.3f", paper[0] / paperBase[0]),
                        paper == null || Double.isNaN(paper[1]) ? "" : fmt("%.3f", paper[1] / paperBase[1]),
                        paper == null ? "" : fmt("%.3f", paper[2] / paperBase[2]),
                        INSTRUCTIONS.containsKey(mode) ? INSTRUCTIONS.get(mode) : "");
            }
        }
        Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    private static double[] scoreAndError(CSVRecord r) {
        String e = r.get("Score Error (99.9%)");
        return new double[]{Double.parseDouble(r.get("Score")), e.isEmpty() || e.equals("NaN") ? 0 : Double.parseDouble(e)};
    }

    private static String fmt(String f, double v) {
        return String.format(Locale.ROOT, f, v);
    }
}
