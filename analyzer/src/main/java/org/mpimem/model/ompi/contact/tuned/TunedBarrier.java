package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.Bruck;
import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.FoldedRecursiveDoubling;
import org.mpimem.model.ompi.contact.tree.InOrderBmtree;
import org.mpimem.model.ompi.contact.tree.Linear;
import org.mpimem.model.ompi.contact.tree.TwoProc;

/**
 * The barrier coll/tuned's fixed rules pick over {@code n} ranks, by size alone
 * (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c:464-505): linear (everyone with rank 0),
 * recursive doubling, Bruck's dissemination, or the tree (coll_base_barrier.c:406, the in-order
 * binomial tree's pairs).
 */
public final class TunedBarrier {
    private TunedBarrier() {}

    public static Exchange of(int n) {
        if (n == 2) return new TwoProc();
        return switch (algorithm(n)) {
            case 1 -> new Linear();
            case 3 -> new FoldedRecursiveDoubling();
            case 6 -> new InOrderBmtree();
            default -> new Bruck();
        };
    }

    static int algorithm(int n) {
        if (n < 4) return 3;
        if (n < 8) return 1;
        if (n < 64) return 3;
        if (n < 256) return 4;
        if (n < 512) return 6;
        if (n < 1024) return 4;
        if (n < 4096) return 6;
        return 4;
    }
}
