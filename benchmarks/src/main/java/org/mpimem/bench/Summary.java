package org.mpimem.bench;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The figures of scripts/bench as Markdown tables (what docs/benchmarks.md quotes): per label the
 * median wall and CPU time over the repetitions, the highest peak heap and RSS, and whether every
 * run succeeded under its heap limit; the sum of target 2; the cost curve.
 * Usage: Summary OUT_DIR (reads replay.csv and curve.csv there, prints to standard output).
 */
public final class Summary {
    private Summary() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Map<String, List<CSVRecord>> byLabel = read(dir.resolve("replay.csv"), "label");
        System.out.println("| run | procs | events | -Xmx | ok | wall s (median) | cpu s (median) | peak heap MB | max RSS MB |");
        System.out.println("|---|---:|---:|---|---|---:|---:|---:|---:|");
        double target2 = 0;
        for (Map.Entry<String, List<CSVRecord>> e : byLabel.entrySet()) {
            List<CSVRecord> rs = e.getValue();
            double wall = median(rs, "wall_s");
            if (e.getKey().startsWith("target2")) target2 += wall;
            CSVRecord r0 = rs.get(0);
            System.out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %.2f | %.2f | %.0f | %.0f |%n", e.getKey(), r0.get("procs"),
                    r0.get("events"), r0.get("xmx"), ok(rs), wall, median(rs, "cpu_s"), max(rs, "heap_peak_mb"), max(rs, "max_rss_mb"));
        }
        System.out.printf(Locale.ROOT, "%ntarget 2, sum of the median walls (one JVM per profile): %.2f s%n%n", target2);
        Path curve = dir.resolve("curve.csv");
        if (Files.exists(curve)) {
            System.out.println("| benchmark | log2 P | events | wall s | cpu s | peak heap MB | max RSS MB |");
            System.out.println("|---|---:|---:|---:|---:|---:|---:|");
            for (List<CSVRecord> rs : read(curve, "profile").values())
                for (CSVRecord r : rs)
                    System.out.printf(Locale.ROOT, "| %s | %d | %s | %s | %s | %s | %s |%n", r.get("profile"),
                            63 - Long.numberOfLeadingZeros(Long.parseLong(r.get("procs"))), r.get("events"), r.get("wall_s"),
                            r.get("cpu_s"), r.get("heap_peak_mb"), r.get("max_rss_mb"));
        }
    }

    private static Map<String, List<CSVRecord>> read(Path p, String key) throws Exception {
        Map<String, List<CSVRecord>> m = new LinkedHashMap<>();
        try (Reader in = Files.newBufferedReader(p)) {
            for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in))
                m.computeIfAbsent(r.get(key), k -> new ArrayList<>()).add(r);
        }
        return m;
    }

    private static String ok(List<CSVRecord> rs) {
        long good = rs.stream().filter(r -> r.get("exit").equals("0")).count();
        return good == rs.size() ? "yes (" + good + "/" + rs.size() + ")" : "NO (" + good + "/" + rs.size() + ")";
    }

    private static double median(List<CSVRecord> rs, String col) {
        double[] v = rs.stream().mapToDouble(r -> Double.parseDouble(r.get(col))).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static double max(List<CSVRecord> rs, String col) {
        return rs.stream().mapToDouble(r -> r.get(col).isEmpty() ? 0 : Double.parseDouble(r.get(col))).max().orElse(0);
    }
}
