/**
 * The paper's figures regenerated: {@link org.mpimem.figures.FigureRun} computes each figure,
 * draws it and writes it with its CSV through a {@link org.mpimem.figures.Sink}, then the page.
 * Its rooms, top to bottom: {@code designs} (every application under every design), {@code page}
 * (the page and its tables), {@code paper} (the paper's figures and the accountings tried),
 * {@code claims} (a statement of the paper and how it is judged), {@code measuring} (each
 * configuration replayed once) and {@code points} (a figure's numbers). Each names only rooms below it.
 */
package org.mpimem.figures;
