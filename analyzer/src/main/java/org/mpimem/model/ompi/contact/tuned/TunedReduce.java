package org.mpimem.model.ompi.contact.tuned;

import org.mpimem.model.ompi.contact.tree.Cached;
import org.mpimem.model.ompi.contact.tree.KeptTree.Kind;
import org.mpimem.model.ompi.contact.tree.Chain;
import org.mpimem.model.ompi.contact.tree.Edge;
import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.InOrderBintree;
import org.mpimem.model.ompi.contact.tree.InOrderBmtree;
import org.mpimem.model.ompi.contact.tree.LevelTree;
import org.mpimem.model.ompi.contact.tree.Linear;
import org.mpimem.model.ompi.contact.tree.PairedRecursiveDoubling;
import org.mpimem.model.ompi.contact.tree.Rooted;
import org.mpimem.model.ompi.contact.tree.Union;

/**
 * The reduce coll/tuned's fixed rules pick for {@code bytes} over {@code n} ranks to {@code root},
 * commutative operation (v4.1.4:ompi/mca/coll/tuned/coll_tuned_decision_fixed.c:662-815), run with
 * no segmentation and fan-out 0 as the rules call it: chain and pipeline are one chain, binary is
 * the fan-out-2 tree, binomial the in-order binomial tree, each turned to the root; in-order binary
 * is rooted at n - 1, which hands the result to the root; Rabenseifner's halves over the
 * recursive-doubling pairs and gathers to the root. The trees are kept on the communicator
 * ({@link Cached}, coll_base_reduce.c:398-535); linear and Rabenseifner's keep none.
 */
public final class TunedReduce {
    private TunedReduce() {}

    public static Exchange of(int n, long bytes, int root) {
        return switch (algorithm(n, bytes)) {
            case 1 -> Rooted.of(new Linear(), root);
            case 2 -> Rooted.of(new Cached(new Chain(), Kind.CHAIN), root);
            case 3 -> Rooted.of(new Cached(new Chain(), Kind.PIPELINE), root);
            case 4 -> Rooted.of(new Cached(new LevelTree(2), Kind.BINTREE), root);
            case 5 -> Rooted.of(new Cached(new InOrderBmtree(), Kind.IN_ORDER_BMTREE), root);
            case 6 -> {
                Exchange tree = new Cached(new InOrderBintree(), Kind.IN_ORDER_BINTREE);
                yield root == n - 1 ? tree : new Union(tree, new Edge(n - 1, root));
            }
            default -> new Union(new PairedRecursiveDoubling(), Rooted.of(new InOrderBmtree(), root));
        };
    }

    /** The rule's algorithm number for a commutative operation, as the source writes the table. */
    static int algorithm(int n, long b) {
        if (n < 4) return b < 8 ? 7 : b < 16 ? 4 : b < 32 ? 3 : b < 262144 ? 1 : b < 524288 ? 3 : b < 1048576 ? 2 : 3;
        if (n < 8) return b < 4096 ? 4 : b < 65536 ? 2 : b < 262144 ? 5 : b < 524288 ? 1 : b < 1048576 ? 5 : 1;
        if (n < 16) return b < 8192 ? 4 : 5;
        if (n < 32) return b < 4096 ? 4 : 5;
        if (n < 256) return 5;
        if (n < 512) return b < 8192 ? 5 : b < 16384 ? 6 : 5;
        if (n < 2048) return 5;
        if (n < 4096) return b < 512 ? 5 : b < 1024 ? 6 : b < 8192 ? 5 : b < 16384 ? 6 : 5;
        return b < 16 ? 5 : b < 32 ? 6 : b < 1024 ? 5 : b < 2048 ? 6 : b < 8192 ? 5 : b < 16384 ? 6 : 5;
    }
}
