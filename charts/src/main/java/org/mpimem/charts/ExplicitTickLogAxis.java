package org.mpimem.charts;

import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/** A base-2 logarithmic axis that shows the caller's ticks and labels instead of powers of the base. */
final class ExplicitTickLogAxis extends LogAxis {
    private static final long serialVersionUID = 1L;
    private final List<Tick> ticks;

    ExplicitTickLogAxis(String label, List<Tick> ticks) {
        super(label);
        this.ticks = List.copyOf(ticks);
        setBase(2);
        double lo = ticks.stream().mapToDouble(Tick::value).min().orElse(1);
        double hi = ticks.stream().mapToDouble(Tick::value).max().orElse(2);
        // a little room either side so that the first and last points are not drawn on the frame
        setRange(lo / Math.pow(2, 0.3), hi * Math.pow(2, 0.3));
        setTickLabelFont(Style.TICKS);
        setLabelFont(Style.LABEL);
    }

    @Override
    protected List refreshTicksHorizontal(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
        List<NumberTick> out = new ArrayList<>();
        for (Tick t : ticks) out.add(new NumberTick(t.value(), t.label(), TextAnchor.TOP_CENTER, TextAnchor.CENTER, 0));
        return out;
    }
}
