package org.mpimem.extrapolate.counts;

import org.mpimem.extrapolate.align.Scale;
import java.util.List;
import java.util.Locale;

/**
 * The process counts and processes per node the traces span: where a held-out trace could have
 * shown a law breaking. A target outside it, in P or in ppn, rests on laws no trace checked there.
 */
public record TracedRange(long minProcs, long maxProcs, long minPpn, long maxPpn) {

    public static TracedRange of(List<Scale> inputs) {
        return new TracedRange(inputs.stream().mapToLong(Scale::procs).min().orElse(0), inputs.stream().mapToLong(Scale::procs).max().orElse(0),
                inputs.stream().mapToLong(Scale::ppn).min().orElse(0), inputs.stream().mapToLong(Scale::ppn).max().orElse(0));
    }

    public boolean contains(Scale s) {
        return s.procs() >= minProcs && s.procs() <= maxProcs && s.ppn() >= minPpn && s.ppn() <= maxPpn;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "P=%d..%d ppn=%d..%d", minProcs, maxProcs, minPpn, maxPpn);
    }
}
