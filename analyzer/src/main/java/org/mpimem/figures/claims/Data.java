package org.mpimem.figures.claims;

import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.points.Axes;
import org.mpimem.figures.points.Point;
import org.mpimem.figures.points.Structure;
import org.mpimem.figures.points.Workload;
import org.mpimem.model.Models;
import org.mpimem.size.SizeProfile;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A figure's points, looked up the way claims read them; values in MiB unless named otherwise.
 * {@code nodeTables}: the paper's view includes the node tables (an accounting the paper may have
 * used); {@code remeasure}: each point looked up is replayed again under another size profile
 * (only the points a claim reads), or null.
 */
public record Data(List<Point> points, Measurer measurer, boolean nodeTables, UnaryOperator<Point> remeasure) {
    public static final Models VC = Models.VC_VCRT;
    public static final Models AV = Models.AV_RANKMAP;

    public Data(List<Point> points, Measurer measurer) {
        this(points, measurer, false, null);
    }

    public Point at(Models m, int procs, int comms) {
        Point p = points.stream().filter(x -> x.model() == m && x.processes() == procs && x.comms() == comms).findFirst()
                .orElseThrow(() -> new IllegalStateException("no point for " + m.cliName() + " at " + procs + " processes, " + comms + " comms"));
        return remeasure == null ? p : remeasure.apply(p);
    }

    private double view(Point p) {
        return (p.paperBytes() + (nodeTables ? p.structure(Structure.NODE_TABLES) : 0)) / Point.MIB;
    }

    public Point app(Models m, String workload) {
        return points.stream().filter(p -> p.model() == m && p.workload().equals(workload)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no point for " + m.cliName() + " running " + workload));
    }

    /** What the paper plots (node tables left out). */
    public double mib(Models m, int procs, int comms) {
        return view(at(m, procs, comms));
    }

    public double appMib(Models m, String workload) {
        return view(app(m, workload));
    }

    public double withNodeTables(Models m, int procs, int comms) {
        return at(m, procs, comms).total() / Point.MIB;
    }

    public double structure(Models m, int procs, int comms, String structure) {
        return at(m, procs, comms).structure(structure) / Point.MIB;
    }

    /** Another configuration's paper-view MiB, for claims that compare with a sibling figure (replayed once, cached). */
    public double other(Workload w, Models m, int procs, int comms) {
        return view(new Point("", m, w.id(), procs, comms, measurer.measure(w, procs, comms).get(m)));
    }

    /** One structure of another configuration, in MiB, for claims that compare scales (replayed once, cached). */
    public double otherStructure(Workload w, Models m, int procs, int comms, String structure) {
        return new Point("", m, w.id(), procs, comms, measurer.measure(w, procs, comms).get(m)).structure(structure) / Point.MIB;
    }

    /** The size profile replayed, whose entry sizes notes quote. */
    public SizeProfile profile() {
        return measurer.profile();
    }

    public static double percentOfSystem(double mib) {
        return 100 * mib / Axes.SYSTEM_MEMORY_MIB;
    }
}
