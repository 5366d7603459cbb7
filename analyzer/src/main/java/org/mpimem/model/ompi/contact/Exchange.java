package org.mpimem.model.ompi.contact;

import java.util.function.IntConsumer;

/**
 * The peers one rank of a communicator of {@code n} sends to or receives from in one collective
 * algorithm. Implementations are values: running an equal exchange twice on one communicator
 * reaches nobody new, which lets a split into many colours pay for its parent's exchange once.
 */
public interface Exchange {
    /** Feeds {@code rank}'s peers (communicator ranks, possibly repeated) to {@code out}; {@code n} > 1. */
    void peers(int rank, int n, IntConsumer out);
}
