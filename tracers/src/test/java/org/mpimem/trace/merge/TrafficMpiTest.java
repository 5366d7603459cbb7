package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceWriter;
import org.mpimem.trace.Traffic;

/**
 * The application's own traffic under real MPICH and Open MPI: {@code traffic.c} and
 * {@code traffic.f90} run traced, and the merged trace's coll and send records must be exactly
 * what the programs' rules give, computed here from the same rules.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TrafficMpiTest {
    private final Map<Mpi, Path> libs = new EnumMap<>(Mpi.class);

    private Path work(Mpi mpi) throws IOException {
        return Files.createDirectories(Path.of("target/mpi-tests", "traffic-" + mpi.id()).toAbsolutePath());
    }

    private synchronized Path lib(Mpi mpi) throws Exception {
        if (!libs.containsKey(mpi)) {
            mpi.requireInstalled();
            libs.put(mpi, TracerLibrary.build(mpi.mpicc, mpi.id(), work(mpi)));
        }
        return libs.get(mpi);
    }

    private Trace traced(Mpi mpi, String source, int n, List<String> options) throws Exception {
        Path dir = work(mpi), logs = dir.resolve("trace-" + source + "-" + n + options.size());
        if (Files.exists(logs)) try (var s = Files.walk(logs)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        Mpi.Run run = mpi.start(mpi.compile(source, dir), n, lib(mpi), logs, options, List.of()).finish();
        assertEquals(0, run.exit(), run.output());
        MergeResult r = TraceMerger.merge(logs);
        assertTrue(r.clean(), r.problems().toString());
        String text = TraceWriter.toText(r.trace()); // validates
        Trace back = TraceReader.read("merged", new StringReader(text));
        assertTrue(back.sameContent(r.trace()));
        return r.trace();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource({"MPICH, 4", "MPICH, 6", "OPENMPI, 4", "OPENMPI, 6"})
    void theCProgramsTrafficIsExactlyItsRules(Mpi mpi, int n) throws Exception {
        Trace t = traced(mpi, "traffic.c", n, List.of());
        // events: split of the world into two halves (ids 1, 2), the second split (3..6), their frees
        List<Traffic.Collective> colls = t.traffic().stream().filter(x -> x instanceof Traffic.Collective)
                .map(x -> (Traffic.Collective) x).toList();
        assertEquals(List.of(new Traffic.Collective(0, "MPI_Bcast", 0, 4096, 0, 0),
                new Traffic.Collective(1, "MPI_Allreduce", -1, 8, 2, 0),
                new Traffic.Collective(2, "MPI_Allreduce", -1, 8, 2, 0)), colls.stream().map(c -> withoutLine(c)).toList());
        assertEquals(expectedSends(n), sends(t));
        for (Traffic x : t.traffic()) if (x instanceof Traffic.Sends s) {
            assertEquals(0, s.after());
            assertTrue(s.from().runCount() <= 2 && s.to().runCount() <= 3, "compressed: " + s);
        }
    }

    @ParameterizedTest
    @EnumSource(Mpi.class)
    void trafficOffLeavesTheTraceAsBefore(Mpi mpi) throws Exception {
        Trace t = traced(mpi, "traffic.c", 4, mpi.env("MPIMEM_TRACE_TRAFFIC", "0"));
        assertEquals(List.of(), t.traffic());
        assertTrue(TraceWriter.toText(t).startsWith("mpimem-trace 1\n"));
        assertEquals(6, t.comms().size());
    }

    @ParameterizedTest
    @EnumSource(Mpi.class)
    void fortranBroadcastSendAndAllreduce(Mpi mpi) throws Exception {
        int n = 4;
        Trace t = traced(mpi, "traffic.f90", n, List.of());
        Set<String> want = new TreeSet<>();
        for (int r = 0; r < n; r++) want.add(r + ">" + (r + 1) % n);
        assertEquals(want, sends(t));
        assertEquals(List.of(new Traffic.Collective(0, "MPI_Bcast", 0, 512, 0, 0), new Traffic.Collective(0, "MPI_Allreduce", -1, 8, 0, 0)),
                t.traffic().stream().filter(x -> x instanceof Traffic.Collective).map(x -> withoutLine((Traffic.Collective) x)).toList());
    }

    private static Traffic.Collective withoutLine(Traffic.Collective c) {
        return new Traffic.Collective(c.comm(), c.call(), c.root(), c.bytes(), c.after(), 0);
    }

    /** Every send record's pairs as "from>to" (world ranks); a pair twice would be a failure of the tracer's dedup. */
    private static Set<String> sends(Trace t) {
        Set<String> out = new TreeSet<>();
        List<String> all = new ArrayList<>();
        for (Traffic x : t.traffic())
            if (x instanceof Traffic.Sends s)
                for (int i = 0; i < s.from().size(); i++) all.add(Members.rankOf(s.from().get(i)) + ">" + Members.rankOf(s.to().get(i)));
        out.addAll(all);
        assertEquals(all.size(), out.size(), "a pair in two records: " + all);
        return out;
    }

    /** traffic.c's rules: the ring's right neighbour, then the four halo neighbours of a (n/2) x 2 torus, oneself skipped. */
    static Set<String> expectedSends(int n) {
        Set<String> out = new TreeSet<>();
        int px = 2, py = n / 2;
        for (int r = 0; r < n; r++) {
            int row = r / px, col = r % px;
            Set<Integer> dests = new LinkedHashSet<>(List.of((r + 1) % n, row * px + (col + 1) % px, row * px + (col + px - 1) % px,
                    ((row + 1) % py) * px + col, ((row + py - 1) % py) * px + col));
            dests.remove(r);
            for (int d : dests) out.add(r + ">" + d);
        }
        return out;
    }
}
