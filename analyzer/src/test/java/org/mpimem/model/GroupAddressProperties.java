package org.mpimem.model;

import org.mpimem.account.Category;
import org.mpimem.model.mpich.MpichModel;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.mpimem.account.Ledger;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceValidator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Random traces with several spawned and connected groups, intercommunicators between them,
 * merges, splits, dups and frees: after every event, every process of every group holds the
 * address bytes of a plain per-process reference that charges it once for each group it can
 * address (its own, and every group of any communicator it was ever a member of), and every
 * other category equals the node-by-node replay's. A third replay keeps only the communicators
 * the trace names again ({@link Retention}, as the replayer does) and settles the others' charges
 * and tables for good: it must equal the node-by-node replay, which keeps everything, in every
 * category after every event.
 */
class GroupAddressProperties {

    @Property(tries = 200)
    void everyProcessPaysForEveryGroupItCanAddress(@ForAll long seed) {
        Trace t = randomTrace(new Random(seed));
        TraceValidator.validate(t);
        for (Models which : Models.values()) {
            Design design = which.create(SizeProfiles.PAPER_2017);
            Ledger fast = new Ledger(), plain = new Ledger(), lean = new Ledger();
            MpichModel f = new MpichModel(design, SizeProfiles.PAPER_2017, fast, false);
            MpichModel s = new MpichModel(which.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, lean, false);
            s.retainOnly(Retention.namedLater(t));
            MpichModel p = new MpichModel(which.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, plain, false, true);
            List<Integer> sizes = new ArrayList<>(List.of(t.world().size()));
            Map<Long, Set<Integer>> known = new HashMap<>();
            f.start(t.world());
            p.start(t.world());
            s.start(t.world());
            int event = 0;
            for (TraceEvent e : t.events()) {
                f.apply(e);
                p.apply(e);
                s.apply(e);
                event++;
                if (e instanceof TraceEvent.GroupAdded g) sizes.add(g.group().size());
                if (e instanceof TraceEvent.Created c) learn(known, c.comm());
                for (int g = 0; g < sizes.size(); g++)
                    for (int r = 0; r < sizes.get(g); r++) {
                        long expected = 0;
                        for (int table : known.getOrDefault(Members.gpid(g, r), Set.of(g)))
                            expected += design.addressTableBytes(sizes.get(table));
                        String where = which + " event " + event + " process " + g + "/" + r + " in " + t.events();
                        assertEquals(expected, fast.bytes(g, r, Category.ADDRESS), where);
                        for (Category c : Category.values()) {
                            assertEquals(plain.bytes(g, r, c), fast.bytes(g, r, c), where + " " + c);
                            assertEquals(plain.bytes(g, r, c), lean.bytes(g, r, c), where + " lean " + c);
                        }
                    }
            }
        }
    }

    /** The reference: each member of {@code def} now knows every group of its members. */
    private static void learn(Map<Long, Set<Integer>> known, CommDef def) {
        List<Long> all = new ArrayList<>();
        for (long x : def.local().toArray()) all.add(x);
        if (def.isInter()) for (long x : def.remote().toArray()) all.add(x);
        for (long x : all)
            for (long y : all)
                known.computeIfAbsent(x, k -> new HashSet<>(Set.of(Members.groupOf(k)))).add(Members.groupOf(y));
    }

    private record Live(int id, Members local, Members remote, boolean world) {
        Live(int id, Members local, Members remote) {
            this(id, local, remote, false);
        }
    }

    private static Trace randomTrace(Random rnd) {
        int worldSize = 2 + rnd.nextInt(7);
        Trace.Builder b = new Trace.Builder("groups", worldSize, new Placement.Block(1 + rnd.nextInt(3)));
        List<Live> live = new ArrayList<>(List.of(new Live(Trace.WORLD, Members.range(0, 0, worldSize), null, true)));
        int groups = 0;
        for (int step = 0; step < 10; step++) {
            List<Live> intra = live.stream().filter(l -> l.remote() == null).toList();
            List<Live> inter = live.stream().filter(l -> l.remote() != null).toList();
            Live c = intra.get(rnd.nextInt(intra.size()));
            switch (rnd.nextInt(6)) {
                case 0 -> { // spawn or connect from an intracommunicator: a new group
                    if (groups == 3) break;
                    boolean spawn = rnd.nextBoolean();
                    ProcessGroup g = b.addGroup(1 + rnd.nextInt(4), new Placement.Block(1 + rnd.nextInt(2)),
                            spawn ? ProcessGroup.Origin.SPAWN : ProcessGroup.Origin.CONNECT);
                    groups++;
                    Members remote = Members.range(g.id(), 0, g.size());
                    live.add(new Live(g.worldComm(), remote, null, true));
                    MpiCall call = spawn ? MpiCall.COMM_SPAWN : MpiCall.COMM_CONNECT;
                    live.add(new Live(b.inter(call, c.local(), remote, c.id()), c.local(), remote));
                }
                case 1 -> { // merge an intercommunicator
                    if (inter.isEmpty()) break;
                    Live i = inter.get(rnd.nextInt(inter.size()));
                    Members m = concat(i.local(), i.remote());
                    live.add(new Live(b.intra(MpiCall.INTERCOMM_MERGE, m, i.id()), m, null));
                }
                case 2 -> { // intercommunicator between two disjoint intracommunicators (a bridge is assumed)
                    Live d = intra.get(rnd.nextInt(intra.size()));
                    if (overlap(c.local(), d.local())) break;
                    live.add(new Live(b.inter(MpiCall.INTERCOMM_CREATE, c.local(), d.local(), c.id(), d.id()), c.local(), d.local()));
                }
                case 3 -> { // a split: a random subset in a random order
                    List<Long> procs = new ArrayList<>();
                    for (long x : c.local().toArray()) if (rnd.nextBoolean()) procs.add(x);
                    if (procs.isEmpty()) break;
                    java.util.Collections.shuffle(procs, rnd);
                    Members.Builder m = new Members.Builder();
                    procs.forEach(x -> m.add(Members.groupOf(x), Members.rankOf(x)));
                    Members sub = m.build();
                    live.add(new Live(b.intra(MpiCall.COMM_SPLIT, sub, c.id()), sub, null));
                }
                case 4 -> live.add(new Live(b.intra(MpiCall.COMM_DUP, c.local(), c.id()), c.local(), null));
                default -> { // free a communicator the trace made (worlds cannot be freed)
                    List<Live> made = live.stream().filter(l -> !l.world()).toList();
                    if (made.isEmpty()) break;
                    Live x = made.get(rnd.nextInt(made.size()));
                    b.free(x.id(), rnd.nextBoolean() ? "MPI_Comm_free" : "MPI_Comm_disconnect");
                    live.remove(x);
                }
            }
        }
        return b.build();
    }

    private static Members concat(Members a, Members b) {
        Members.Builder m = new Members.Builder();
        a.runs().forEach(m::add);
        b.runs().forEach(m::add);
        return m.build();
    }

    private static boolean overlap(Members a, Members b) {
        Set<Long> s = new HashSet<>();
        for (long x : a.toArray()) s.add(x);
        for (long x : b.toArray()) if (s.contains(x)) return true;
        return false;
    }
}
