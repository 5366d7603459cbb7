package org.mpimem.measure.growth;

/** Bytes per process at one process count {@code np} with {@code ppn} processes per node. */
public record Sample(int np, int ppn, double bytes) {
    public int nodes() {
        return np / ppn;
    }
}
