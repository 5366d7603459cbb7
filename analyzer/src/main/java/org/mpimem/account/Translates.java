package org.mpimem.account;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/**
 * The processes of {@code h} and of its translates by k·step, k < copies, as few runs as their
 * shape allows: what a family's copies hold together of a table shared with the family's parent.
 * Built the same way for the same arguments, so a table releasing it finds the list it holds.
 */
public final class Translates {
    private Translates() {}

    public static Members of(Members h, int copies, int step) {
        Members.Builder b = new Members.Builder();
        for (Run r : h.runs()) {
            Run a = r.ascending();
            if ((a.count() == 1 || a.stride() == 1) && step == a.count()) b.add(new Run(a.group(), a.start(), a.count() * copies, 1)); // tiles
            else if (a.count() <= copies) for (int k = 0; k < a.count(); k++) b.add(new Run(a.group(), a.rankAt(k), copies, step));
            else for (int k = 0; k < copies; k++) b.add(new Run(a.group(), a.start() + k * step, a.count(), a.stride()));
        }
        return b.build();
    }
}
