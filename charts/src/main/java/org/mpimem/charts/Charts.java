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

    /** A grid of panels at its own size (it grows with its panels and bars). */
    public static byte[] png(PanelGridSpec spec) {
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(spec.width(), spec.height(), java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        g.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(java.awt.RenderingHints.KEY_TEXT_ANTIALIASING, java.awt.RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        spec.draw(g, new Rectangle(spec.width(), spec.height()));
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ChartUtils.writeBufferedImageAsPNG(out, img);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    public static String svg(PanelGridSpec spec) {
        SVGGraphics2D g = new SVGGraphics2D(spec.width(), spec.height());
        spec.draw(g, new Rectangle(spec.width(), spec.height()));
        return g.getSVGDocument();
    }

    public static String svg(ChartSpec spec) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        spec.toChart().draw(g, new Rectangle(WIDTH, HEIGHT));
        return g.getSVGDocument();
    }
}
