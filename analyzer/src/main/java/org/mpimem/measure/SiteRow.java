package org.mpimem.measure;

/**
 * One call site of one run: per world rank, its calls, the bytes its creations left behind as
 * measured and as modelled, and what the frees of its communicators returned (measured, modelled).
 * {@code arrival}: the arrival-order buffers its calls took (docs/growth-facts.md), counted apart
 * and left out of {@code measured} and {@code measuredFreed}, since which call gets them is a race.
 */
public record SiteRow(String site, int[] calls, long[] measured, long[] modelled, long[] measuredFreed, long[] modelledFreed,
                      long[] arrival) {

    /** A row with no arrival-order buffers (a counter that does not sort them out, or none met). */
    public SiteRow(String site, int[] calls, long[] measured, long[] modelled, long[] measuredFreed, long[] modelledFreed) {
        this(site, calls, measured, modelled, measuredFreed, modelledFreed, new long[measured.length]);
    }

    public long arrivalSum() {
        return sum(arrival);
    }

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

    /**
     * What the difference is, as far as the run itself can tell: {@code EQUAL} (model = measured on every
     * process); {@code RETURNED} (the frees of the site's communicators give back at least all the
     * model does not charge, on every process: the communicator's own state, object and collective
     * modules, which the models leave out by design); {@code KEPT} (bytes stay in the library after the
     * free on some process: state made on the call's first contact with peers, transport endpoints or
     * pools, not the communicator's); {@code NOT_FREED} (the application never frees them: undecided).
     */
    public enum Verdict { EQUAL, RETURNED, KEPT, NOT_FREED }

    public Verdict verdict() {
        if (exact()) return Verdict.EQUAL;
        boolean freed = false;
        for (int r = 0; r < measured.length; r++) {
            if (measuredFreed[r] == 0 && measured[r] != modelled[r]) return Verdict.NOT_FREED;
            freed |= measuredFreed[r] != 0;
        }
        if (!freed) return Verdict.NOT_FREED;
        return kept() > 0 ? Verdict.KEPT : Verdict.RETURNED;
    }

    /** Bytes the library still holds after the frees beyond what the model keeps, on the process that keeps most (0 if none). */
    public long kept() {
        long most = 0;
        for (int r = 0; r < measured.length; r++)
            most = Math.max(most, (measured[r] + measuredFreed[r]) - (modelled[r] + modelledFreed[r]));
        return most;
    }

    static long sum(long[] v) {
        long s = 0;
        for (long x : v) s += x;
        return s;
    }
}
