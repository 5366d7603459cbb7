/**
 * The paper's Figs. 9–14, 17 and 18 ({@link org.mpimem.figures.paper.PaperFigures}): a
 * {@link org.mpimem.figures.paper.Figure} of one of three kinds (lines over the process count,
 * stacked bars, applications), each with the claims the paper's text makes about it; the
 * accountings under which each claim holds, and the plan that queues every replay they need.
 */
package org.mpimem.figures.paper;
