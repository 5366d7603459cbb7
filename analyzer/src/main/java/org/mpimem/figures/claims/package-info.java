/**
 * A statement the paper makes about a figure ({@link org.mpimem.figures.claims.Claim}), the
 * figure's data as claims read it ({@link org.mpimem.figures.claims.Data}) and the one unit
 * convention by which the paper's KB, MB and GB are judged ({@link org.mpimem.figures.claims.Units}).
 */
package org.mpimem.figures.claims;
