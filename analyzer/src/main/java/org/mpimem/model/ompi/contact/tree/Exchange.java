package org.mpimem.model.ompi.contact.tree;

import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * The peers one rank of a communicator of {@code n} sends to or receives from in one collective
 * algorithm. Implementations are values: running an equal exchange twice on one communicator
 * reaches nobody new, which lets a split into many colours pay for its parent's exchange once.
 */
public interface Exchange {
    /** Feeds {@code rank}'s peers (communicator ranks, possibly repeated) to {@code out}; {@code n} > 1. */
    void peers(int rank, int n, IntConsumer out);

    /** Whether {@code rank} talks to {@code peer} (their peer lists are symmetric); by enumeration unless a variant knows better. */
    default boolean reaches(int rank, int peer, int n) {
        boolean[] found = {false};
        peers(rank, n, j -> found[0] |= j == peer);
        return found[0];
    }

    /** The topologies a rank of a communicator of {@code n} keeps on it after running this ({@link Cached}); none by default. */
    default void keeps(int n, Consumer<KeptTree> out) {}
}
