/**
 * Laws in P fitted exactly to every trace: the bases (constant, a*P+b, log2, roots, powers of
 * two, process-grid sides), the fit of one number ({@link org.mpimem.extrapolate.laws.LawFit},
 * with its rivals and separators), of one field of a unit's items and of a whole unit
 * ({@link org.mpimem.extrapolate.laws.UnitFit}, nested children in
 * {@link org.mpimem.extrapolate.laws.NestedFit}), and the shape of irregular units.
 */
package org.mpimem.extrapolate.laws;
