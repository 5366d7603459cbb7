package org.mpimem.survey;

import org.mpimem.charts.Charts;
import org.mpimem.charts.PanelGridSpec;
import org.mpimem.charts.Segment;
import org.mpimem.account.Category;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.ReplayResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The survey's answer in one picture: a panel per application, a bar per design, stacked by
 * category, for the process holding the most bytes at the peak. Each panel has its own linear
 * scale: totals span 4 to 355 MiB, and a log axis would misstate the shares of stacked segments.
 */
final class SurveyChart {
    static final String NAME = "memory";
    private static final double MIB = 1024.0 * 1024.0;

    private SurveyChart() {}

    static PanelGridSpec spec(List<String> apps, List<ReplayResult> results, int procs, int ppn) {
        List<String> designs = results.get(0).models().stream().map(ModelResult::model).toList();
        List<Segment> segments = new ArrayList<>();
        for (Category c : Category.values()) {
            if (results.stream().flatMap(r -> r.models().stream()).noneMatch(m -> m.peak().max().bytes().getOrDefault(c, 0L) > 0)) continue;
            for (int i = 0; i < apps.size(); i++) {
                List<ModelResult> ms = results.get(i).models();
                double[] v = new double[designs.size()];
                for (int j = 0; j < ms.size(); j++) v[j] = ms.get(j).peak().max().bytes().getOrDefault(c, 0L) / MIB;
                segments.add(new Segment(apps.get(i), c.label(), v));
            }
        }
        String title = String.format(Locale.ROOT, "Per-process MPI address and rank-map memory of each application at %,d processes, %d per node, "
                + "under each design", procs, ppn);
        return new PanelGridSpec(title, "MiB, process with the most bytes at the peak; each panel on its own scale", 4, apps, designs, segments)
                .compact(310, 11, 4);
    }

    /** {@value #NAME}.png and .svg. */
    static void write(List<String> apps, List<ReplayResult> results, int procs, int ppn, org.mpimem.figures.Sink sink) throws java.io.IOException {
        PanelGridSpec s = spec(apps, results, procs, ppn);
        sink.write(NAME + ".png", Charts.png(s));
        sink.write(NAME + ".svg", Charts.svg(s).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
