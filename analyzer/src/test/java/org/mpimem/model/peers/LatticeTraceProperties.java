package org.mpimem.model.peers;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * 2-D grid traces (what {@link Lattices} keeps as one class per lattice) against the per-process
 * reference of {@link PeerUseProperties}: grids of any shape, row- or column-major, with gaps
 * between rows or every other rank, offset, rows then columns in any order, partial columns and
 * rows, dups, frees, a world dup and stray subsets in between, over block, cyclic and explicit
 * placements, for lazy VCs and Open MPI's procs (node-local ones known from MPI_Init).
 */
class LatticeTraceProperties {

    @Property(tries = 200)
    void gridTracesEqualPerProcessReference(@ForAll @IntRange(min = 0, max = 2) int placement, @ForAll @IntRange(min = 1, max = 9) int rows,
                                            @ForAll @IntRange(min = 1, max = 9) int cols, @ForAll long seed) {
        Random rnd = new Random(seed);
        int dc = 1 + rnd.nextInt(2), gap = rnd.nextInt(3) == 0 ? rnd.nextInt(4) : 0, dr = cols * dc + gap, base = rnd.nextInt(3);
        boolean colMajor = rnd.nextBoolean();
        int procs = base + rows * dr + 1 + rnd.nextInt(4), ppn = 1 + rnd.nextInt(5);
        Placement pl = switch (placement) {
            case 0 -> new Placement.Block(ppn);
            case 1 -> new Placement.Cyclic(1 + rnd.nextInt(1 + procs / ppn));
            default -> {
                int[] node = new int[procs];
                for (int r = 0; r < procs; r++) node[r] = rnd.nextInt(1 + procs / ppn);
                yield new Placement.Explicit(node);
            }
        };
        // lines: rows (stride dc) and columns (stride dr); column-major swaps which comes first
        List<Members> first = new ArrayList<>(), second = new ArrayList<>();
        for (int r = 0; r < rows; r++) (colMajor ? second : first).add(Members.of(new Run(0, base + r * dr, cols, dc)));
        for (int c = 0; c < cols; c++) (colMajor ? first : second).add(Members.of(new Run(0, base + c * dc, rows, dr)));
        if (rnd.nextBoolean()) Collections.shuffle(second, rnd);
        Trace.Builder b = new Trace.Builder("grid", procs, pl);
        List<Integer> live = new ArrayList<>();
        List<Members> of = new ArrayList<>();
        for (List<Members> phase : List.of(first, second))
            for (Members line : phase) {
                Members m = rnd.nextInt(8) == 0 ? part(line, rnd) : line;
                live.add(b.intra(MpiCall.COMM_SPLIT, m, Trace.WORLD));
                of.add(m);
                if (rnd.nextInt(6) == 0) stray(b, procs, live, of, rnd);
            }
        for (int k = 0; k < 3; k++) stray(b, procs, live, of, rnd);
        PeerUseProperties.check(b.build());
    }

    /** A line with an end cut off, or reversed. */
    private static Members part(Members line, Random rnd) {
        Run r = line.run(0);
        return rnd.nextBoolean() || r.count() == 1 ? Members.of(new Run(0, r.last(), r.count(), -r.stride()))
                : Members.of(new Run(0, r.start(), r.count() - 1, r.stride()));
    }

    /** A dup of a live communicator, a free, a world dup, a prefix (a processor group) or one process. */
    private static void stray(Trace.Builder b, int procs, List<Integer> live, List<Members> of, Random rnd) {
        switch (rnd.nextInt(5)) {
            case 0 -> { int k = rnd.nextInt(live.size()); live.add(b.intra(MpiCall.COMM_DUP, of.get(k), live.get(k))); of.add(of.get(k)); }
            case 1 -> { if (live.size() > 1) { int k = rnd.nextInt(live.size()); b.free(live.remove(k)); of.remove(k); } }
            case 2 -> b.intra(MpiCall.COMM_DUP, Members.range(0, 0, procs), Trace.WORLD);
            case 3 -> b.intra(MpiCall.COMM_SPLIT, Members.range(0, 0, 1 + rnd.nextInt(procs)), Trace.WORLD);
            default -> b.intra(MpiCall.COMM_SPLIT, Members.ofRanks(rnd.nextInt(procs)), Trace.WORLD);
        }
    }
}
