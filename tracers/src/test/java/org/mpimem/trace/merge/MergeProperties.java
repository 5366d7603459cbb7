package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceWriter;

/**
 * The merge, which keeps member lists as runs, against an oracle that never does: random
 * programs of dups, splits (random colours, MPI_UNDEFINED, random keys), create_groups of random
 * subsets in random order, intercommunicators with merges, and frees, on 2..12 processes, written
 * as logs by {@link SyntheticLogs}; the merged trace must describe exactly the communicators the
 * program made, each built element by element from its plain array of world ranks.
 */
class MergeProperties {

    @Property(tries = 150)
    void theMergedTraceHasExactlyTheCommunicatorsTheProgramMade(@ForAll @IntRange(min = 2, max = 12) int p, @ForAll long seed)
            throws IOException {
        SyntheticLogs s = program(p, new Random(seed));
        Path dir = Files.createTempDirectory("merge-property");
        try {
            s.write(dir);
            MergeResult r = TraceMerger.merge(dir);
            assertEquals(List.of(), r.problems());
            TraceWriter.toText(r.trace()); // valid
            assertEquals(ExpectedTraces.describe(expected(s)), ExpectedTraces.describe(r.trace()));
        } finally {
            TracerMpiTest.deleteTree(dir);
        }
    }

    static SyntheticLogs program(int p, Random rnd) {
        SyntheticLogs s = new SyntheticLogs(p, 1 + rnd.nextInt(p));
        List<Integer> intra = new ArrayList<>(List.of(SyntheticLogs.WORLD)), freeable = new ArrayList<>();
        for (int op = 0, ops = 1 + rnd.nextInt(12); op < ops; op++) {
            int parent = intra.get(rnd.nextInt(intra.size()));
            int[] m = s.comm(parent).members;
            switch (rnd.nextInt(5)) {
                case 0 -> freeable.add(s.dup(parent));
                case 1 -> {
                    int[] color = rnd.ints(p, -1, 3).toArray(), key = rnd.ints(p, 0, 4).toArray();
                    freeable.addAll(s.split(parent, r -> color[r], r -> key[r]));
                }
                case 2 -> {
                    List<Integer> pick = new ArrayList<>(IntStream.of(m).boxed().toList());
                    java.util.Collections.shuffle(pick, rnd);
                    int[] group = pick.subList(0, 1 + rnd.nextInt(m.length)).stream().mapToInt(Integer::intValue).toArray();
                    freeable.add(s.createGroup(parent, group, rnd.nextInt(2)));
                }
                case 3 -> {
                    if (m.length < 2) continue;
                    int[] side = rnd.ints(p, 0, 2).toArray();
                    side[m[0]] = 0;
                    side[m[1]] = 1;
                    List<Integer> halves = s.split(parent, r -> side[r], r -> r);
                    int inter = s.intercommCreate(halves.get(0), halves.get(1), rnd.nextInt(2));
                    freeable.addAll(halves);
                    freeable.add(inter);
                    if (rnd.nextBoolean()) freeable.add(s.merge(inter, rnd.nextBoolean()));
                }
                default -> {
                    if (!freeable.isEmpty()) s.free(freeable.remove(rnd.nextInt(freeable.size())));
                }
            }
            intra.clear();
            for (int id = 0; id < s.comms().size(); id++) if (!s.comm(id).freed && !s.comm(id).isInter()) intra.add(id);
        }
        return s;
    }

    /**
     * The program's trace from plain arrays. An intercommunicator's first group is the one holding
     * the lowest world rank: the merge writes it as seen by its first recording process.
     */
    static Trace expected(SyntheticLogs s) {
        Trace.Builder b = new Trace.Builder("expected", s.size(), new Placement.Block(s.size()));
        Map<Integer, Integer> ids = new HashMap<>(Map.of(SyntheticLogs.WORLD, Trace.WORLD));
        for (int e : s.events) {
            if (e < 0) {
                b.free(ids.get(~e));
                continue;
            }
            ModelComm c = s.comm(e);
            MpiCall call = MpiCall.byMpiName(c.call).orElseThrow();
            List<Integer> parents = new ArrayList<>(c.parents.stream().map(ids::get).toList());
            CommDef d;
            if (c.isInter()) {
                boolean swap = IntStream.of(c.remote).min().getAsInt() < IntStream.of(c.members).min().getAsInt();
                if (swap) java.util.Collections.reverse(parents);
                d = CommDef.inter(b.nextId(), call, parents, Members.ofRanks(swap ? c.remote : c.members),
                        Members.ofRanks(swap ? c.members : c.remote));
            } else {
                d = CommDef.intra(b.nextId(), call, parents, Members.ofRanks(c.members));
                if (c.color != null) d = d.withAttrs(Map.of("color", "" + c.color));
            }
            ids.put(e, b.add(d));
        }
        return b.build();
    }
}
