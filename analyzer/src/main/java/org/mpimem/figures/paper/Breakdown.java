package org.mpimem.figures.paper;

import org.mpimem.charts.ChartSpec;
import org.mpimem.charts.StackedBarSpec;
import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.points.Axes;
import org.mpimem.figures.points.Point;
import org.mpimem.figures.points.Workload;

import java.util.ArrayList;
import java.util.List;

/**
 * Stacked bars of the paper's structures, VC + VCRT beside AV + Rankmap, either over the
 * process count at a fixed number of communicators (Figs. 9b, 10b, 14b) or over the number of
 * communicators at a fixed process count (Figs. 9c, 10c, 14c).
 */
record Breakdown(String id, String caption, Workload workload, int[] procs, int[] comms, List<Claim> claims) implements Figure {

    static Breakdown overProcesses(String id, String caption, Workload w, int[] procs, int comms, List<Claim> claims) {
        return new Breakdown(id, caption, w, procs, new int[]{comms}, claims);
    }

    static Breakdown overComms(String id, String caption, Workload w, int procs, int[] comms, List<Claim> claims) {
        return new Breakdown(id, caption, w, new int[]{procs}, comms, claims);
    }

    private boolean overProcesses() {
        return comms.length == 1;
    }

    public List<Point> compute(Measurer m) {
        List<Point> out = new ArrayList<>();
        for (int c : comms)
            for (int p : procs) out.addAll(m.points(Axes.procs(p) + " processes, " + c + " comms", workload, p, c));
        return out;
    }

    public ChartSpec chart(List<Point> points) {
        List<String> categories = new ArrayList<>();
        if (overProcesses()) for (int p : procs) categories.add(Axes.procs(p));
        else for (int c : comms) categories.add(Integer.toString(c));
        return new StackedBarSpec(caption, overProcesses() ? Axes.PROCESSES : Axes.COMMUNICATORS, Axes.MEMORY, categories, Bars.segments(points));
    }
}
