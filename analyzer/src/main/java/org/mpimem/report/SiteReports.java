package org.mpimem.report;

import org.mpimem.replay.SiteReplayResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** replay --by-site in each output format: its own table, as classify --by-site replaces Table I. */
public final class SiteReports {
    private SiteReports() {}

    public static void write(ReportFormatType format, List<SiteReplayResult> results, Writer out) throws IOException {
        switch (format) {
            case TEXT -> SiteTextReport.write(results, out);
            case CSV -> SiteCsvReport.write(results, out);
            case JSON -> SiteJsonReport.write(results, out);
        }
    }
}
