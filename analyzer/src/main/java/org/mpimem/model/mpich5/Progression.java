package org.mpimem.model.mpich5;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/**
 * MPICH 5's {@code check_map_is_strided} (HEAD:src/util/group/grouputil.c:446-470): an lpid list
 * is regular when it is an arithmetic progression, any step, negative included; one element is
 * {offset, 1}. There is no block stride. Evaluated on run-compressed lists in O(runs).
 */
final class Progression {
    private Progression() {}

    /** {offset, step} when a[i] = offset + i*step for every i (values as packed gpids), else null. */
    static long[] of(Members a) {
        int n = a.size();
        if (n == 0) return null;
        long first = a.get(0);
        if (n == 1) return new long[]{first, 1};
        long step = a.get(1) - first;
        for (int k = 0; k < a.runCount(); k++) {
            Run r = a.run(k);
            // a run is one process group: inside it consecutive lpids differ by the run's stride
            if (Members.gpid(r.group(), r.start()) != first + a.runOffset(k) * step) return null;
            if (r.count() > 1 && r.stride() != step) return null;
        }
        return new long[]{first, step};
    }

    /** The same on a plain array: the oracle of {@link #of(Members)}. */
    static long[] of(long[] a) {
        if (a.length == 0) return null;
        if (a.length == 1) return new long[]{a[0], 1};
        long step = a[1] - a[0];
        for (int i = 1; i < a.length; i++) if (a[i] - a[i - 1] != step) return null;
        return new long[]{a[0], step};
    }
}
