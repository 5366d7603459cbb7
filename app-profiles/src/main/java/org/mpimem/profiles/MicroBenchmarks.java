package org.mpimem.profiles;

import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;

/**
 * The paper's micro-benchmarks (Guo et al. 2017, §V-A), emitted with compressed member lists so
 * that 786,432 processes cost a few KB.
 */
public final class MicroBenchmarks {
    private MicroBenchmarks() {}

    /**
     * Odd/even split of MPI_COMM_WORLD without reordering, repeated {@code n} times (Fig. 9): the
     * even ranks form one communicator, the odd ranks another; nothing is freed.
     */
    public static Trace oddEvenSplits(int procs, int ppn, int n) {
        Trace.Builder b = new Trace.Builder("split-odd-even-x" + n + "-p" + procs, procs, new Placement.Block(ppn));
        int even = (procs + 1) / 2, odd = procs / 2;
        for (int i = 0; i < n; i++) {
            b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(0, 0, even, 2)), Trace.WORLD);
            if (odd > 0) b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(0, 1, odd, 2)), Trace.WORLD);
        }
        return b.build();
    }

    /** {@code n} duplicates of MPI_COMM_WORLD (Fig. 10). */
    public static Trace dups(int procs, int ppn, int n) {
        Trace.Builder b = new Trace.Builder("dup-x" + n + "-p" + procs, procs, new Placement.Block(ppn));
        for (int i = 0; i < n; i++) b.intra(MpiCall.COMM_DUP, Members.range(0, 0, procs), Trace.WORLD);
        return b.build();
    }
}
