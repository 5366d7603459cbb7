package org.mpimem.charts;

/**
 * One named line through the points (x[i], y[i]). Lines of one {@code family} share a colour;
 * {@code dashed} tells a secondary member of the family apart.
 */
public record Line(String name, double[] x, double[] y, int family, boolean dashed) {
    public Line {
        if (x.length != y.length) throw new IllegalArgumentException(name + ": " + x.length + " x values, " + y.length + " y values");
        x = x.clone();
        y = y.clone();
    }
}
