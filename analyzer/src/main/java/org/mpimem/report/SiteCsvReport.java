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
 * with the most bytes at the end, named by group and rank; {@code sum}: over all processes).
 */
final class SiteCsvReport {
    static final String[] HEADER = {"trace", "profile", "processes", "model", "site", "communicators", "statistic",
            "group", "rank", "value", "unit"};

    private SiteCsvReport() {}

    static void write(List<SiteReplayResult> results, Writer out) throws IOException {
        CSVPrinter p = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).build());
        for (SiteReplayResult r : results)
            for (SiteResult m : r.models()) {
                ProcessStats.Proc max = m.model().end().max();
                for (SiteBytes s : m.sites()) {
                    p.printRecord(r.trace(), m.model().profile(), r.worldSize(), m.model().model(), s.site(), s.comms(), "max",
                            max.group(), max.rank(), s.onMaxProcess(), "bytes");
                    p.printRecord(r.trace(), m.model().profile(), r.worldSize(), m.model().model(), s.site(), s.comms(), "sum",
                            "", "", s.allProcesses(), "bytes");
                }
            }
        p.flush();
    }
}
