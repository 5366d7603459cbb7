package org.mpimem.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/** One look for every chart: white background, light grid, colour-blind-safe colours, print-size fonts. */
final class Style {
    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 17);
    static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 15);
    static final Font TICKS = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Stroke SOLID = new BasicStroke(2.2f);
    static final Stroke DASHED = new BasicStroke(2.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[]{8f, 5f}, 0f);
    static final Color LEVEL = new Color(0x99, 0x99, 0x99);
    static final Color LEVEL_TEXT = new Color(0x55, 0x55, 0x55);
    static final Stroke LEVEL_STROKE = new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[]{3f, 4f}, 0f);
    static final Color LABEL_BACKGROUND = new Color(255, 255, 255, 210);
    private static final Color GRID = new Color(0xDD, 0xDD, 0xDD);

    /** Okabe-Ito colours, which stay distinct for colour-blind readers and in greyscale print. */
    private static final Color[] LINES = {new Color(0x00, 0x72, 0xB2), new Color(0xD5, 0x5E, 0x00), new Color(0x56, 0xB4, 0xE9),
            new Color(0xE6, 0x9F, 0x00), new Color(0x00, 0x9E, 0x73), new Color(0xCC, 0x79, 0xA7), new Color(0x00, 0x00, 0x00)};

    /** Per stack a dark and a light shade of one hue, then a grey for anything further up. */
    private static final Color[][] STACKS = {
            {new Color(0x08, 0x45, 0x94), new Color(0x6B, 0xAE, 0xD6), new Color(0xB0, 0xB0, 0xB0)},
            {new Color(0xA6, 0x36, 0x03), new Color(0xFD, 0x8D, 0x3C), new Color(0xD0, 0xD0, 0xD0)},
            {new Color(0x00, 0x6D, 0x2C), new Color(0x74, 0xC4, 0x76), new Color(0xC0, 0xC0, 0xC0)}};

    /** Layers of a stack coloured by what they are (one colour per name in every panel): Okabe-Ito, then greys. */
    private static final Color[] LAYERS = {new Color(0x00, 0x72, 0xB2), new Color(0xE6, 0x9F, 0x00), new Color(0x00, 0x9E, 0x73),
            new Color(0xCC, 0x79, 0xA7), new Color(0x56, 0xB4, 0xE9), new Color(0xD5, 0x5E, 0x00), new Color(0xF0, 0xE4, 0x42),
            new Color(0x55, 0x55, 0x55), new Color(0xAA, 0xAA, 0xAA)};

    private Style() {}

    static Color layerColour(int i) {
        return LAYERS[i % LAYERS.length];
    }

    static Color colour(int i) {
        return LINES[i % LINES.length];
    }

    static Color stackColour(int stack, int depth) {
        Color[] shades = STACKS[stack % STACKS.length];
        return shades[Math.min(depth, shades.length - 1)];
    }

    static Shape shape(int i) {
        double s = 7;
        return switch (i % 4) {
            case 0 -> new Ellipse2D.Double(-s / 2, -s / 2, s, s);
            case 1 -> new Rectangle2D.Double(-s / 2, -s / 2, s, s);
            case 2 -> triangle(s);
            default -> new Rectangle2D.Double(-s / 3, -s / 3, s / 1.5, s / 1.5);
        };
    }

    private static Shape triangle(double s) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0, -s / 2);
        p.lineTo(s / 2, s / 2);
        p.lineTo(-s / 2, s / 2);
        p.closePath();
        return p;
    }

    static JFreeChart apply(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.setPadding(new RectangleInsets(8, 8, 8, 16));
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlinePaint(Color.GRAY);
        if (plot instanceof XYPlot xy) {
            xy.setDomainGridlinePaint(GRID);
            xy.setRangeGridlinePaint(GRID);
            axes(xy.getDomainAxis(), xy.getRangeAxis());
        } else if (plot instanceof CategoryPlot cp) {
            cp.setRangeGridlinePaint(GRID);
            axes(cp.getDomainAxis(), cp.getRangeAxis());
        }
        LegendTitle legend = chart.getLegend();
        legend.setItemFont(SMALL);
        legend.setPosition(RectangleEdge.BOTTOM);
        legend.setFrame(org.jfree.chart.block.BlockBorder.NONE);
        return chart;
    }

    private static void axes(Axis... axes) {
        for (Axis a : axes) {
            a.setLabelFont(LABEL);
            a.setTickLabelFont(TICKS);
        }
    }
}
