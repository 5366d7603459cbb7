/**
 * What extrapolate and extrapolate --check print: the result and its evidence summary
 * ({@link org.mpimem.extrapolate.report.Extrapolation}) as text or JSON, each unit's share of the
 * memory, and the check of an extrapolation against a real trace at the target
 * ({@link org.mpimem.extrapolate.report.Check}).
 */
package org.mpimem.extrapolate.report;
