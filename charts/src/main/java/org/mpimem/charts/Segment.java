package org.mpimem.charts;

/**
 * One layer of a stacked bar: its value at every category of the chart, in the stack (one bar per
 * category) named {@code stack}. Segments of one stack are drawn bottom-up in the order given.
 */
public record Segment(String stack, String name, double[] values) {
    public Segment {
        values = values.clone();
    }

    @Override
    public double[] values() {
        return values.clone();
    }
}
