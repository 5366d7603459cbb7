package org.mpimem.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.GroupedStackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.KeyToGroupMap;
import org.jfree.data.category.DefaultCategoryDataset;

import java.util.ArrayList;
import java.util.List;

/**
 * Bars side by side at each category, one per stack, each stacked from its segments. Segment
 * names are the legend entries and must be unique across stacks.
 */
public record StackedBarSpec(String title, String xLabel, String yLabel, List<String> categories, List<Segment> segments)
        implements ChartSpec {
    public StackedBarSpec {
        categories = List.copyOf(categories);
        segments = List.copyOf(segments);
        for (Segment s : segments)
            if (s.values().length != categories.size())
                throw new IllegalArgumentException(s.name() + ": " + s.values().length + " values for " + categories.size() + " categories");
        if (segments.stream().map(Segment::name).distinct().count() != segments.size())
            throw new IllegalArgumentException("segment names must be unique: " + segments.stream().map(Segment::name).toList());
    }

    public JFreeChart toChart() {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        List<String> stacks = new ArrayList<>();
        for (Segment s : segments) {
            if (!stacks.contains(s.stack())) stacks.add(s.stack());
            double[] v = s.values();
            for (int i = 0; i < v.length; i++) data.addValue(v[i], s.name(), categories.get(i));
        }
        KeyToGroupMap groups = new KeyToGroupMap(stacks.get(0));
        GroupedStackedBarRenderer r = new GroupedStackedBarRenderer();
        int[] depth = new int[stacks.size()];
        for (int i = 0; i < segments.size(); i++) {
            Segment s = segments.get(i);
            int stack = stacks.indexOf(s.stack());
            groups.mapKeyToGroup(s.name(), s.stack());
            r.setSeriesPaint(i, Style.stackColour(stack, depth[stack]++));
        }
        r.setSeriesToGroupMap(groups);
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setItemMargin(0.05);
        r.setDrawBarOutline(false);
        // stacks are told apart by colour family and the legend: labels under narrow bars collide
        CategoryAxis x = new CategoryAxis(xLabel);
        x.setCategoryMargin(0.25);
        x.setTickLabelFont(Style.TICKS);
        x.setLabelFont(Style.LABEL);
        x.setMaximumCategoryLabelLines(2);
        NumberAxis y = new NumberAxis(yLabel);
        CategoryPlot plot = new CategoryPlot(data, x, y, r);
        return Style.apply(new JFreeChart(title, Style.TITLE, plot, true));
    }
}
