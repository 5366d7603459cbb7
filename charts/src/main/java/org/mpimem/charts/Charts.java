package org.mpimem.charts;

import org.jfree.chart.ChartUtils;
import org.jfree.svg.SVGGraphics2D;

import java.awt.Rectangle;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Renders a chart specification to PNG bytes or an SVG document, without a display. */
public final class Charts {
    public static final int WIDTH = 960;
    public static final int HEIGHT = 600;

    static {
        // before any AWT class loads: no display on build machines and CI
        System.setProperty("java.awt.headless", "true");
        // draw rotated labels (the y axis title) as text, not glyph outlines, so SVG keeps them searchable
        org.jfree.chart.text.TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    private Charts() {}

    public static byte[] png(ChartSpec spec) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ChartUtils.writeChartAsPNG(out, spec.toChart(), WIDTH, HEIGHT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    public static String svg(ChartSpec spec) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        spec.toChart().draw(g, new Rectangle(WIDTH, HEIGHT));
        return g.getSVGDocument();
    }
}
