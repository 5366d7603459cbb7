package org.mpimem.profiles;

import org.mpimem.trace.InputException;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;


/**
 * The paper's micro-benchmarks (Guo et al. 2017, §V-A and §V-B), emitted with compressed member
 * lists so that 786,432 processes cost a few KB. Nothing is freed: the figures measure memory
 * with all {@code n} communicators alive. The irregular ones (random orders) are O(P) per
 * communicator by nature.
 */
public final class MicroBenchmarks {
    private MicroBenchmarks() {}

    /**
     * Odd/even split of MPI_COMM_WORLD without reordering, repeated {@code n} times (Fig. 9): the
     * even ranks form one communicator, the odd ranks another; nothing is freed.
     */
    public static Trace oddEvenSplits(int procs, int ppn, int n) {
        Trace.Builder b = new Trace.Builder("split-odd-even-x" + n + "-p" + procs, procs, new Placement.Block(ppn));
        for (int i = 0; i < n; i++) splitOddEven(b, procs);
        return b.build();
    }

    /** {@code n} duplicates of MPI_COMM_WORLD (Fig. 10). */
    public static Trace dups(int procs, int ppn, int n) {
        Trace.Builder b = new Trace.Builder("dup-x" + n + "-p" + procs, procs, new Placement.Block(ppn));
        for (int i = 0; i < n; i++) b.intra(MpiCall.COMM_DUP, Members.range(0, 0, procs), Trace.WORLD);
        return b.build();
    }

    /**
     * Split intercommunicators (Fig. 11): WORLD split into evens and odds, an intercommunicator
     * between them, then {@code n} times a split of that intercommunicator by the parity of the
     * local rank, without reordering. Colour c joins the local ranks of parity c on both sides:
     * world ranks 2c, 2c+4, … (evens' side) with 2c+1, 2c+5, … (odds' side).
     */
    public static Trace splitIntercomms(int procs, int ppn, int n) {
        requireAtLeast(procs, 4, "split intercommunicators");
        Trace.Builder b = new Trace.Builder("split-intercomm-x" + n + "-p" + procs, procs, new Placement.Block(ppn));
        int ic = oddEvenIntercomm(b, procs);
        for (int i = 0; i < n; i++)
            for (int c = 0; c < 2; c++) {
                Members local = stepFrom(2 * c, 4, procs), remote = stepFrom(2 * c + 1, 4, procs);
                Records.inter(b, MpiCall.COMM_SPLIT, local, remote, Records.attrs("color", Integer.toString(c), "key", "0"), ic);
            }
        return b.build();
    }

    /**
     * A reading of Fig. 11 that reaches the paper's ~1.4 GB (not its text's): every iteration
     * splits WORLD into evens and odds, makes a new P/2 + P/2 intercommunicator between them and
     * splits that as {@link #splitIntercomms} does; nothing is freed.
     */
    public static Trace freshSplitIntercomms(int procs, int ppn, int n) {
        requireAtLeast(procs, 4, "split intercommunicators");
        Trace.Builder b = new Trace.Builder("split-fresh-intercomm-x" + n + "-p" + procs, procs, new Placement.Block(ppn));
        for (int i = 0; i < n; i++) {
            int ic = oddEvenIntercomm(b, procs);
            for (int c = 0; c < 2; c++)
                Records.inter(b, MpiCall.COMM_SPLIT, stepFrom(2 * c, 4, procs), stepFrom(2 * c + 1, 4, procs),
                        Records.attrs("color", Integer.toString(c), "key", "0"), ic);
        }
        return b.build();
    }

    /** Duplicate intercommunicators (Fig. 12): the evens/odds intercommunicator, duplicated {@code n} times. */
    public static Trace dupIntercomms(int procs, int ppn, int n) {
        requireAtLeast(procs, 2, "duplicate intercommunicators");
        Trace.Builder b = new Trace.Builder("dup-intercomm-x" + n + "-p" + procs, procs, new Placement.Block(ppn));
        int ic = oddEvenIntercomm(b, procs);
        for (int i = 0; i < n; i++) b.inter(MpiCall.COMM_DUP, stepFrom(0, 2, procs), stepFrom(1, 2, procs), ic);
        return b.build();
    }

