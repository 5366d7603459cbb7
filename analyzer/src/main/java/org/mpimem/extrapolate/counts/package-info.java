/**
 * The traced process counts as evidence: the range they cover, what every one of them shares
 * that a target may lack (a common divisor, a square), whether they all ran on one node, and
 * the counts a refusal advises tracing at ({@link org.mpimem.extrapolate.counts.Advice}).
 */
package org.mpimem.extrapolate.counts;
