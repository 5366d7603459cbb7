package org.mpimem.model;

import org.mpimem.account.Category;
import org.mpimem.model.mpich.MpichModel;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.account.Ledger;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The replay's fast paths (periodic and run-by-run node splits, one node costed per cycle,
 * translated runs charged in one pass, periodic per-process vectors) give every process the
 * bytes of the plain replay that splits every communicator node by node and costs every node,
 * after every event, for random traces of rows, planes, strided and split-apart communicators,
 * over block or cyclic placement.
 */
public class FastReplayProperties {

    @Property(tries = 150)
    void fastReplayEqualsNodeByNodeReplay(@ForAll @IntRange(min = 2, max = 12) int ppn, @ForAll @IntRange(min = 4, max = 24) int nodes,
                                          @ForAll boolean cyclic, @ForAll long seed) {
        Random rnd = new Random(seed);
        int procs = ppn * nodes - rnd.nextInt(ppn);
        Trace t = randomTrace(procs, cyclic ? new Placement.Cyclic(nodes) : new Placement.Block(ppn), rnd);
        for (Models which : Models.values()) {
            Ledger fast = new Ledger(), plain = new Ledger(), lean = new Ledger();
            MpichModel f = new MpichModel(which.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, fast, false);
            MpichModel p = new MpichModel(which.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, plain, false, true);
            // and the replay that forgets every communicator the trace never names again
            MpichModel l = new MpichModel(which.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, lean, false);
            l.retainOnly(Retention.namedLater(t));
            f.start(t.world());
            p.start(t.world());
            l.start(t.world());
            int event = 0;
            for (TraceEvent e : t.events()) {
                f.apply(e);
                p.apply(e);
                l.apply(e);
                event++;
                for (int r = 0; r < procs; r++)
                    for (Category c : Category.values()) {
                        assertEquals(plain.bytes(0, r, c), fast.bytes(0, r, c), which + " event " + event + " rank " + r + " " + c + " in " + t.events());
                        assertEquals(fast.bytes(0, r, c), lean.bytes(0, r, c), "retained only, " + which + " event " + event + " rank " + r + " " + c);
                    }
            }
        }
    }

    /** Rows (translated runs), planes, strided runs, two far-apart blocks, dups of them, some freed. */
    public static Trace randomTrace(int procs, int ppn, Random rnd) {
        return randomTrace(procs, new Placement.Block(ppn), rnd);
    }

    private static Trace randomTrace(int procs, Placement placement, Random rnd) {
        Trace.Builder b = new Trace.Builder("random", procs, placement);
        List<Integer> live = new ArrayList<>();
        List<Members> membersOf = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Members m = switch (rnd.nextInt(5)) {
                case 0 -> rows(procs, rnd);
                case 1 -> Members.of(new Run(0, rnd.nextInt(procs / 2), 1 + rnd.nextInt(procs / 2), 1));
                case 2 -> { int st = 1 + rnd.nextInt(4), first = rnd.nextInt(st); yield Members.of(new Run(0, first, (procs - 1 - first) / st + 1, st)); }
                case 3 -> { int q = procs / 4; yield Members.of(new Run(0, 0, q, 1), new Run(0, procs - q, q, 1)); }
                default -> null;
            };
            if (m == null && !live.isEmpty()) {
                int k = rnd.nextInt(live.size());
                live.add(b.intra(MpiCall.COMM_DUP, membersOf.get(k), live.get(k)));
                membersOf.add(membersOf.get(k));
            } else if (m != null && m.size() > 0) {
                live.add(b.intra(MpiCall.COMM_SPLIT, m, Trace.WORLD));
                membersOf.add(m);
            }
            if (rnd.nextInt(4) == 0 && !live.isEmpty()) {
                int k = rnd.nextInt(live.size());
                b.free(live.remove(k));
                membersOf.remove(k);
            }
        }
        return b.build();
    }

    /** Rows of a (rows x width) grid laid over the ranks, every row a run of its own. */
    private static Members rows(int procs, Random rnd) {
        int width = 1 + rnd.nextInt(Math.max(1, procs / 3));
        int gap = rnd.nextInt(3) * (1 + rnd.nextInt(4));
        int delta = width + gap;
        int n = Math.max(2, Math.min(procs / delta, 2 + rnd.nextInt(6)));
        int stride = rnd.nextInt(3) == 0 ? 2 : 1;
        Members.Builder m = new Members.Builder();
        for (int k = 0; k < n; k++) {
            int start = k * delta;
            int count = stride == 2 ? (width + 1) / 2 : width;
            if (start + (count - 1) * stride >= procs) break;
            m.add(new Run(0, start, count, stride));
        }
        return m.build();
    }
}
