package org.mpimem.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import java.util.List;

/**
 * Lines over a numeric x axis, with horizontal reference levels. When {@code xTicks} is not
 * empty the x axis is logarithmic (base 2) and shows exactly those ticks, so that uneven steps
 * such as 512K to 768K stay where they belong.
 */
public record LineChartSpec(String title, String xLabel, String yLabel, List<Line> lines, List<Level> levels,
                            List<Tick> xTicks) implements ChartSpec {
    public LineChartSpec {
        lines = List.copyOf(lines);
        levels = List.copyOf(levels);
        xTicks = List.copyOf(xTicks);
    }

    public JFreeChart toChart() {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Line l : lines) {
            XYSeries s = new XYSeries(l.name(), false, true);
            double[] x = l.x(), y = l.y();
            for (int i = 0; i < x.length; i++) s.add(x[i], y[i]);
            data.addSeries(s);
        }
        ValueAxis xAxis = xTicks.isEmpty() ? new NumberAxis(xLabel) : new ExplicitTickLogAxis(xLabel, xTicks);
        NumberAxis yAxis = new NumberAxis(yLabel);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < lines.size(); i++) {
            r.setSeriesPaint(i, Style.colour(lines.get(i).family()));
            r.setSeriesShape(i, Style.shape(i));
            r.setSeriesStroke(i, lines.get(i).dashed() ? Style.DASHED : Style.SOLID);
        }
        XYPlot plot = new XYPlot(data, xAxis, yAxis, r);
        double top = 0;
        for (Line l : lines) for (double v : l.y()) top = Math.max(top, v);
        for (Level lv : levels) {
            ValueMarker m = new ValueMarker(lv.y(), Style.LEVEL, Style.LEVEL_STROKE);
            m.setLabel(lv.label());
            m.setLabelFont(Style.SMALL);
            m.setLabelPaint(Style.LEVEL_TEXT);
            m.setLabelBackgroundColor(Style.LABEL_BACKGROUND);
            m.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            m.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            plot.addRangeMarker(m);
            top = Math.max(top, lv.y());
        }
        yAxis.setRange(0, top * 1.08 + 1e-9);
        return Style.apply(new JFreeChart(title, Style.TITLE, plot, true));
    }
}
