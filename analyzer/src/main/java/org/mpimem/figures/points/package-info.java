/**
 * A figure's numbers: a design's bytes at one configuration ({@link org.mpimem.figures.points.Point}),
 * the paper's names for where they go ({@link org.mpimem.figures.points.Structure}), the workloads
 * replayed, the paper's axes and the tidy CSV of a figure.
 */
package org.mpimem.figures.points;
