package org.mpimem.model.peers;

import org.mpimem.account.Category;
import org.mpimem.model.FastReplayProperties;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelOptions;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.account.Ledger;
import org.mpimem.model.ch3.LazyVcModel;
import org.mpimem.model.ompi.OmpiSizes;
import org.mpimem.model.ompi.OpenMpiModel;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The per-peer objects of the lazy models (lazy VCs; Open MPI's ompi_proc_t, node-local ones at
 * MPI_Init) charged through process classes equal, for every process after every event, a
 * per-process reference: one bit set per process of the peers it shares a communicator with.
 */
class PeerUseProperties {

    @Property(tries = 150)
    void lazyObjectsEqualPerProcessReference(@ForAll @IntRange(min = 2, max = 12) int ppn, @ForAll @IntRange(min = 4, max = 24) int nodes,
                                            @ForAll long seed) {
        Random rnd = new Random(seed);
        int procs = ppn * nodes - rnd.nextInt(ppn);
        check(FastReplayProperties.randomTrace(procs, ppn, rnd));
    }

    /**
     * Irregular and grid-shaped communicators (shuffled subsets, descending runs, the columns of a
     * grid after its rows, the interleaved halves of a split) under block, cyclic and explicit
     * placements: the run algebra, the class index and the per-node counts all take their other paths.
     */
    @Property(tries = 150)
    void irregularTracesEqualPerProcessReference(@ForAll @IntRange(min = 0, max = 2) int placement, @ForAll @IntRange(min = 8, max = 90) int procs,
                                                @ForAll long seed) {
        Random rnd = new Random(seed);
        int ppn = 2 + rnd.nextInt(6);
        Placement pl = switch (placement) {
            case 0 -> new Placement.Block(ppn);
            case 1 -> new Placement.Cyclic(1 + procs / ppn);
            default -> {
                int[] node = new int[procs];
                for (int r = 0; r < procs; r++) node[r] = rnd.nextInt(1 + procs / ppn);
                yield new Placement.Explicit(node);
            }
        };
        Trace.Builder b = new Trace.Builder("irregular", procs, pl);
        int width = 2 + rnd.nextInt(Math.max(1, procs / 3));
        for (int i = 0; i < 8; i++) {
            Members.Builder m = new Members.Builder();
            switch (rnd.nextInt(5)) {
                case 0 -> { // a shuffled subset
                    List<Integer> all = new ArrayList<>();
                    for (int r = 0; r < procs; r++) if (rnd.nextInt(3) > 0) all.add(r);
                    Collections.shuffle(all, rnd);
                    all.forEach(r -> m.add(0, r));
                }
                case 1 -> { int first = rnd.nextInt(procs); m.add(new Run(0, first, 1 + rnd.nextInt(first + 1), -1)); }
                case 2 -> { int row = rnd.nextInt(Math.max(1, procs / width)); m.add(new Run(0, row * width, Math.min(width, procs - row * width), 1)); }
                case 3 -> { int col = rnd.nextInt(width); m.add(new Run(0, col, (procs - 1 - col) / width + 1, width)); }
                default -> { int st = 2 + rnd.nextInt(3), first = rnd.nextInt(st); m.add(new Run(0, first, (procs - 1 - first) / st + 1, st)); }
            }
            Members mem = m.build();
            if (mem.size() > 0) b.intra(MpiCall.COMM_SPLIT, mem, Trace.WORLD);
        }
        check(b.build());
    }

    /**
     * LAMMPS verlet/split-shaped traces: two partitions (Rspace 0..r-1, Kspace r..P-1), then blocks
     * {Kspace j, Rspace j, Rspace j + k, ...} whose members interleave across the range (the classes
     * they leave are indexed by their few processes), then communicators that read what the blocks left.
     */
    @Property(tries = 150)
    void interleavedBlocksEqualPerProcessReference(@ForAll @IntRange(min = 6, max = 90) int procs, @ForAll long seed) {
        Random rnd = new Random(seed);
        int ppn = 2 + rnd.nextInt(6), k = 1 + rnd.nextInt(procs / 3), r = procs - k, per = Math.max(1, r / k);
        Trace.Builder b = new Trace.Builder("verlet-split", procs, new Placement.Block(ppn));
        b.intra(MpiCall.COMM_SPLIT, new Members.Builder().add(new Run(0, 0, r, 1)).build(), Trace.WORLD);
        b.intra(MpiCall.COMM_SPLIT, new Members.Builder().add(new Run(0, r, k, 1)).build(), Trace.WORLD);
        for (int j = 0; j < k; j++) {
            Members.Builder m = new Members.Builder();
            m.add(0, r + j);
            for (int i = 0; i < per && j + i * k < r; i++) if (rnd.nextInt(6) > 0) m.add(0, j + i * k);
            b.intra(MpiCall.COMM_SPLIT, m.build(), Trace.WORLD);
        }
        for (int i = 0; i < 3; i++) {
            int st = 1 + rnd.nextInt(4), first = rnd.nextInt(procs);
            b.intra(MpiCall.COMM_SPLIT, new Members.Builder().add(new Run(0, first, 1 + (procs - 1 - first) / st, st)).build(), Trace.WORLD);
        }
        check(b.build());
    }

    static void check(Trace t) {
        int procs = t.world().size();
        Placement pl = t.world().placement();
        OmpiSizes o = OmpiSizes.of(SizeProfiles.OPENMPI_414);
        for (boolean ompi : new boolean[]{false, true}) {
            Ledger ledger = new Ledger();
            LibraryModel m = ompi ? new OpenMpiModel(o, ledger, true, false)
                    : new LazyVcModel(SizeProfiles.PAPER_2017, ledger, ModelOptions.DEFAULT);
            long each = ompi ? o.proc() : SizeProfiles.PAPER_2017.vc();
            List<BitSet> seen = new ArrayList<>();
            for (int r = 0; r < procs; r++) {
                BitSet s = new BitSet();
                if (ompi) for (int q = 0; q < procs; q++) if (pl.nodeOf(q) == pl.nodeOf(r)) s.set(q);
                seen.add(s);
            }
            m.start(t.world());
            int event = 0;
            for (TraceEvent e : t.events()) {
                m.apply(e);
                event++;
                if (e instanceof TraceEvent.Created c) {
                    Members mem = c.comm().members();
                    for (int i = 0; i < mem.size(); i++)
                        for (int j = 0; j < mem.size(); j++) seen.get(mem.rank(i)).set(mem.rank(j));
                }
                for (int r = 0; r < procs; r++)
                    assertEquals(each * seen.get(r).cardinality(), ledger.bytes(0, r, Category.ADDRESS),
                            (ompi ? "openmpi" : "lazy-vc") + " event " + event + " rank " + r + " in " + t.events());
            }
        }
    }
}