    /**
     * Irregular intracommunicators (Fig. 13): {@code n} "duplicates" of WORLD, each with its ranks
     * in a random order unique among them. MPI_Comm_dup cannot reorder, so the benchmark's way is
     * {@code MPI_Comm_split(MPI_COMM_WORLD, 0, random key)}, which is what is recorded.
     */
    public static Trace randomReorderDups(int procs, int ppn, int n, long seed) {
        Trace.Builder b = new Trace.Builder("random-reorder-dup-x" + n + "-p" + procs + "-seed" + seed, procs, new Placement.Block(ppn));
        ScaleLimits.explicitMembers("random-reorder", procs, (long) procs * (n + 1)); // + the permutation being drawn
        RandomOrders orders = new RandomOrders(seed);
        Members world = Members.range(0, 0, procs);
        for (int i = 0; i < n; i++)
            Records.split(b, Trace.WORLD, orders.next(world), 0, "random");
        return b.build();
    }

    /**
     * Dynamic processes (Fig. 14): WORLD spawns {@code spawned} processes (group 1, on nodes of
     * their own), the spawn intercommunicator is merged with the parents low (an intracommunicator
     * over two process groups: an mlut in AV-Rankmap), then {@code n} randomly reordered
     * "duplicates" of the merged communicator, each order unique, by split with a random key.
     */
    public static Trace spawnMergeReorderedDups(int procs, int ppn, int spawned, int n, long seed) {
        ScaleLimits.communicatorSize("spawn-merge", (long) procs + spawned, "the merged communicator of parents and spawned processes");
        ScaleLimits.explicitMembers("spawn-merge", procs, ((long) procs + spawned) * (n + 1));
        Trace.Builder b = new Trace.Builder("spawn-merge-reorder-x" + n + "-p" + procs + "+" + spawned + "-seed" + seed,
                procs, new Placement.Block(ppn));
        ProcessGroup g = b.addGroup(spawned, new Placement.Block(ppn), ProcessGroup.Origin.SPAWN);
        Members parents = Members.range(0, 0, procs), children = Members.range(g.id(), 0, spawned);
        int ic = b.inter(MpiCall.COMM_SPAWN, parents, children, Trace.WORLD);
        Members merged = Members.of(new Run(0, 0, procs, 1), new Run(g.id(), 0, spawned, 1));
        int m = Records.intra(b, MpiCall.INTERCOMM_MERGE, merged, Records.attrs("high", "0"), ic);
        RandomOrders orders = new RandomOrders(seed);
        for (int i = 0; i < n; i++)
            Records.split(b, m, orders.next(merged), 0, "random");
        return b.build();
    }

    /** Evens then odds of WORLD by MPI_Comm_split, in world order; returns the evens' id. */
    static int splitOddEven(Trace.Builder b, int procs) {
        int even = Records.split(b, Trace.WORLD, stepFrom(0, 2, procs), 0, "0");
        if (procs > 1) Records.split(b, Trace.WORLD, stepFrom(1, 2, procs), 1, "0");
        return even;
    }

    /** The set-up of Figs. 11 and 12: evens and odds, and MPI_Intercomm_create between them (seen by the evens). */
    private static int oddEvenIntercomm(Trace.Builder b, int procs) {
        int even = splitOddEven(b, procs);
        return b.inter(MpiCall.INTERCOMM_CREATE, stepFrom(0, 2, procs), stepFrom(1, 2, procs), even, even + 1);
    }

    /** World ranks first, first+step, … below procs. */
    static Members stepFrom(int first, int step, int procs) {
        return Members.of(new Run(0, first, (int) (((long) procs - first + step - 1) / step), step)); // long: procs near 2^31-1 overflowed
    }

    private static void requireAtLeast(int procs, int min, String what) {
        if (procs < min) throw new InputException(what + " need at least " + min + " processes, got " + procs);
    }
}
