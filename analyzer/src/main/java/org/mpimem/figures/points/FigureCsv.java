package org.mpimem.figures.points;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.mpimem.account.Category;

import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A figure's data, tidy: one row per point (design, process count, number of communicators) and
 * category, with the paper's name for the structure the bytes belong to. Bytes are exact; MiB
 * (2^20 B, what the paper calls MB) has six decimals.
 */
public final class FigureCsv {
    static final String[] HEADER = {"figure", "series", "model", "workload", "processes", "communicators", "category",
            "structure", "plotted", "bytes", "MiB"};

    private FigureCsv() {}

    public static String write(String figure, List<Point> points) throws IOException {
        StringWriter out = new StringWriter();
        CSVPrinter p = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).build());
        for (Point pt : points)
            for (Map.Entry<Category, Long> e : new TreeMap<>(pt.bytes()).entrySet()) {
                String structure = Structure.of(pt.model(), e.getKey());
                p.printRecord(figure, pt.series(), pt.model().cliName(), pt.workload(), pt.processes(), pt.comms(), e.getKey().label(),
                        structure, Structure.inPaper(pt.model(), structure), e.getValue(),
                        String.format(Locale.ROOT, "%.6f", e.getValue() / Point.MIB));
            }
        p.flush();
        return out.toString();
    }
}
