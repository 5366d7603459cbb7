package org.mpimem.measure;

import java.util.ArrayList;
import java.util.List;

import org.mpimem.charts.Segment;
import org.mpimem.charts.StackedBarSpec;

/**
 * Measured against modelled bytes per communicator site (summed over processes), two bars per site.
 * MPI_Init is left out of the chart: at about a megabyte per process it would flatten every
 * communicator's bar to nothing (the text and JSON give it).
 */
public final class MeasureChart {
    private MeasureChart() {
    }

    public static StackedBarSpec of(Comparison c) {
        List<String> names = new ArrayList<>();
        List<SiteRow> rows = c.communicatorSites();
        double[] meas = new double[rows.size()], mod = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            names.add(label(i, rows.get(i).site()));
            meas[i] = rows.get(i).measuredSum();
            mod[i] = rows.get(i).modelledSum();
        }
        return new StackedBarSpec(c.app() + ": measured vs modelled bytes per call site (" + c.run() + ", " + c.np() + " processes, " + c.design() + ")",
                "call site", "bytes, sum over processes", names,
                List.of(new Segment("measured", "measured (" + c.library() + ")", meas), new Segment("modelled", "modelled (" + c.design() + ")", mod)));
    }

    /** Short enough to sit under a bar: "foo@/src/bar.c:12" becomes "3. foo bar.c:12", numbered as the text table lists the sites. */
    static String label(int i, String site) {
        // function and line, or function and offset where the object has no line information
        String s = site.replaceAll("^(.*?)@.*?([^/]+:[0-9]+)$", "$1 $2").replaceAll("^(.*?)@.*(\\+0x[0-9a-f]+)$", "$1 $2")
                .replaceAll("\\(.*\\)", "");
        if (s.length() > 30) s = s.substring(0, 29).strip() + "…";
        return (i + 1) + ". " + s;
    }
}
