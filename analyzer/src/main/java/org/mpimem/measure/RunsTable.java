package org.mpimem.measure;

import java.util.List;
import java.util.Locale;

/**
 * The committed runs in one Markdown table (docs/calibration.md, "Real applications"): per
 * application, MPI and transport, the sites and how their differences split, the share of the
 * measured bytes the model accounts for, and MPI_Init's measured footprint. RealAppsMeasuredTest
 * checks that the document holds exactly this table, so the document follows the data.
 */
public final class RunsTable {
    private RunsTable() {
    }

    public static String markdown(List<String> runs) {
        StringBuilder b = new StringBuilder("| run | library (date) | sites | model = measured | explained (returned by the frees) "
                + "| unexplained (kept after the frees / never freed) | model / measured, communicators (RMA windows apart) | model / measured, MPI_Init "
                + "| MPI_Init measured, B per process |\n|---|---|---|---|---|---|---|---|---|\n");
        for (String name : runs) {
            Comparison c = CommittedRuns.sample(name);
            b.append(String.format(Locale.ROOT, "| %s | %s (%s) | %d | %d | %d | %d / %d | %s | %s | %,d |%n", name, c.library(), c.date(),
                    c.communicatorSites().size(), c.exactSites(), c.count(SiteRow.Verdict.RETURNED), c.count(SiteRow.Verdict.KEPT),
                    c.count(SiteRow.Verdict.NOT_FREED), MeasureText.percent(c.communicatorShare()), MeasureText.percent(c.initShare()),
                    c.init().measuredSum() / c.np()));
        }
        return b.toString();
    }
}
