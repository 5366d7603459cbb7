/**
 * How far a unit's fit is to be trusted: each trace held out in turn and predicted by the others
 * ({@link org.mpimem.extrapolate.evidence.HeldOut}), the confirmation that follows, the cap on a
 * unit's status, and the line each unit gets in the report
 * ({@link org.mpimem.extrapolate.evidence.UnitReport}).
 */
package org.mpimem.extrapolate.evidence;
