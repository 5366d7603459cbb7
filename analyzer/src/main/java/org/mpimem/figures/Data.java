package org.mpimem.figures;

import org.mpimem.model.Models;
import org.mpimem.size.SizeProfile;

import java.util.List;

/** A figure's points, looked up the way claims read them; values in MiB unless named otherwise. */
public record Data(List<Point> points, Measurer measurer) {
    public static final Models VC = Models.VC_VCRT;
    public static final Models AV = Models.AV_RANKMAP;

    public Point at(Models m, int procs, int comms) {
        return points.stream().filter(p -> p.model() == m && p.processes() == procs && p.comms() == comms).findFirst()
                .orElseThrow(() -> new IllegalStateException("no point for " + m.cliName() + " at " + procs + " processes, " + comms + " comms"));
    }

    public Point app(Models m, String workload) {
        return points.stream().filter(p -> p.model() == m && p.workload().equals(workload)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no point for " + m.cliName() + " running " + workload));
    }

    /** What the paper plots (node tables left out). */
    public double mib(Models m, int procs, int comms) {
        return at(m, procs, comms).paperBytes() / Point.MIB;
    }

    public double appMib(Models m, String workload) {
        return app(m, workload).paperBytes() / Point.MIB;
    }

    public double withNodeTables(Models m, int procs, int comms) {
        return at(m, procs, comms).total() / Point.MIB;
    }

    public double structure(Models m, int procs, int comms, String structure) {
        return at(m, procs, comms).structure(structure) / Point.MIB;
    }

    /** Another configuration's paper-view MiB, for claims that compare with a sibling figure (replayed once, cached). */
    public double other(Workload w, Models m, int procs, int comms) {
        return new Point("", m, w.id(), procs, comms, measurer.measure(w, procs, comms).get(m)).paperBytes() / Point.MIB;
    }

    /** The size profile replayed, whose entry sizes notes quote. */
    public SizeProfile profile() {
        return measurer.profile();
    }

    public static double percentOfSystem(double mib) {
        return 100 * mib / Axes.SYSTEM_MEMORY_MIB;
    }
}
