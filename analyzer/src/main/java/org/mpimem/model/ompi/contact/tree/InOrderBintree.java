package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/**
 * The in-order binary tree (v4.1.4:ompi/mca/coll/base/coll_base_topo.c:192-295,
 * ompi_coll_base_topo_build_in_order_bintree) that coll/tuned's in-order binary reduce runs over:
 * rooted at n - 1 whatever the reduce's root, which the tree's root then sends to. A subtree of
 * {@code size} ranks starting at {@code base} has its root at its last rank, a right subtree of the
 * lower size/2 ranks and a left subtree of the ranks between.
 */
public record InOrderBintree() implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        int base = 0, size = n;
        while (true) {
            int root = base + size - 1, right = size / 2;
            int rightRoot = right > 0 && size - 1 > 1 ? base + right - 1 : -1;
            int leftRoot = size > 1 ? root - 1 : -1;
            if (rank == root) {
                if (leftRoot >= 0) out.accept(leftRoot);
                if (rightRoot >= 0) out.accept(rightRoot);
                return;
            }
            if (rank > rightRoot) { // the left subtree: above the right one, below the root
                if (rank == leftRoot) out.accept(root);
                base += right;
                size -= right + 1;
            } else {
                if (rank == rightRoot) out.accept(root);
                size = right;
            }
        }
    }
}
