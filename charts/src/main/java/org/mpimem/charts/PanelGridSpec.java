package org.mpimem.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.block.RectangleConstraint;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.DefaultCategoryDataset;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Small multiples: one horizontal stacked-bar panel per group (an application), each on its own
 * scale so that a small total stays readable beside a large one; the same bars in every panel and
 * one colour per layer name everywhere, explained by a single legend. A segment's stack names its panel.
 */
public record PanelGridSpec(String title, String valueLabel, int columns, List<String> panels, List<String> bars, List<Segment> segments,
                            int panelWidth, int barHeight) {
    static final int PANEL_WIDTH = 430, BAR_HEIGHT = 22, PANEL_EXTRA = 78, TITLE_HEIGHT = 80, LEGEND_HEIGHT = 44;

    public PanelGridSpec(String title, String valueLabel, int columns, List<String> panels, List<String> bars, List<Segment> segments) {
        this(title, valueLabel, columns, panels, bars, segments, PANEL_WIDTH, BAR_HEIGHT);
    }

    /** The same grid with narrower panels and thinner bars, to fit a page's first screen. */
    public PanelGridSpec compact(int panelWidth, int barHeight, int columns) {
        return new PanelGridSpec(title, valueLabel, columns, panels, bars, segments, panelWidth, barHeight);
    }

    public PanelGridSpec {
        panels = List.copyOf(panels);
        bars = List.copyOf(bars);
        segments = List.copyOf(segments);
        for (Segment s : segments)
            if (s.values().length != bars.size() || !panels.contains(s.stack()))
                throw new IllegalArgumentException(s.stack() + "/" + s.name() + ": " + s.values().length + " values for " + bars.size() + " bars");
    }

    List<String> layers() {
        return segments.stream().map(Segment::name).distinct().toList();
    }

    public int width() {
        return columns * panelWidth;
    }

    public int height() {
        return TITLE_HEIGHT + rows() * panelHeight() + LEGEND_HEIGHT;
    }

    private int rows() {
        return (panels.size() + columns - 1) / columns;
    }

    private int panelHeight() {
        return PANEL_EXTRA + barHeight * bars.size();
    }

    JFreeChart panel(String name) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        StackedBarRenderer r = new StackedBarRenderer();
        List<String> layers = layers();
        int series = 0;
        for (Segment s : segments) {
            if (!s.stack().equals(name)) continue;
            for (int i = 0; i < bars.size(); i++) data.addValue(s.values()[i], s.name(), bars.get(i));
            r.setSeriesPaint(series++, Style.layerColour(layers.indexOf(s.name())));
        }
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(false);
        TotalLabels.apply(r, series);
        CategoryAxis x = new CategoryAxis(null);
        x.setCategoryMargin(0.25);
        x.setMaximumCategoryLabelWidthRatio(0.5f); // design names whole, not cut to "av-rankmap (s…"
        NumberAxis y = new NumberAxis(null); // the unit is said once, under the grid's title
        y.setUpperMargin(0.32); // room for the totals written at the bars' ends
        CategoryPlot plot = new CategoryPlot(data, x, y, r);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        JFreeChart c = Style.apply(new JFreeChart(name, Style.LABEL, plot, true));
        c.removeLegend(); // one legend for every panel, drawn under the grid
        x.setTickLabelFont(Style.SMALL);
        y.setTickLabelFont(Style.SMALL);
        return c;
    }

    public void draw(Graphics2D g, Rectangle2D area) {
        g.setPaint(Color.WHITE);
        g.fill(area);
        // a long title wraps onto a second line; the unit goes under whatever height it took
        double th = place(g, new TextTitle(title, Style.TITLE), new Rectangle2D.Double(area.getX() + 8, area.getY() + 6, area.getWidth() - 16, 48));
        place(g, new TextTitle(valueLabel, Style.SMALL), new Rectangle2D.Double(area.getX(), area.getY() + 8 + th, area.getWidth(), 18));
        double w = area.getWidth() / columns, h = panelHeight();
        for (int i = 0; i < panels.size(); i++)
            panel(panels.get(i)).draw(g, new Rectangle2D.Double(area.getX() + (i % columns) * w, area.getY() + TITLE_HEIGHT + (i / columns) * h, w, h));
        LegendItemCollection items = new LegendItemCollection();
        List<String> layers = layers();
        for (int i = 0; i < layers.size(); i++)
            items.add(new LegendItem(layers.get(i), null, null, null, new Rectangle2D.Double(-6, -6, 12, 12), Style.layerColour(i)));
        LegendTitle legend = new LegendTitle(() -> items);
        legend.setItemFont(Style.LABEL);
        legend.setPosition(RectangleEdge.BOTTOM);
        legend.setHorizontalAlignment(org.jfree.chart.ui.HorizontalAlignment.CENTER);
        place(g, legend, new Rectangle2D.Double(area.getX(), area.getMaxY() - LEGEND_HEIGHT, area.getWidth(), LEGEND_HEIGHT));
    }

    /** A title drawn outside a chart must be arranged first: that is where it lays out its text. */
    private static double place(Graphics2D g, Title t, Rectangle2D at) {
        double h = t.arrange(g, RectangleConstraint.NONE.toFixedWidth(at.getWidth())).getHeight();
        t.draw(g, new Rectangle2D.Double(at.getX(), at.getY(), at.getWidth(), h));
        return h;
    }
}
