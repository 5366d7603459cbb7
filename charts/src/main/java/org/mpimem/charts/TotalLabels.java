package org.mpimem.charts;

import org.jfree.chart.labels.CategoryItemLabelGenerator;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;

import java.util.Locale;

/**
 * Each stacked bar's total written at its end, so a bar too short to see on its panel's scale still
 * reads as a number. Drawn by the bar's last non-empty layer, whose end is the bar's end (an empty
 * layer's label would sit at the axis).
 */
final class TotalLabels implements CategoryItemLabelGenerator {
    private TotalLabels() {}

    static void apply(StackedBarRenderer r, int series) {
        TotalLabels labels = new TotalLabels();
        for (int s = 0; s < series; s++) {
            r.setSeriesItemLabelGenerator(s, labels);
            r.setSeriesItemLabelsVisible(s, true);
            r.setSeriesItemLabelFont(s, Style.SMALL);
            r.setSeriesPositiveItemLabelPosition(s, new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
        }
    }

    private static boolean positive(CategoryDataset d, int row, int column) {
        Number v = d.getValue(row, column);
        return v != null && v.doubleValue() > 0;
    }

    private static double total(CategoryDataset d, int column) {
        double t = 0;
        for (int row = 0; row < d.getRowCount(); row++) {
            Number v = d.getValue(row, column);
            if (v != null) t += v.doubleValue();
        }
        return t;
    }

    @Override
    public String generateRowLabel(CategoryDataset dataset, int row) {
        return dataset.getRowKey(row).toString();
    }

    @Override
    public String generateColumnLabel(CategoryDataset dataset, int column) {
        return dataset.getColumnKey(column).toString();
    }

    @Override
    public String generateLabel(CategoryDataset dataset, int row, int column) {
        for (int later = row + 1; later < dataset.getRowCount(); later++) if (positive(dataset, later, column)) return null;
        if (!positive(dataset, row, column) && row > 0) return null; // an all-empty bar: its first layer says 0
        double t = total(dataset, column);
        return String.format(Locale.ROOT, t >= 100 ? "%.0f" : t >= 10 ? "%.1f" : "%.2f", t);
    }
}
