package org.mpimem.model.ompi.contact.tree;

import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * {@code tree} run by a coll/base algorithm that keeps its topology on the communicator
 * ({@link KeptTree}): the same peers, and the tree's bytes on every rank that ran it. Only the
 * tuned rules wrap their trees so: the same shapes run elsewhere (libnbc's schedules, the barrier's
 * tree) are computed and dropped.
 */
public record Cached(Exchange tree, KeptTree.Kind kind) implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        tree.peers(rank, n, out);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        return tree.reaches(rank, peer, n);
    }

    @Override
    public void keeps(int n, Consumer<KeptTree> out) {
        out.accept(KeptTree.of(kind, n, tree instanceof Knomial k ? k.radix() : 2));
    }
}
