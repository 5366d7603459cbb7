package org.mpimem.model.ompi.contact.tree;

import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * {@code tree} (drawn with its root at 0) run from {@code root}: coll/base's rooted algorithms work
 * on virtual ranks (rank - root) mod n (coll_base_topo.c, "vrank"), so the tree is the same, turned.
 */
public record Rooted(Exchange tree, int root) implements Exchange {
    public static Exchange of(Exchange tree, int root) {
        return root == 0 ? tree : new Rooted(tree, root);
    }

    @Override
    public void peers(int rank, int n, IntConsumer out) {
        tree.peers(Math.floorMod(rank - root, n), n, v -> out.accept((v + root) % n));
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        return tree.reaches(Math.floorMod(rank - root, n), Math.floorMod(peer - root, n), n);
    }

    @Override
    public void keeps(int n, Consumer<KeptTree> out) {
        tree.keeps(n, out);
    }
}
