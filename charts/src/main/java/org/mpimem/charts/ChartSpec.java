package org.mpimem.charts;

import org.jfree.chart.JFreeChart;

/** What to draw, as plain data: a chart specification knows nothing of where its numbers come from. */
public sealed interface ChartSpec permits LineChartSpec, StackedBarSpec {
    String title();

    /** The JFreeChart object for this specification, styled for print. */
    JFreeChart toChart();
}
