package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * coll/tuned's k-nomial broadcast tree rooted at 0 (v4.1.4:ompi/mca/coll/base/coll_base_topo.c:473-528,
 * ompi_coll_base_topo_build_kmtree; radix 4 by default, coll_tuned_bcast_knomial_radix): rank r's
 * parent is r rounded down to a multiple of radix·m at the first m (1, radix, radix², ...) that
 * does not divide it; its children are r + m'·j, j = 1..radix-1, for every m' below that m.
 */
public record Knomial(int radix) implements Exchange {
    public Knomial {
        if (radix < 2) throw new IllegalArgumentException("radix " + radix);
    }

    @Override
    public void peers(int rank, int n, IntConsumer out) {
        long mask = 1;
        while (mask < n) {
            if (rank % (radix * mask) != 0) {
                out.accept((int) (rank / (radix * mask) * (radix * mask)));
                break;
            }
            mask *= radix;
        }
        for (mask /= radix; mask > 0; mask /= radix)
            for (int j = 1; j < radix; j++) {
                long child = rank + mask * j;
                if (child < n) out.accept((int) child);
            }
    }
}
