package org.mpimem.charts;

/** One named line through the points (x[i], y[i]); {@code dashed} for a secondary line. */
public record Line(String name, double[] x, double[] y, boolean dashed) {
    public Line {
        if (x.length != y.length) throw new IllegalArgumentException(name + ": " + x.length + " x values, " + y.length + " y values");
        x = x.clone();
        y = y.clone();
    }
}
