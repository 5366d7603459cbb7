package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.Cached;
import org.mpimem.model.ompi.contact.tree.KeptTree.Kind;
import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.InOrderBmtree;
import org.mpimem.model.ompi.contact.tree.Linear;
import org.mpimem.model.ompi.contact.tree.Rooted;

/**
 * The gather and scatter coll/tuned's fixed rules pick for a block of {@code bytes} per rank over
 * {@code n} ranks (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c:1379-1460 and 1468-1560):
 * the linear variants have every rank talk to the root; the binomial ones run the in-order binomial
 * tree turned to the root, kept on the communicator ({@link Cached}; coll_base_gather.c:65,
 * coll_base_scatter.c:85).
 */
public final class TunedGatherScatter {
    private TunedGatherScatter() {}

    public static Exchange gather(int n, long bytes, int root) {
        return Rooted.of(gatherAlgorithm(n, bytes) == 2 ? new Cached(new InOrderBmtree(), Kind.IN_ORDER_BMTREE) : new Linear(), root);
    }

    public static Exchange scatter(int n, long bytes, int root) {
        return Rooted.of(scatterAlgorithm(n, bytes) == 2 ? new Cached(new InOrderBmtree(), Kind.IN_ORDER_BMTREE) : new Linear(), root);
    }

    static int gatherAlgorithm(int n, long b) {
        if (n < 4) return b < 2 ? 3 : b < 4 ? 1 : b < 32768 ? 2 : b < 65536 ? 1 : b < 131072 ? 2 : 3;
        if (n < 8) return b < 1024 ? 2 : b < 8192 ? 1 : b < 32768 ? 2 : b < 262144 ? 1 : 3;
        if (n < 256) return 2;
        if (n < 512) return b < 2048 ? 2 : b < 8192 ? 1 : 2;
        return 2;
    }

    static int scatterAlgorithm(int n, long b) {
        if (n < 4) return b < 2 ? 3 : b < 131072 ? 1 : b < 262144 ? 3 : 1;
        if (n < 8) return b < 2048 ? 2 : b < 4096 ? 1 : b < 8192 ? 2 : b < 32768 ? 1 : b < 1048576 ? 3 : 1;
        if (n < 16) return b < 16384 ? 2 : b < 1048576 ? 3 : 1;
        if (n < 32) return b < 16384 ? 2 : b < 32768 ? 1 : 3;
        if (n < 64) return b < 512 ? 2 : b < 8192 ? 3 : b < 16384 ? 2 : 3;
        return b < 512 ? 2 : 3;
    }
}
