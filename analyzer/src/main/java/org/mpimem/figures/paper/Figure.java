package org.mpimem.figures.paper;

import org.mpimem.charts.ChartSpec;
import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.points.Point;

import java.util.List;

/** One of the paper's figures: which configurations it replays, how it is drawn, what the paper says about it. */
public interface Figure {
    /** One figure done: its data and its claims checked. */
    record Done(Figure figure, List<Point> points, List<Claim.Result> claims) {}

    /** Short name used on the command line and in file names, e.g. {@code fig9a}. */
    String id();

    /** The paper's caption, or what the panel shows. */
    String caption();

    List<Point> compute(Measurer m);

    ChartSpec chart(List<Point> points);

    List<Claim> claims();
}
