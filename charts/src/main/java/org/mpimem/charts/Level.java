package org.mpimem.charts;

/** A horizontal reference line across the whole plot, labelled at its right end. */
public record Level(String label, double y) {}
