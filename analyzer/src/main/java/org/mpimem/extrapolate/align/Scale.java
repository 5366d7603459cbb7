package org.mpimem.extrapolate.align;

/** A process count and processes per node: where a trace was taken, or the target. */
public record Scale(long procs, int ppn) {
    public Scale {
        if (procs < 1 || ppn < 1) throw new org.mpimem.trace.InputException("procs and ppn must be at least 1: " + procs + ", " + ppn);
    }

    @Override
    public String toString() {
        return "P=" + procs + " ppn=" + ppn;
    }
}
