package org.mpimem.replay;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
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
import org.mpimem.trace.TraceValidator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The replay of a trace with families (some applied whole, {@link FamilyPlan}) against its oracle,
 * the replay of the same trace with every family written out copy by copy: for every model of the
 * matrix (all and the by-name ones), with and without per-peer charging, HAN's subcomms and eager
 * local comms, end and peak (category by category, the most- and least-loaded process, the sums,
 * the peak's event) and replay --by-site's split at the end and at the peak. Random traces of
 * singleton families (from the world, from a part of it, from self), families of larger copies,
 * copies used as parents or freed one by one, family frees, over block, cyclic and explicit placements.
 */
class FamilyReplayProperties {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();
    private static final List<String> SITES = List.of("a@x.c:1", "b@x.c:2");

    @Property(tries = 150)
    void familiesReplayAsTheirCopies(@ForAll @IntRange(min = 1, max = 6) int ppn, @ForAll @IntRange(min = 1, max = 8) int nodes,
                                     @ForAll @IntRange(min = 0, max = 2) int placement, @ForAll @IntRange(min = 0, max = 3) int option,
                                     @ForAll long seed) {
        Random rnd = new Random(seed);
        int procs = Math.max(2, ppn * nodes - rnd.nextInt(ppn));
        Placement p = switch (placement) {
            case 0 -> new Placement.Block(ppn);
            case 1 -> new Placement.Cyclic(nodes);
            default -> new Placement.Explicit(new int[] {1, 0}, new int[] {procs / 2, procs - procs / 2}).size() == procs && procs >= 2
                    ? new Placement.Explicit(new int[] {1, 0}, new int[] {Math.max(1, procs / 2), procs - Math.max(1, procs / 2)})
                    : new Placement.Block(ppn);
        };
        Trace t = randomTrace(procs, p, rnd);
        TraceValidator.validate(t);
        Trace x = t.expanded();
        ModelOptions o = switch (option) {
            case 0 -> ModelOptions.DEFAULT;
            case 1 -> ModelOptions.DEFAULT.withPerPeer(true);
            case 2 -> ModelOptions.DEFAULT.withHanReached(true);
            default -> ModelOptions.DEFAULT.withLocalComm(ModelOptions.LocalComm.EAGER);
        };
        Replayer r = new Replayer(PROFILE, o);
        SiteReplay sites = new SiteReplay(r);
        List<ModelSpec> models = ModelMatrix.select(List.of("all", "openmpi-4.1-ob1-allprocs", "openmpi-4.1-ob1-sparse", "openmpi-5-ob1-sparse"), PROFILE);
        for (ModelSpec spec : models) {
            assertEquals(r.replay(x, spec), r.replay(t, spec), spec.name() + " " + o + " on " + x.events());
            assertEquals(sites.replay(x, spec), sites.replay(t, spec), "by site, " + spec.name() + " " + o);
        }
    }

    static Trace randomTrace(int procs, Placement placement, Random rnd) {
        Trace.Builder b = new Trace.Builder("families", procs, placement);
        List<Integer> live = new ArrayList<>();
        List<Members> of = new ArrayList<>();
        List<int[]> families = new ArrayList<>(); // {first id, copies}, live
        live.add(Trace.WORLD);
        of.add(Members.range(0, 0, procs));
        for (int step = 0; step < 8; step++) {
            String site = SITES.get(rnd.nextInt(SITES.size()));
            int kind = rnd.nextInt(9);
            if (kind <= 2) { // a family of singletons, from a range-shaped parent or from self
                int k = rnd.nextInt(live.size());
                Members m = of.get(k);
                boolean self = kind == 2 && rnd.nextBoolean();
                Run pr = m.run(0);
                if (pr.count() < 2 || pr.stride() < 1) continue;
                int a = rnd.nextInt(pr.count() - 1), s = 1 + rnd.nextInt(Math.max(1, (pr.count() - 1 - a) / 2));
                int n = 2 + rnd.nextInt(Math.max(1, (pr.count() - 1 - a) / s - 1 + 1));
                if (a + (long) (n - 1) * s >= pr.count()) n = (pr.count() - 1 - a) / s + 1;
                if (n < 2) continue;
                Map<String, String> attrs = rnd.nextBoolean() ? Map.of("site", site, "color", "0") : Map.of("site", site);
                CommDef first = new CommDef(b.nextId(), self ? MpiCall.COMM_DUP : MpiCall.COMM_SPLIT, List.of(self ? Trace.SELF : live.get(k)),
                        Members.of(new Run(0, pr.start() + a * pr.stride(), 1, 1)), null, attrs, 0);
                int id = b.family(first, n, s * pr.stride(), attrs.containsKey("color") ? 1 : 0);
                families.add(new int[] {id, n});
            } else if (kind == 3 || kind == 4) { // a family of larger copies: blocks, or interleaved pairs, of a one-run parent
                int k = rnd.nextInt(live.size());
                Run pr = of.get(k).run(0);
                if (pr.count() < 4 || pr.stride() < 1) continue;
                boolean pairs = rnd.nextBoolean();
                int c = pr.count(), t = pr.stride(), a = rnd.nextInt(Math.max(1, c / 4)), w, g, n;
                Run copy0;
                if (pairs) { // {x, x + h}, {x + 1, x + 1 + h}, ...: copies of two nodes' processes (step 1: every node phase)
                    int h = Math.max(1, (c - a) / 2);
                    n = Math.min(h, c - a - h);
                    copy0 = new Run(0, pr.start() + a * t, 2, h * t);
                    g = 1;
                } else { // blocks of w, a step of g >= w positions apart (a multiple of ppn or not)
                    w = 1 + rnd.nextInt(Math.max(1, Math.min(4, (c - a) / 2)));
                    g = w + rnd.nextInt(2);
                    n = (c - a - w) / g + 1;
                    copy0 = new Run(0, pr.start() + a * t, w, t);
                }
                if (n < 2) continue;
                int id = b.family(new CommDef(b.nextId(), MpiCall.COMM_SPLIT, List.of(live.get(k)), Members.of(copy0), null, Map.of("site", site), 0), n, g * t, 0);
                families.add(new int[] {id, n});
            } else if (kind == 5 && !families.isEmpty()) { // a copy used one by one: as a parent, or freed alone
                int[] f = families.get(rnd.nextInt(families.size()));
                int c = f[0] + rnd.nextInt(f[1]);
                Trace probe = b.build();
                Members cm = probe.comms().stream().filter(d -> d.id() == c).findFirst().orElseThrow().local();
                if (rnd.nextBoolean()) {
                    live.add(b.intra(MpiCall.COMM_DUP, cm, c));
                    of.add(cm);
                } else {
                    families.remove(f);
                    b.free(c); // the others stay live, never freed
                }
            } else if (kind == 6 && !families.isEmpty()) { // a family free of a whole family
                int[] f = families.remove(rnd.nextInt(families.size()));
                b.freeFamily(f[0], f[1], "MPI_Comm_free");
            } else { // a single split or a free of one
                if (rnd.nextBoolean() || live.size() == 1) {
                    int lo = rnd.nextInt(procs), n = 1 + rnd.nextInt(procs - lo);
                    Members m = Members.range(0, lo, n);
                    live.add(b.add(new CommDef(b.nextId(), MpiCall.COMM_SPLIT, List.of(Trace.WORLD), m, null, Map.of("site", site), 0)));
                    of.add(m);
                } else {
                    int k = 1 + rnd.nextInt(live.size() - 1);
                    b.free(live.remove(k));
                    of.remove(k);
                }
            }
        }
        return b.build();
    }
}
