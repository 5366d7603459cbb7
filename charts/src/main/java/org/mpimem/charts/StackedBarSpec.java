package org.mpimem.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SubCategoryAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.GroupedStackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.KeyToGroupMap;
import org.jfree.data.category.DefaultCategoryDataset;

import java.util.ArrayList;
import java.util.List;

/**
 * Bars side by side at each category, one per stack, each stacked from its segments. Segment
 * names are the legend entries and must be unique across stacks. Few categories get the stack
 * names under each bar as well.
 */
public record StackedBarSpec(String title, String xLabel, String yLabel, List<String> categories, List<Segment> segments)
        implements ChartSpec {
    private static final int MAX_CATEGORIES_WITH_STACK_LABELS = 8;

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
        CategoryAxis x;
        if (categories.size() <= MAX_CATEGORIES_WITH_STACK_LABELS && stacks.size() > 1) {
            SubCategoryAxis sub = new SubCategoryAxis(xLabel);
            for (String st : stacks) sub.addSubCategory(st);
            sub.setSubLabelFont(Style.SMALL);
            x = sub;
        } else {
            x = new CategoryAxis(xLabel);
        }
        x.setCategoryMargin(0.25);
        x.setTickLabelFont(Style.TICKS);
        x.setLabelFont(Style.LABEL);
        x.setMaximumCategoryLabelLines(2);
        NumberAxis y = new NumberAxis(yLabel);
        CategoryPlot plot = new CategoryPlot(data, x, y, r);
        return Style.apply(new JFreeChart(title, Style.TITLE, plot, true));
    }
}
