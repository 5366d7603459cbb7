package org.mpimem.report;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Tidy CSV (RFC 4180): one row per model, moment, statistic and category; bytes with a unit column.
 * The model's title (library, version and the reading it makes of the trace) comes last, so that a
 * row read alone says which design it is and columns read by position keep their place.
 */
final class CsvReport implements ReportFormat {
    static final String[] HEADER = {"trace", "profile", "processes", "model", "moment", "statistic",
            "group", "rank", "category", "value", "unit", "title"};

    public void write(List<ReplayResult> results, Writer out) throws IOException {
        CSVPrinter p = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).build());
        for (ReplayResult r : results)
            for (ModelResult m : r.models())
                for (Rows row : Rows.of(m))
                    p.printRecord(r.trace(), m.profile(), r.worldSize(), row.model(), row.moment(), row.statistic(),
                            row.group() < 0 ? "" : row.group(), row.rank() < 0 ? "" : row.rank(), row.category(), row.bytes(), "bytes", m.title());
        p.flush();
    }
}
