package org.mpimem.report;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.mpimem.account.ProcessStats;
import org.mpimem.replay.SiteBytes;
import org.mpimem.replay.SiteReplayResult;
import org.mpimem.replay.SiteResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Tidy CSV of replay --by-site: one row per model, site and statistic ({@code max}: on the process
 * with the most bytes at the end, named by group and rank; {@code sum}: over all processes;
 * {@code peak-max} and {@code peak-sum}: the same at the peak, on the process with the most bytes then).
 */
final class SiteCsvReport {
    static final String[] HEADER = {"trace", "profile", "processes", "model", "site", "communicators", "statistic",
            "group", "rank", "value", "unit"};

    private SiteCsvReport() {}

    static void write(List<SiteReplayResult> results, Writer out) throws IOException {
        CSVPrinter p = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).build());
        for (SiteReplayResult r : results)
            for (SiteResult m : r.models()) {
                rows(p, r, m, m.sites(), m.model().end().max(), "");
                rows(p, r, m, m.atPeak(), m.model().peak().max(), "peak-");
            }
        p.flush();
    }

    private static void rows(CSVPrinter p, SiteReplayResult r, SiteResult m, List<SiteBytes> sites, ProcessStats.Proc max, String moment)
            throws IOException {
        for (SiteBytes s : sites) {
            p.printRecord(r.trace(), m.model().profile(), r.worldSize(), m.model().model(), s.site(), s.comms(), moment + "max",
                    max.group(), max.rank(), s.onMaxProcess(), "bytes");
            p.printRecord(r.trace(), m.model().profile(), r.worldSize(), m.model().model(), s.site(), s.comms(), moment + "sum",
                    "", "", s.allProcesses(), "bytes");
        }
    }
}
