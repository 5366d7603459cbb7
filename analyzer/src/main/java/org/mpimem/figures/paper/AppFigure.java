package org.mpimem.figures.paper;

import org.mpimem.charts.ChartSpec;
import org.mpimem.charts.StackedBarSpec;
import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.measuring.SurveyTraces;
import org.mpimem.figures.points.Axes;
import org.mpimem.figures.points.Point;
import org.mpimem.figures.points.Workload;
import org.mpimem.model.Models;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Applications' profiles at one scale, VC + VCRT beside AV + Rankmap per application (Figs. 17 and 18). */
record AppFigure(String id, String caption, int procs, List<App> apps, List<Claim> claims) implements Figure {

    /** A bar: the label shown, the built-in profile and its parameters. */
    record App(String label, String profile, Map<String, String> params) {
        Trace trace(int procs) {
            AppProfile p = AppProfiles.require(profile);
            return p.generate(procs, Workload.PPN, Params.of(p, params));
        }

        /** This application at {@code procs}, through {@code m}'s cache: replayed once however often it is asked for. */
        Measurer.Replayed replay(Measurer m, int procs) {
            AppProfile p = AppProfiles.require(profile);
            return m.measure(SurveyTraces.app(p, Params.of(p, params)), procs, () -> trace(procs));
        }
    }

    public List<Point> compute(Measurer m) {
        List<Point> out = new ArrayList<>();
        for (App a : apps) {
            Measurer.Replayed r = a.replay(m, procs);
            for (Models model : r.bytes().keySet())
                out.add(new Point(a.label(), model, a.label(), procs, r.comms(), r.bytes().get(model)));
        }
        return out;
    }

    public ChartSpec chart(List<Point> points) {
        return new StackedBarSpec(caption, "", Axes.MEMORY, apps.stream().map(App::label).toList(), Bars.segments(points));
    }
}
