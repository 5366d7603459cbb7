package org.mpimem.extrapolate.laws;

import java.util.List;

/**
 * A run of one process has no stride (the format writes none), so a stride the traces leave open
 * is harmless where the run has one process at the target too: it is set to 1 there. Elsewhere it
 * stays undetermined and the unit is refused.
 */
final class ImpliedStrides {
    private ImpliedStrides() {}

    static void settle(FieldLaw[] row, List<String> names) {
        for (int k = 0; k < row.length; k++) {
            if (row[k] != null || !names.get(k).endsWith("stride")) continue;
            FieldLaw count = row[k - 1];
            if (count != null && count.a() == 1 && count.constant()) row[k] = new FieldLaw(names.get(k), null, 1, null, 0);
        }
    }
}
