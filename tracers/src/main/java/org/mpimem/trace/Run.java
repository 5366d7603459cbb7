package org.mpimem.trace;

/**
 * An arithmetic progression of ranks inside one process group: {@code start, start+stride, ...}
 * ({@code count} elements). Runs are how member lists stay a few bytes at 786,432 processes.
 * A run of one element has stride 1 by convention so that equal runs compare equal.
 */
public record Run(int group, int start, int count, int stride) {

    public Run {
        if (group < 0) throw new IllegalArgumentException("negative process group " + group);
        if (count < 1) throw new IllegalArgumentException("run count must be >= 1, was " + count);
        if (count == 1) stride = 1;
        if (stride == 0) throw new IllegalArgumentException("stride 0 with count " + count);
        long last = (long) start + (long) (count - 1) * stride;
        if (start < 0 || last < 0 || last > Integer.MAX_VALUE)
            throw new IllegalArgumentException("run leaves the rank range: " + start + ":" + count + ":" + stride);
    }

    public static Run of(int start, int count, int stride) {
        return new Run(0, start, count, stride);
    }

    public int rankAt(int i) {
        return start + i * stride;
    }

    public int last() {
        return rankAt(count - 1);
    }

    /** Lowest rank of the run, whatever the sign of its stride. */
    public int min() {
        return stride > 0 ? start : last();
    }

    public int max() {
        return stride > 0 ? last() : start;
    }

    /** The same set of ranks in ascending order. */
    public Run ascending() {
        return stride > 0 ? this : new Run(group, last(), count, -stride);
    }

    public boolean contains(int rank) {
        long d = (long) rank - start;
        if (d % stride != 0) return false;
        long i = d / stride;
        return i >= 0 && i < count;
    }

    /** The text form of the trace format: {@code [g/]start[:count[:stride]]}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        if (group != 0) b.append(group).append('/');
        b.append(start);
        if (count > 1 || stride != 1) b.append(':').append(count);
        if (stride != 1) b.append(':').append(stride);
        return b.toString();
    }
}
