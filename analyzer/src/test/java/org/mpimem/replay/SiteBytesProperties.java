package org.mpimem.replay;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.mpimem.account.Attribution;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.ModelSpec;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * replay --by-site partitions the replay: for every design of the model matrix, at the end and at
 * the peak, the sites' bytes on the process with the most bytes sum to its total, and their bytes over all processes to the
 * replay's total over processes; and (the ledger's oracle) on every process, the tags' bytes sum
 * to the ledger's total for that process, whatever tag each event is given.
 */
class SiteBytesProperties {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();
    private static final List<String> SITES = List.of("a@x.c:1", "b@x.c:2", "c@y.c:3");

    @Property(tries = 60)
    void sitesSumToTheTotalsForEveryDesign(@ForAll @IntRange(min = 2, max = 40) int procs, @ForAll @IntRange(min = 1, max = 8) int ppn,
                                           @ForAll long seed) {
        check(randomTrace(procs, ppn, new Random(seed)));
    }

    @Test
    void tracesWithSpawnedAndConnectedGroupsToo() throws Exception {
        for (String f : List.of("two-connects", "intercomm-bridge", "merged-connect"))
            check(TraceReader.read(Path.of("src/test/resources/groups/" + f + ".trace")));
    }

    private static void check(Trace t) {
        SiteReplay sites = new SiteReplay(new Replayer(PROFILE));
        for (ModelSpec spec : ModelMatrix.all(PROFILE)) {
            SiteResult r = sites.replay(t, spec);
            assertEquals(r.model().end().max().total(), r.sites().stream().mapToLong(SiteBytes::onMaxProcess).sum(), spec.name() + " " + t.events());
            assertEquals(r.model().end().total(), allProcesses(r.sites()), spec.name() + " " + t.events());
            assertEquals(t.comms().size() + t.groups().size(), r.sites().stream().mapToInt(SiteBytes::comms).sum(), spec.name());
            // at the peak too: the split sums to the peak max process's total, and to the peak's sum over processes
            assertEquals(r.model().peak().max().total(), r.atPeak().stream().mapToLong(SiteBytes::onMaxProcess).sum(), spec.name() + " peak " + t.events());
            assertEquals(r.model().peak().total(), allProcesses(r.atPeak()), spec.name() + " peak " + t.events());
            assertEquals(r.sites().stream().map(SiteBytes::site).toList(), r.atPeak().stream().map(SiteBytes::site).toList(), spec.name());
            everyProcess(t, spec);
        }
    }

    private static void everyProcess(Trace t, ModelSpec spec) {
        Attribution a = new Attribution();
        Ledger ledger = new Ledger(a);
        LibraryModel model = spec.create(ledger, ModelOptions.DEFAULT);
        model.start(t.world());
        Random rnd = new Random(t.events().size());
        for (TraceEvent e : t.events()) {
            a.attributeTo(rnd.nextInt(4));
            model.apply(e);
        }
        for (var g : t.groups())
            for (int rank = 0; rank < g.size(); rank++) {
                long sum = 0;
                for (int tag = 0; tag < 4; tag++) sum += a.bytes(tag, g.id(), rank);
                assertEquals(ledger.total(g.id(), rank), sum, spec.name() + " group " + g.id() + " rank " + rank);
            }
        BigInteger sums = BigInteger.ZERO, ledgerSum = ledger.stats().total();
        for (int tag = 0; tag < 4; tag++) sums = sums.add(a.sum(tag));
        assertEquals(ledgerSum, sums, spec.name());
    }

    /** Splits into rows, strided runs and shuffled subsets, dups, frees; each at one of a few sites or none. */
    private static Trace randomTrace(int procs, int ppn, Random rnd) {
        Trace.Builder b = new Trace.Builder("random", procs, new Placement.Block(ppn));
        List<Integer> live = new ArrayList<>();
        List<Members> membersOf = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Members m = switch (rnd.nextInt(4)) {
                case 0 -> Members.of(new Run(0, rnd.nextInt(procs / 2), 1 + rnd.nextInt(procs / 2), 1));
                case 1 -> { int st = 1 + rnd.nextInt(4), first = rnd.nextInt(Math.min(st, procs)); yield Members.of(new Run(0, first, (procs - 1 - first) / st + 1, st)); }
                case 2 -> shuffled(procs, rnd);
                default -> null;
            };
            boolean dup = m == null && !live.isEmpty();
            int k = dup ? rnd.nextInt(live.size()) : 0;
            if (m == null && !dup) continue;
            Members members = dup ? membersOf.get(k) : m;
            int id = b.nextId();
            CommDef d = CommDef.intra(id, dup ? MpiCall.COMM_DUP : MpiCall.COMM_SPLIT, List.of(dup ? live.get(k) : Trace.WORLD), members);
            int s = rnd.nextInt(SITES.size() + 1);
            live.add(b.add(s == SITES.size() ? d : d.withAttrs(Map.of("site", SITES.get(s)))));
            membersOf.add(members);
            if (rnd.nextInt(4) == 0) {
                int f = rnd.nextInt(live.size());
                b.free(live.remove(f));
                membersOf.remove(f);
            }
        }
        return b.build();
    }

    private static Members shuffled(int procs, Random rnd) {
        List<Integer> ranks = new ArrayList<>();
        for (int r = 0; r < procs; r++) if (rnd.nextBoolean()) ranks.add(r);
        if (ranks.isEmpty()) ranks.add(0);
        Collections.shuffle(ranks, rnd);
        Members.Builder m = new Members.Builder();
        for (int r : ranks) m.add(new Run(0, r, 1, 1));
        return m.build();
    }

    /** Sum of the rows' all-process bytes: must equal the replay's total over processes. */
    private static java.math.BigInteger allProcesses(List<SiteBytes> rows) {
        return rows.stream().map(SiteBytes::allProcesses).reduce(java.math.BigInteger.ZERO, java.math.BigInteger::add);
    }
}
