package org.mpimem.figures.paper;

import org.mpimem.charts.Segment;
import org.mpimem.figures.points.Point;
import org.mpimem.model.Models;

import java.util.ArrayList;
import java.util.List;

import static org.mpimem.figures.points.Structure.address;
import static org.mpimem.figures.points.Structure.mapping;
import static org.mpimem.figures.points.Structure.title;

/** The paper's stacked bars (Figs. 9b-c, 10b-c, 14b-c, 17, 18), drawn from points by {@link org.mpimem.figures.points.Structure}. */
final class Bars {
    private Bars() {}

    /** A stacked bar per category: each design's address and mapping parts in MiB, the designs side by side. */
    static List<Segment> segments(List<Point> points) {
        List<Segment> segments = new ArrayList<>();
        for (Models model : List.of(Models.VC_VCRT, Models.AV_RANKMAP)) {
            List<Point> ps = points.stream().filter(p -> p.model() == model).toList();
            for (String s : List.of(address(model), mapping(model)))
                segments.add(new Segment(title(model), s, ps.stream().mapToDouble(p -> p.structure(s) / Point.MIB).toArray()));
        }
        return segments;
    }
}
