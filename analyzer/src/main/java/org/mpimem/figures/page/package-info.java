/**
 * The figures page, in Markdown and in HTML: each figure with the paper's statements beside ours
 * and the accountings ({@link org.mpimem.figures.page.IndexPage}), then its table sections
 * ({@link org.mpimem.figures.page.PageSection}): Table II against the code, the performance
 * claims not reproduced, and the models against the real libraries (calibration).
 */
package org.mpimem.figures.page;
