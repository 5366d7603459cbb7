package org.mpimem.measure;

/**
 * One call site of one run: per world rank, its calls, the bytes its creations left behind as
 * measured and as modelled, and what the frees of its communicators returned (measured, modelled).
 */
public record SiteRow(String site, int[] calls, long[] measured, long[] modelled, long[] measuredFreed, long[] modelledFreed) {

    public long measuredSum() {
        return sum(measured);
    }

    public long modelledSum() {
        return sum(modelled);
    }

    public int callsSum() {
        int s = 0;
        for (int c : calls) s += c;
        return s;
    }

    /** The model gives exactly the measured bytes on every process. */
    public boolean exact() {
        return java.util.Arrays.equals(measured, modelled);
    }

    static long sum(long[] v) {
        long s = 0;
        for (long x : v) s += x;
        return s;
    }
}
