package org.mpimem.replay;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.model.peers.PeerUse;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceValidator;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Families of copies whose processes had met peers before, interleaved in rank range (LAMMPS
 * verlet/split's blocks after its partitions), which the lazy models apply whole
 * ({@link org.mpimem.model.peers.KnownFamily}): the replay equals the one of the same trace written out
 * copy by copy, under every model, with communicators before the family that make the classes it
 * meets (unions of whole lanes, the places of copy 0 in every copy, and sometimes not) and after
 * it that read what the copies left. The verlet/split family at 786,432 replays without visiting
 * each copy.
 */
class KnownFamilyProperties {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();

    @Property(tries = 80)
    void knownFamiliesReplayAsTheirCopies(@ForAll @IntRange(min = 0, max = 2) int placement, @ForAll long seed) {
        Random rnd = new Random(seed);
        // a family is applied whole when its node phases repeat: copies >= 2·ppn/gcd(step, ppn) (block), 2·nodes/gcd (cyclic)
        int s = 1 + rnd.nextInt(3), n = 2 + rnd.nextInt(20), w = 1 + rnd.nextInt(rnd.nextInt(5) == 0 ? 1 : 4);
        int blocks = w + rnd.nextInt(3); // lane (r, b) holds r + s·(n·b + j), j < n: disjoint for distinct (r, b)
        int procs = s * n * blocks + rnd.nextInt(6), ppn = 1 + rnd.nextInt(4);
        Placement pl = switch (placement) {
            case 0 -> new Placement.Block(ppn);
            case 1 -> new Placement.Cyclic(ppn);
            default -> {
                int[] node = new int[procs];
                for (int p = 0; p < procs; p++) node[p] = rnd.nextInt(1 + procs / ppn);
                yield new Placement.Explicit(node);
            }
        };
        List<Integer> lanes = new ArrayList<>();
        for (int r = 0; r < s; r++) for (int b = 0; b < blocks; b++) lanes.add(r + s * n * b);
        Collections.shuffle(lanes, rnd);
        List<Integer> places = new ArrayList<>(lanes.subList(0, w)); // copy 0, in a random order
        Trace.Builder b = new Trace.Builder("known", procs, pl);
        int parts = 1 + rnd.nextInt(3); // the partitions: each lane in one of them (verlet/split: Rspace, Kspace)
        List<List<Integer>> partition = new ArrayList<>();
        for (int i = 0; i < parts; i++) partition.add(new ArrayList<>());
        lanes.forEach(p -> partition.get(rnd.nextInt(parts)).add(p));
        int[] partIds = new int[parts];
        for (int i = 0; i < parts; i++) if (!partition.get(i).isEmpty()) partIds[i] = b.intra(MpiCall.COMM_SPLIT, lanesOf(partition.get(i), s, n), Trace.WORLD);
        if (rnd.nextInt(3) == 0) b.intra(MpiCall.COMM_SPLIT, before(rnd, lanes, s, n, procs), Trace.WORLD);
        Members.Builder copy0 = new Members.Builder();
        places.forEach(p -> copy0.add(0, p));
        int id = b.family(new CommDef(b.nextId(), MpiCall.COMM_SPLIT, List.of(Trace.WORLD), copy0.build(), null, Map.of("color", "0"), 0), n, s, 1);
        for (int c = 1 + rnd.nextInt(3); c > 0; c--) {
            int i = rnd.nextInt(parts);
            if (rnd.nextInt(4) == 0 && !partition.get(i).isEmpty()) b.intra(MpiCall.COMM_DUP, lanesOf(partition.get(i), s, n), partIds[i]); // LAMMPS' remap dups of a partition
            else b.intra(MpiCall.COMM_SPLIT, after(rnd, places, lanes, s, n, procs), Trace.WORLD);
        }
        if (rnd.nextBoolean()) b.freeFamily(id, n, "MPI_Comm_free");
        Trace t = b.build();
        TraceValidator.validate(t);
        Statistics.label("admitted").collect(admitted(t));
        Trace x = t.expanded();
        Replayer r = new Replayer(PROFILE);
        for (ModelSpec spec : ModelMatrix.select(List.of("all", "openmpi-4.1-ob1-sparse", "openmpi-5-ob1-sparse"), PROFILE)) {
            Ledger whole = new Ledger(), copies = new Ledger();
            boolean[] applied = {false};
            assertEquals(r.replay(x, spec, copies, e -> {}), r.replay(t, spec, whole, e -> applied[0] |= e instanceof TraceEvent.CreatedFamily),
                    spec.name() + " on " + x.events());
            if (spec.name().equals("lazy-vc")) Statistics.label("lazy-vc applies it whole").collect(applied[0]);
            for (int p = 0; p < procs; p++) // every process, not only the statistics
                for (Category c : Category.values())
                    assertEquals(copies.bytes(0, p, c), whole.bytes(0, p, c), spec.name() + " " + c + " at " + p + " on " + x.events());
        }
    }

    /** A communicator before the family: mostly a union of whole lanes (a partition), at times a strided run across them. */
    private static Members before(Random rnd, List<Integer> lanes, int s, int n, int procs) {
        Members.Builder m = new Members.Builder();
        if (rnd.nextInt(4) == 0) {
            int st = 1 + rnd.nextInt(3), first = rnd.nextInt(procs);
            return m.add(new Run(0, first, 1 + (procs - 1 - first) / st, st)).build();
        }
        List<Integer> pick = new ArrayList<>(lanes);
        Collections.shuffle(pick, rnd);
        return lanesOf(pick.subList(0, 1 + rnd.nextInt(pick.size())), s, n);
    }

    /** The processes of these lanes, ascending. */
    private static Members lanesOf(List<Integer> lanes, int s, int n) {
        Members.Builder m = new Members.Builder();
        for (int p : lanes) m.add(new Run(0, p, n, s));
        return dedupe(m.build());
    }

    /** A communicator after the family: a strided run, a few copies' places, parts of neighbouring copies, whole copies or lanes, with a stranger; or the world. */
    private static Members after(Random rnd, List<Integer> places, List<Integer> lanes, int s, int n, int procs) {
        Members.Builder m = new Members.Builder();
        switch (rnd.nextInt(5)) {
            case 0 -> {
                int st = 1 + rnd.nextInt(3), first = rnd.nextInt(procs);
                return m.add(new Run(0, first, 1 + (procs - 1 - first) / st, st)).build();
            }
            case 3 -> { return Members.range(0, 0, procs); } // a dup of the world: every copy whole
            case 4 -> { // whole copies: a range of copies, each with all its places, or the lanes of a few places
                int j0 = rnd.nextInt(n), c = 1 + rnd.nextInt(n - j0);
                if (rnd.nextBoolean()) for (int p : places) m.add(new Run(0, p + j0 * s, c, s));
                else lanes.subList(0, 1 + rnd.nextInt(lanes.size())).forEach(p -> m.add(new Run(0, p, n, s)));
            }
            case 1 -> { for (int j = rnd.nextInt(n); j < n; j += 1 + rnd.nextInt(3)) m.add(0, places.get(rnd.nextInt(places.size())) + j * s); }
            default -> { // what copy j has seen, and what copies j - 1 and j + 1 have, told apart
                int j = rnd.nextInt(n);
                for (int d = -1; d <= 1; d++)
                    for (int p : places) if (j + d >= 0 && j + d < n && rnd.nextInt(3) > 0) m.add(0, p + (j + d) * s);
            }
        }
        m.add(0, rnd.nextInt(procs));
        return dedupe(m.build());
    }

    private static Members dedupe(Members m) {
        java.util.TreeSet<Long> all = new java.util.TreeSet<>();
        for (long p : m.toArray()) all.add(p);
        Members.Builder b = new Members.Builder();
        all.forEach(p -> b.add(0, Members.rankOf(p)));
        return b.build();
    }

    /** Whether the lazy models find the family admitted, given the communicators before it. */
    private static boolean admitted(Trace t) {
        PeerUse use = new PeerUse(false, g -> t.world().placement());
        for (TraceEvent e : t.records()) {
            if (e instanceof TraceEvent.Created c) use.use(c.comm(), (k, h) -> {});
            else if (e instanceof TraceEvent.CreatedFamily f)
                return use.knownFamily(f.family().first().local(), f.family().copies(), f.family().step()) != null;
        }
        return false;
    }

    /**
     * LAMMPS verlet/split with -partition 2N/3 N/3 at 786,432, then a dup of the world, under the seven
     * lazy designs: about 0.3 s. Copy by copy (main before issue 20 item 7) three of them took over
     * 60 s; with the blocks whole but the dup expanding the translated classes, 3-5 s each.
     */
    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void verletSplitBlocksAt786432() {
        int procs = 786_432, r = procs * 2 / 3, k = procs / 3;
        Trace.Builder b = new Trace.Builder("verlet-split", procs, new Placement.Block(16));
        int rspace = b.intra(MpiCall.COMM_SPLIT, Members.range(0, 0, r), Trace.WORLD);
        int kspace = b.intra(MpiCall.COMM_SPLIT, Members.range(0, r, k), Trace.WORLD);
        b.intra(MpiCall.CART_CREATE, Members.range(0, 0, r), rspace);
        b.intra(MpiCall.CART_CREATE, Members.range(0, r, k), kspace);
        int id = b.family(new CommDef(b.nextId(), MpiCall.COMM_SPLIT, List.of(Trace.WORLD), Members.ofRanks(r, 0, k), null, Map.of("color", "0"), 0), k, 1, 1);
        b.intra(MpiCall.COMM_DUP, Members.range(0, 0, procs), Trace.WORLD); // meets every block whole
        b.freeFamily(id, k, "MPI_Comm_free");
        FreshFamilyProperties.replaysEveryProcess(b.build(), List.of("lazy-vc", "openmpi-4.1-ob1", "openmpi-4.1-ucx", "openmpi-5-ob1",
                "openmpi-5-ucx", "openmpi-4.1-ob1-sparse", "openmpi-5-ob1-sparse"));
    }
}
