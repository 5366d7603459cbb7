package org.mpimem.report;

import org.mpimem.account.ProcessStats;
import org.mpimem.replay.SiteBytes;
import org.mpimem.replay.SiteReplayResult;
import org.mpimem.replay.SiteResult;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Per design, the call sites by what their communicators cost on the process with the most bytes,
 * at the end of the trace and at its peak (applications free communicators before the end, so the
 * end alone can show every site at 0 B), costliest first (the line to look at heads the list),
 * with the share of that process's total and the bytes over all processes.
 */
final class SiteTextReport {
    private SiteTextReport() {}

    static void write(List<SiteReplayResult> results, Writer out) throws IOException {
        StringBuilder b = new StringBuilder();
        for (SiteReplayResult r : results) {
            if (b.length() > 0) b.append(String.format("%n"));
            b.append(String.format(Locale.ROOT, "trace %s: %,d processes, %d events; size profile %s; bytes by call site at the end and at the peak%n",
                    r.trace(), r.worldSize(), r.events(), r.profile()));
            for (SiteResult m : r.models()) model(b, m, r.profile());
        }
        out.write(b.toString());
    }

    private static void model(StringBuilder b, SiteResult m, String asked) {
        b.append(String.format(Locale.ROOT, "%n%s%s%n", m.model().title(), TextReport.ownProfile(asked, m.model().profile())));
        b.append(String.format(Locale.ROOT, "at the end%n"));
        table(b, m.sites(), m.model().end());
        b.append(String.format(Locale.ROOT, "at the peak (event %d, trace line %d)%n", m.model().peakEvent(), m.model().peakLine()));
        table(b, m.atPeak(), m.model().peak());
    }

    private static void table(StringBuilder b, List<SiteBytes> sites, ProcessStats moment) {
        ProcessStats.Proc max = moment.max();
        int width = Math.max(5, sites.stream().mapToInt(s -> s.site().length()).max().orElse(0));
        String row = "  %-" + width + "s %7s %12s %7s %14s%n";
        b.append(String.format(Locale.ROOT, row, "site", "comms", "process " + max.group() + "/" + max.rank(), "share", "all processes"));
        List<SiteBytes> sorted = sites.stream().sorted(Comparator.comparingLong(SiteBytes::onMaxProcess).reversed()).toList();
        for (SiteBytes s : sorted)
            b.append(String.format(Locale.ROOT, row, s.site(), String.format(Locale.ROOT, "%,d", s.comms()),
                    TextReport.human(s.onMaxProcess()), share(s.onMaxProcess(), max.total()), TextReport.human(s.allProcesses().doubleValue())));
        b.append(String.format(Locale.ROOT, row, "total", String.format(Locale.ROOT, "%,d", sites.stream().mapToInt(SiteBytes::comms).sum()),
                TextReport.human(max.total()), share(max.total(), max.total()), TextReport.human(moment.total().doubleValue())));
    }

    private static String share(long part, long whole) {
        if (whole == 0) return "-";
        return new BigDecimal(part * 100.0 / whole).setScale(1, RoundingMode.HALF_EVEN).toPlainString() + "%";
    }
}
