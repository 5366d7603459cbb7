package org.mpimem.replay;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mpimem.model.ModelMatrix;
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

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Families of copies whose processes had met nobody (lazy-vc and the lazy Open MPI models apply
 * them whole, {@link org.mpimem.model.peers.FreshFamily}): the replay equals the one of the same trace
 * written out copy by copy, under every model, when later communicators read what the copies left
 * (the peer classes a copy by copy replay builds): one-run copies apart, and LAMMPS verlet/split's
 * interleaved three-process blocks; and a family of 16 million singletons replays without
 * visiting each copy.
 */
class FreshFamilyProperties {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();

    @Property(tries = 60)
    void freshFamiliesReplayAsTheirCopies(@ForAll @IntRange(min = 1, max = 5) int ppn, @ForAll long seed) {
        Random rnd = new Random(seed);
        int procs = 24 + rnd.nextInt(60);
        Trace.Builder b = new Trace.Builder("fresh", procs, new Placement.Block(ppn));
        if (rnd.nextBoolean()) b.intra(MpiCall.COMM_SPLIT, Members.range(0, 0, 1 + rnd.nextInt(4)), Trace.WORLD); // a line before: a lattice to continue
        int w = 1 + rnd.nextInt(3), stride = 1 + rnd.nextInt(2), s = (w - 1) * stride + 1 + rnd.nextInt(3), a = 4 + rnd.nextInt(4);
        int n = (procs - 1 - a - (w - 1) * stride) / s + 1;
        if (rnd.nextInt(3) == 0) { // LAMMPS verlet/split's blocks: {Kspace proc j, Rspace procs j, j + q}, interleaved
            int q = (procs - a) / 3;
            b.family(new CommDef(b.nextId(), MpiCall.COMM_SPLIT, List.of(Trace.WORLD), Members.ofRanks(a + 2 * q, a, a + q), null, Map.of(), 0), q, 1, 0);
        } else if (n >= 2) {
            Members copy0 = Members.of(rnd.nextBoolean() || w == 1 ? new Run(0, a, w, stride) : new Run(0, a + (w - 1) * stride, w, -stride));
            b.family(new CommDef(b.nextId(), MpiCall.COMM_SPLIT, List.of(Trace.WORLD), copy0, null, Map.of(), 0), n, s, 0);
        }
        for (int k = 0; k < 3; k++) { // later communicators meet what the family left
            int lo = rnd.nextInt(procs), c = 1 + rnd.nextInt((procs - 1 - lo) / 2 + 1);
            b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(0, lo, c, 2)), Trace.WORLD);
        }
        Trace t = b.build();
        TraceValidator.validate(t);
        Trace x = t.expanded();
        Replayer r = new Replayer(PROFILE);
        for (ModelSpec spec : ModelMatrix.select(List.of("all", "openmpi-4.1-ob1-sparse", "openmpi-5-ob1-sparse"), PROFILE))
            assertEquals(r.replay(x, spec), r.replay(t, spec), spec.name() + " on " + x.events());
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void sixteenMillionSingletonsUnderLazyModels() {
        int procs = 1 << 24;
        Trace.Builder b = new Trace.Builder("singletons", procs, new Placement.Block(16));
        int id = b.family(new CommDef(b.nextId(), MpiCall.COMM_SPLIT, List.of(Trace.WORLD), Members.ofRanks(0), null, Map.of("color", "0"), 0), procs, 1, 1);
        b.freeFamily(id, procs, "MPI_Comm_free");
        replaysEveryProcess(b.build(), List.of("lazy-vc", "openmpi-4.1-ob1", "openmpi-5-ucx"));
    }

    /** Replays {@code t} under these models, each ending with every process of the world (a test's timeout says how fast). */
    static void replaysEveryProcess(Trace t, List<String> models) {
        Replayer r = new Replayer(PROFILE);
        for (ModelSpec spec : ModelMatrix.select(models, PROFILE)) {
            ModelResult m = r.replay(t, spec);
            assertEquals(t.world().size(), m.end().processes(), spec.name());
        }
    }
}
