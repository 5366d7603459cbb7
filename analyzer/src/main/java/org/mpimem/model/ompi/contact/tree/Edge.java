package org.mpimem.model.ompi.contact.tree;

import java.util.function.IntConsumer;

/** One message between ranks {@code a} and {@code b}: the in-order binary reduce's result, handed from rank n - 1 to the root. */
public record Edge(int a, int b) implements Exchange {
    @Override
    public void peers(int rank, int n, IntConsumer out) {
        if (a == b) return;
        if (rank == a) out.accept(b);
        else if (rank == b) out.accept(a);
    }

    @Override
    public boolean reaches(int rank, int peer, int n) {
        return a != b && (rank == a && peer == b || rank == b && peer == a);
    }
}
