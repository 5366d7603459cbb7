/**
 * From traces of one application at a few process counts, its trace at another count. The
 * pipeline is read top down in {@link org.mpimem.extrapolate.Extrapolator}: the traces aligned
 * ({@code align}) are paired into units ({@link org.mpimem.extrapolate.Units}, split by call
 * order in {@link org.mpimem.extrapolate.Calls}), each unit's fields fitted to laws in P
 * ({@code laws}), the fit judged ({@code evidence}, {@link org.mpimem.extrapolate.WrittenStatus}),
 * the target written ({@code target}) and the whole reported ({@code report}). What the traced
 * counts share and which counts a refusal advises sits below the laws ({@code counts}).
 * Sub-packages import downwards only: report, target and evidence → laws → counts → align.
 */
package org.mpimem.extrapolate;
