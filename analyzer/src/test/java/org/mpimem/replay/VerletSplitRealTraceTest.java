package org.mpimem.replay;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mpimem.account.Ledger;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.Extrapolator;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.account.Category;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Real LAMMPS run_style verlet/split traces (resources verlet-split/, README there) extrapolated:
 * at 1,536 the replay with the block family applied whole equals the copy by copy one, per process,
 * under every design; at 786,432 (19 records, 262,144 interleaved blocks, then 14 dups of the
 * partitions) every design replays it within the timeout (issue 20 item 7: not in 26 minutes once).
 */
class VerletSplitRealTraceTest {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();

    private static Extrapolation extrapolated(long procs) throws Exception {
        List<Trace> in = new ArrayList<>();
        for (int n : new int[] {6, 9, 12})
            in.add(TraceReader.read(Path.of(VerletSplitRealTraceTest.class.getResource("/verlet-split/p" + n + ".trace").toURI())));
        Extrapolation x = Extrapolator.extrapolate(in, new Scale(procs, 16), null);
        assertTrue(x.complete(), "every unit extrapolated");
        return x;
    }

    @Test
    void blocksAppliedWholeEqualCopyByCopy() throws Exception {
        Trace t = extrapolated(1536).trace(), x = t.expanded();
        assertTrue(t.records().stream().anyMatch(e -> e instanceof TraceEvent.CreatedFamily), "the blocks are one family");
        Replayer r = new Replayer(PROFILE);
        for (ModelSpec spec : ModelMatrix.select(List.of("all"), PROFILE)) {
            Ledger whole = new Ledger(), copies = new Ledger();
            boolean[] applied = {false};
            assertEquals(r.replay(x, spec, copies, e -> {}), r.replay(t, spec, whole, e -> applied[0] |= e instanceof TraceEvent.CreatedFamily), spec.name());
            assertTrue(applied[0], spec.name() + " applies the blocks whole");
            for (int p = 0; p < t.world().size(); p++)
                for (Category c : Category.values()) assertEquals(copies.bytes(0, p, c), whole.bytes(0, p, c), spec.name() + " " + c + " at " + p);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void everyDesignReplaysItAt786432() throws Exception {
        Trace t = extrapolated(786_432).trace();
        assertEquals(19, t.records().size() - 4, "19 communicator records and 4 frees");
        FreshFamilyProperties.replaysEveryProcess(t, List.of("all"));
    }
}
