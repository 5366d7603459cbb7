package org.mpimem.trace.merge;

import java.util.Arrays;

/**
 * Process indices that recorded (or freed) one communicator: a sorted int array, 4 bytes a
 * process instead of a boxed tree node. The walk visits processes in index order, so additions
 * come in ascending order; a repeated one (a log naming one communicator twice) is ignored.
 */
final class ProcessSet {
    private int[] procs = new int[4];
    private int n;

    /** Adds {@code p}, which must not be below the last one added; false if it was there. */
    boolean add(int p) {
        if (n > 0 && procs[n - 1] >= p) {
            if (procs[n - 1] == p) return false;
            throw new IllegalStateException("process " + p + " added after " + procs[n - 1]);
        }
        if (n == procs.length) procs = Arrays.copyOf(procs, n * 2);
        procs[n++] = p;
        return true;
    }

    boolean contains(int p) {
        return Arrays.binarySearch(procs, 0, n, p) >= 0;
    }

    /** The i-th process, in ascending order. */
    int at(int i) {
        return procs[i];
    }

    int size() {
        return n;
    }

    boolean isEmpty() {
        return n == 0;
    }
}
