package org.mpimem.figures.paper;

import org.mpimem.charts.ChartSpec;
import org.mpimem.charts.Line;
import org.mpimem.charts.LineChartSpec;
import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.points.Axes;
import org.mpimem.figures.points.Point;
import org.mpimem.figures.points.Structure;
import org.mpimem.figures.points.Workload;
import org.mpimem.model.Models;

import java.util.ArrayList;
import java.util.List;

/** Lines of per-process memory over the process count, one per design and number of communicators (Figs. 9a–14a). */
public record ProcessSweep(String id, String caption, Workload workload, int[] procs, int[] comms, boolean systemMemory,
                    List<Claim> claims) implements Figure {

    public List<Point> compute(Measurer m) {
        List<Point> out = new ArrayList<>();
        for (int c : comms)
            for (int p : procs) out.addAll(m.points(c + " comms", workload, p, c));
        return out;
    }

    public ChartSpec chart(List<Point> points) {
        List<Line> lines = new ArrayList<>();
        for (int c : comms)
            for (Models model : List.of(Models.VC_VCRT, Models.AV_RANKMAP)) {
                List<Point> ps = points.stream().filter(p -> p.comms() == c && p.model() == model).toList();
                double[] x = ps.stream().mapToDouble(Point::processes).toArray();
                double[] y = ps.stream().mapToDouble(p -> p.paperBytes() / Point.MIB).toArray();
                // colour by design, dashes for the smaller number of communicators
                lines.add(new Line(Structure.title(model) + ", " + c + " communicators", x, y, model.ordinal(), c != comms[comms.length - 1]));
            }
        return new LineChartSpec(caption, Axes.PROCESSES, Axes.MEMORY, lines,
                systemMemory ? Axes.systemMemory() : List.of(), Axes.ticks(procs));
    }
}
