/**
 * Measuring a figure: {@link org.mpimem.figures.measuring.Measurer} replays each configuration
 * once per design on the run's shared replays (and its entry-size variants share them too);
 * {@link org.mpimem.figures.measuring.SurveyTraces} names an application's trace so that the
 * survey's table and the figures ask for the same one.
 */
package org.mpimem.figures.measuring;
