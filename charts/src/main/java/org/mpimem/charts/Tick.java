package org.mpimem.charts;

/** An axis tick placed at {@code value} and printed as {@code label}. */
public record Tick(double value, String label) {}
