package org.mpimem.model;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.account.Ledger;
import org.mpimem.model.ch3.LazyVcModel;
import org.mpimem.model.ompi.OmpiSizes;
import org.mpimem.model.ompi.OpenMpiModel;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.BitSet;
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
        Trace t = FastReplayProperties.randomTrace(procs, ppn, rnd);
        OmpiSizes o = OmpiSizes.of(SizeProfiles.OPENMPI_414);
        for (boolean ompi : new boolean[]{false, true}) {
            Ledger ledger = new Ledger();
            LibraryModel m = ompi ? new OpenMpiModel(o, ledger, true, false)
                    : new LazyVcModel(SizeProfiles.PAPER_2017, ledger, ModelOptions.DEFAULT);
            long each = ompi ? o.proc() : SizeProfiles.PAPER_2017.vc();
            List<BitSet> seen = new ArrayList<>();
            for (int r = 0; r < procs; r++) {
                BitSet s = new BitSet();
                if (ompi) for (int q = 0; q < procs; q++) if (q / ppn == r / ppn) s.set(q);
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
