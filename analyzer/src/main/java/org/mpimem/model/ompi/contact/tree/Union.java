package org.mpimem.model.ompi.contact.tree;

import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * Two algorithms run one after the other in one call: coll/base's non-overlapping allreduce is the
 * tuned reduce to 0 and then the tuned broadcast from it (coll_base_allreduce.c:50-80); the default
 * all-gatherv gathers to 0 and broadcasts.
 */
public record Union(Exchange first, Exchange second) implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        first.peers(rank, n, out);
        second.peers(rank, n, out);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        return first.reaches(rank, peer, n) || second.reaches(rank, peer, n);
    }

    @Override
    public void keeps(int n, Consumer<KeptTree> out) {
        first.keeps(n, out);
        second.keeps(n, out);
    }
}
