package org.mpimem.model.scan;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/** {@code values[indexes[i]]} for every i, run by run: how a child's members follow from its parent's. */
public final class Select {
    private Select() {}

    public static Members of(Members values, Members indexes) {
        Members.Builder out = new Members.Builder();
        for (Run ix : indexes.runs()) {
            int j = 0;
            while (j < ix.count()) {
                int at = ix.rankAt(j);
                int k = values.runIndexOf(at);
                Run v = values.run(k);
                int inRun = at - values.runOffset(k);
                int take = 1;
                if (ix.count() - j > 1) {
                    long room = ix.stride() > 0 ? (v.count() - 1 - inRun) / ix.stride() : inRun / (long) -ix.stride();
                    take = (int) Math.min(ix.count() - j, room + 1);
                }
                out.add(new Run(v.group(), v.rankAt(inRun), take, take == 1 ? 1 : v.stride() * ix.stride()));
                j += take;
            }
        }
        return out.build();
    }
}
