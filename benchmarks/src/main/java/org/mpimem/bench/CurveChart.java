package org.mpimem.bench;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cost curve of scripts/bench as a PNG with plain Java2D (the charts module has no renderer
 * on this branch): CPU time (user + sys of the JVM: wall time on a shared machine measures the
 * other tenants too) and peak heap of one replay against process count (log2 P), one line per
 * benchmark. Usage: CurveChart curve.csv curve.png
 */
public final class CurveChart {
    private static final int W = 900, H = 360, PAD = 60;
    private static final Color[] COLORS = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c)};

    private CurveChart() {}

    public static void main(String[] args) throws Exception {
        Map<String, List<double[]>> series = new LinkedHashMap<>(); // profile -> {log2 P, wall s, heap MB}
        try (Reader in = Files.newBufferedReader(Path.of(args[0]))) {
            for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in)) {
                if (!r.get("exit").equals("0")) continue;
                double log2 = Math.log(Double.parseDouble(r.get("procs"))) / Math.log(2);
                series.computeIfAbsent(r.get("profile"), k -> new ArrayList<>())
                        .add(new double[]{log2, Double.parseDouble(r.get("cpu_s")), Double.parseDouble(r.get("heap_peak_mb"))});
            }
        }
        BufferedImage img = new BufferedImage(W, 2 * H, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, W, 2 * H);
        panel(g, 0, series, 1, "CPU time of the whole JVM run, start included (s)");
        panel(g, H, series, 2, "peak heap used (MB)");
        g.dispose();
        Path out = Path.of(args[1]);
        Path tmp = Files.createTempFile(out.toAbsolutePath().getParent(), ".curve", ".png");
        ImageIO.write(img, "png", tmp.toFile());
        Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void panel(Graphics2D g, int top, Map<String, List<double[]>> series, int col, String title) {
        double xMin = 10, xMax = 27, yMax = 0;
        for (List<double[]> s : series.values()) for (double[] p : s) yMax = Math.max(yMax, p[col]);
        yMax = niceCeiling(yMax);
        int x0 = PAD, x1 = W - PAD, y0 = top + H - PAD, y1 = top + PAD / 2;
        g.setColor(Color.BLACK);
        g.drawString(title + " against processes (log2 P)", x0, y1 - 8);
        g.drawLine(x0, y0, x1, y0);
        g.drawLine(x0, y0, x0, y1);
        for (int k = (int) xMin; k <= xMax; k++) {
            int x = (int) (x0 + (k - xMin) / (xMax - xMin) * (x1 - x0));
            g.drawLine(x, y0, x, y0 + 4);
            g.drawString("2^" + k, x - 12, y0 + 18);
        }
        for (int i = 0; i <= 4; i++) {
            int y = (int) (y0 - i / 4.0 * (y0 - y1));
            g.setColor(new Color(0xdddddd));
            g.drawLine(x0 + 1, y, x1, y);
            g.setColor(Color.BLACK);
            g.drawString(String.format(java.util.Locale.ROOT, "%.2f", yMax * i / 4), 8, y + 4);
        }
        int c = 0;
        for (Map.Entry<String, List<double[]>> e : series.entrySet()) {
            g.setColor(COLORS[c % COLORS.length]);
            g.setStroke(new BasicStroke(2f));
            int px = -1, py = -1;
            for (double[] p : e.getValue()) {
                int x = (int) (x0 + (p[0] - xMin) / (xMax - xMin) * (x1 - x0)), y = (int) (y0 - p[col] / yMax * (y0 - y1));
                if (px >= 0) g.drawLine(px, py, x, y);
                g.fillOval(x - 3, y - 3, 6, 6);
                px = x;
                py = y;
            }
            g.drawString(e.getKey() + " (100 comms)", x1 - 140, y1 + 16 + 16 * c);
            c++;
        }
        g.setStroke(new BasicStroke(1f));
    }

    private static double niceCeiling(double v) {
        if (v <= 0) return 1;
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[]{1, 1.2, 1.5, 2, 2.5, 5, 10}) if (m * p >= v) return m * p;
        return 10 * p;
    }
}
