/**
 * The designs figure: every built-in application at one scale under every design selected
 * ({@link org.mpimem.figures.designs.DesignsFigure}, replays stopped past a time budget), drawn a
 * panel per application, as tidy CSV and as the table beside it ({@link org.mpimem.figures.designs.DesignsOutput}).
 */
package org.mpimem.figures.designs;
