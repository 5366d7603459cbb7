package org.mpimem.account;

import org.mpimem.trace.Run;

/**
 * One charge of the ledger to a vector: the ranks of {@code block} and of its translates by
 * k·delta, k < times (as {@link CostVector#add(Run, int, int, long)} takes them).
 */
record Piece(Run block, int times, int delta) {
    Piece {
        block = block.ascending();
    }

    int first() {
        return block.start();
    }

    /** The highest rank, as a long: a wrong delta must not wrap round past the bounds check. */
    long last() {
        return block.last() + (long) (times - 1) * delta;
    }

    long ranks() {
        return (long) block.count() * times;
    }

    /** Adds {@code bytes} to {@code values[rank - offset]} of every rank. */
    void addTo(long[] values, int offset, long bytes) {
        for (int k = 0; k < times; k++) {
            int at = block.start() + k * delta - offset;
            for (int j = 0; j < block.count(); j++, at += block.stride()) values[at] += bytes;
        }
    }
}
