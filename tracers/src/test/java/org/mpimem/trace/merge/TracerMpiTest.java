package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceWriter;

/**
 * The tracer under real MPICH and Open MPI: C and Fortran programs run with the library preloaded,
 * their logs are merged, and the trace must hold exactly the communicators {@link ExpectedTraces}
 * derives from what the programs do. MPI must be installed (scripts/setup); these tests are not
 * skipped without it, they fail and say so.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TracerMpiTest {
    static final int N = 4;
    private final Map<Mpi, Path> libs = new EnumMap<>(Mpi.class);

    private Path work(Mpi mpi) throws IOException {
        return Files.createDirectories(Path.of("target/mpi-tests", mpi.id()).toAbsolutePath());
    }

    private synchronized Path lib(Mpi mpi) throws Exception {
        if (!libs.containsKey(mpi)) {
            mpi.requireInstalled();
            libs.put(mpi, TracerLibrary.build(mpi.mpicc, mpi.id(), work(mpi)));
        }
        return libs.get(mpi);
    }

    private MergeResult traced(Mpi mpi, String source, boolean mustSucceed) throws Exception {
        return tracedRun(mpi, source, mustSucceed).merged();
    }

    /** A program's run under the tracer: its output, its log directory and the merged trace. */
    record Traced(Mpi.Run run, Path logs, MergeResult merged) {}

    private Traced tracedRun(Mpi mpi, String source, boolean mustSucceed) throws Exception {
        return tracedRun(mpi, source, mustSucceed, List.of());
    }

    private Traced tracedRun(Mpi mpi, String source, boolean mustSucceed, List<String> options) throws Exception {
        return tracedRun(mpi, source, mustSucceed, options, List.of());
    }

    private Traced tracedRun(Mpi mpi, String source, boolean mustSucceed, List<String> options, List<String> args) throws Exception {
        Path lib = lib(mpi), dir = work(mpi), traces = dir.resolve("trace-" + source);
        deleteTree(traces);
        Mpi.Run run = mpi.start(mpi.compile(source, dir), N, lib, traces, options, args).finish();
        if (mustSucceed) assertEquals(0, run.exit(), run.output());
        else assertNotEquals(0, run.exit(), run.output());
        MergeResult r = TraceMerger.merge(traces);
        String text = TraceWriter.toText(r.trace()); // validates
        assertTrue(TraceReader.read("merged", new StringReader(text)).sameContent(r.trace()));
        return new Traced(run, traces, r);
    }

    @ParameterizedTest
    @EnumSource(Mpi.class)
    void everyCallOfTheCProgramIsInTheTraceWithItsExactMembers(Mpi mpi) throws Exception {
        MergeResult r = traced(mpi, "allcalls.c", true);
        assertEquals(List.of(), r.problems());
        JobFileMpiTest.readFromOneJobFile(r, N);
        assertEquals(ExpectedTraces.describe(ExpectedTraces.allCalls(N)), ExpectedTraces.describe(r.trace()));
        assertEquals("block:" + N, r.trace().world().placement().spec()); // one host
    }

    static Stream<Arguments> fortranBindings() {
        return Stream.of(Mpi.values()).flatMap(m -> Stream.of(Arguments.of(m, "fortran.f90"), Arguments.of(m, "fortran08.f90")));
    }

    /** 'use mpi' and mpi_f08: under Open MPI both, under MPICH the f08 one, bypass the C wrappers. */
    @ParameterizedTest
    @MethodSource("fortranBindings")
    void fortranCallsReachTheTracer(Mpi mpi, String source) throws Exception {
        MergeResult r = traced(mpi, source, true);
        assertEquals(List.of(), r.problems());
        assertEquals(ExpectedTraces.describe(ExpectedTraces.fortran(N)), ExpectedTraces.describe(r.trace()));
    }

    /**
     * C, 'use mpi' (MPI_Comm_spawn) and mpi_f08 (MPI_Comm_spawn_multiple): Open MPI's Fortran
     * bindings reach only the tracer's Fortran wrappers. Open MPI only: Debian's MPICH 4.0.2
     * (ch4:ucx) fails MPI_Comm_spawn inside the library, before asking Hydra to start anything,
     * with or without the tracer (docs/tracer.md).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"spawn.c, COMM_SPAWN", "fortran_spawn.f90, COMM_SPAWN", "fortran08_spawn.f90, COMM_SPAWN_MULTIPLE"})
    void spawnedProcessesBecomeAProcessGroup(String source, MpiCall call) throws Exception {
        MergeResult r = traced(Mpi.OPENMPI, source, true);
        assertEquals(List.of(), r.problems());
        assertEquals(ExpectedTraces.describe(ExpectedTraces.spawn(call, N, 2)), ExpectedTraces.describe(r.trace()));
    }

    /**
     * Two halves of one job connect through a port; the intercommunicator has exactly the halves,
     * and both roots record the port name rank 0 printed (a Fortran one without its blank
     * padding). Open MPI only: Debian's MPICH 4.0.2 (ch4:ucx) fails MPI_Open_port, traced or not
     * ("not supported with ucx netmod").
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"connect.c", "fortran_connect.f90", "fortran08_connect.f90"})
    void connectAcceptWithinOneJobJoinsItsHalves(String source) throws Exception {
        Traced t = tracedRun(Mpi.OPENMPI, source, true);
        assertEquals(List.of(), t.merged().problems());
        assertEquals(ExpectedTraces.describe(ExpectedTraces.connect(N)), ExpectedTraces.describe(t.merged().trace()));
        Matcher printed = Pattern.compile("port=\\[(.+?)\\]").matcher(t.run().output());
        assertTrue(printed.find(), t.run().output());
        assertEquals(List.of("MPI_Comm_accept " + printed.group(1), "MPI_Comm_connect " + printed.group(1)), RecordedPorts.of(t.logs()));
    }

    /** A world and the job it spawned connect: paired by port like separate jobs, but no new group. Open MPI only. */
    @Test
    void connectAcceptBetweenAWorldAndItsSpawnedJob() throws Exception {
        MergeResult r = traced(Mpi.OPENMPI, "spawnconnect.c", true);
        assertEquals(List.of(), r.problems());
        assertEquals(ExpectedTraces.describe(ExpectedTraces.spawnConnect(N, 2)), ExpectedTraces.describe(r.trace()));
    }

    /**
     * Two separately started jobs connect through Open MPI's ompi-server; the merge makes the
     * client's job a process group (origin=connect) of the server's, which started first. The logs
     * go to one directory here and to two below; both must give the same trace.
     */
    @Test
    void connectAcceptBetweenSeparateJobsMakesTheClientAProcessGroup() throws Exception {
        Mpi mpi = Mpi.OPENMPI;
        Path lib = lib(mpi), dir = work(mpi), exe = mpi.compile("connect2.c", dir);
        for (boolean oneDir : new boolean[]{true, false}) {
            Path server = dir.resolve("trace-connect2-server"), client = oneDir ? server : dir.resolve("trace-connect2-client");
            deleteTree(server);
            deleteTree(client);
            try (OmpiServer ns = OmpiServer.start(dir)) {
                Path port = dir.resolve("connect2.port");
                Files.deleteIfExists(port);
                Mpi.Started s = mpi.start(exe, N, lib, server, ns.options(), java.util.List.of("server", port.toString()));
                ns.await(port, s);
                Mpi.Run c = mpi.start(exe, 2, lib, client, ns.options(), java.util.List.of("client", port.toString())).finish();
                Mpi.Run r = s.finish();
                assertEquals(0, r.exit(), r.output());
                assertEquals(0, c.exit(), c.output());
            }
            MergeResult r = TraceMerger.merge(oneDir ? java.util.List.of(server) : java.util.List.of(server, client));
            assertEquals(java.util.List.of(), r.problems());
            String text = TraceWriter.toText(r.trace());
            assertTrue(TraceReader.read("merged", new StringReader(text)).sameContent(r.trace()));
            assertEquals(ExpectedTraces.describe(ExpectedTraces.connectedJobs(N, 2)), ExpectedTraces.describe(r.trace()));
        }
    }

    /**
     * Every process's own MPI_COMM_SELF as a parent: one record per process, parent=self. Open MPI
     * 4.1.4's osc/rdma fails MPI_Win_create on MPI_COMM_SELF, traced or not; --mca osc ^rdma avoids it.
     */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void communicatorsMadeFromSelfAreInTheTraceOncePerProcess(Mpi mpi) throws Exception {
        List<String> options = mpi == Mpi.OPENMPI ? List.of("--mca", "osc", "^rdma") : List.of();
        MergeResult r = tracedRun(mpi, "self.c", true, options).merged();
        assertEquals(List.of(), r.problems());
        assertEquals(ExpectedTraces.describe(ExpectedTraces.self(N)), ExpectedTraces.describe(r.trace()));
    }

    /**
     * The application sees the same thing traced, untraced, and preloaded with MPIMEM_TRACE=0:
     * the error classes of failing calls (errors returned) and the ranks of what succeeded. Disabled,
     * the tracer writes nothing; enabled, it records only the calls that succeeded.
     */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void theTracerChangesNoResultNorReturnCodeAndDoesNothingWhenDisabled(Mpi mpi) throws Exception {
        Path dir = work(mpi), exe = mpi.compile("rc.c", dir), off = dir.resolve("trace-rc-disabled");
        deleteTree(off);
        Mpi.Run plain = mpi.start(exe, N, null, null, List.of(), List.of()).finish();
        Mpi.Run disabled = mpi.start(exe, N, lib(mpi), off, mpi.env("MPIMEM_TRACE", "0"), List.of()).finish();
        Traced traced = tracedRun(mpi, "rc.c", true);
        assertEquals(0, plain.exit(), plain.output());
        assertTrue(plain.output().contains("dup(NULL) 1,") && plain.output().contains("cart(too big) 1, split 0"), plain.output());
        assertEquals(plain.output(), disabled.output());
        assertEquals(plain.output(), traced.run().output());
        assertTrue(!Files.exists(off), "a disabled tracer wrote " + off);
        List<String> calls = traced.merged().trace().comms().stream().map(d -> d.call().mpiName()).toList();
        // the parity split's two communicators; the split with colour -5 succeeds under MPICH 4.0.2 (no argument checks)
        int splits = plain.output().contains("split(color -5) 0") ? 3 : 2;
        assertEquals(java.util.Collections.nCopies(splits, "MPI_Comm_split"), calls);
        assertEquals(List.of(), traced.merged().problems());
    }

    /**
     * The other MPI's tracer preloaded (its handles are of another width) crashed the application in
     * MPI_Init or at its first call: now one line names the build to make, and the application runs
     * untraced with the same output (rc.c: error classes and ranks; allcalls.c: every wrapped call).
     */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void theOtherMpisTracerSaysWhichToBuildAndTheApplicationRunsUntraced(Mpi mpi) throws Exception {
        Mpi other = mpi == Mpi.MPICH ? Mpi.OPENMPI : Mpi.MPICH;
        Path dir = work(mpi), logs = dir.resolve("trace-wrong-mpi");
        for (String source : List.of("rc.c", "allcalls.c")) {
            deleteTree(logs);
            Path exe = mpi.compile(source, dir);
            Mpi.Run plain = mpi.start(exe, N, null, null, List.of(), List.of()).finish();
            Mpi.Run wrong = mpi.start(exe, N, lib(other), logs, List.of(), List.of()).finish();
            assertEquals(0, wrong.exit(), wrong.output());
            List<String> said = wrong.output().lines().filter(l -> l.startsWith("mpimem-trace:")).toList();
            assertEquals(1, said.size(), wrong.output());
            assertTrue(said.get(0).endsWith("./mpimem tracer build --mpi " + mpi.id()), said.get(0));
            assertEquals(plain.output(), wrong.output().replace(said.get(0) + "\n", ""));
            assertTrue(!Files.exists(logs), "the other MPI's tracer wrote " + logs);
        }
    }

    /**
     * MPI-4 (MPICH 4.0.2; Open MPI 4.1.4 has no MPI-4 constructor): MPI_Comm_idup_with_info, then a
     * split and a dup of it; MPI_Comm_create_from_group of the even and the odd ranks, and
     * MPI_Intercomm_create_from_groups between them (parent: the world, whose groups they are).
     */
    @Test
    void mpi4ConstructorsAreTracedWithWhatIsMadeFromThem() throws Exception {
        MergeResult r = traced(Mpi.MPICH, "mpi4.c", true);
        assertEquals(List.of(), r.problems());
        assertEquals(List.of("MPI_Comm_idup_with_info 0:4", "MPI_Comm_split 0:2:2", "MPI_Comm_split 1:2:2", "MPI_Comm_dup 0:2:2",
                        "MPI_Comm_dup 1:2:2", "MPI_Comm_create_from_group 0:2:2", "MPI_Comm_create_from_group 1:2:2",
                        "MPI_Intercomm_create_from_groups 0:2:2|1:2:2"),
                r.trace().comms().stream().map(d -> d.call().mpiName() + " " + d.local() + (d.isInter() ? "|" + d.remote() : "")).toList());
        assertEquals(8, r.trace().events().stream().filter(e -> e instanceof org.mpimem.trace.TraceEvent.Freed).count());
    }

    @ParameterizedTest
    @EnumSource(Mpi.class)
    void anAbortedRunLeavesTheTraceUpToItsLastCallAndIsReported(Mpi mpi) throws Exception {
        Traced t = tracedRun(mpi, "abort.c", false);
        MergeResult r = t.merged();
        try (Stream<Path> s = Files.list(t.logs())) { // the aborting process cut its log (wrap_comm.c MPI_Abort)
            Path aborting = s.filter(p -> p.getFileName().toString().contains("-rank1-")).findFirst().orElseThrow();
            byte[] b = Files.readAllBytes(aborting);
            assertEquals('\n', b[b.length - 1], aborting.toString());
        }
        assertEquals(ExpectedTraces.describe(ExpectedTraces.aborted(N)), ExpectedTraces.describe(r.trace()));
        assertEquals(N, r.problems().stream().filter(p -> p.contains("no end record")).count(), String.join("\n", r.problems()));
    }

    /** A process killed with SIGKILL cannot cut its log: what it completed is there, then NULs. */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void aKilledProcessLeavesItsRecordsAndTheMergeReadsPastItsUnusedTail(Mpi mpi) throws Exception {
        Traced t = tracedRun(mpi, "abort.c", false, List.of(), List.of("kill"));
        MergeResult r = t.merged();
        assertEquals(ExpectedTraces.describe(ExpectedTraces.aborted(N)), ExpectedTraces.describe(r.trace()));
        List<Path> logs;
        try (Stream<Path> s = Files.list(t.logs())) {
            logs = s.filter(p -> p.getFileName().toString().contains("-rank1-")).toList();
        }
        assertEquals(1, logs.size(), logs.toString());
        byte[] killed = Files.readAllBytes(logs.get(0));
        assertEquals(0, killed[killed.length - 1], "the killed process's log should end in its mapping's unused NULs");
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("rank 1 did not reach MPI_Finalize")), String.join("\n", r.problems()));
        assertTrue(r.problems().stream().noneMatch(p -> p.contains("cut record")), String.join("\n", r.problems()));
    }

    /**
     * A full disk (a 128 KiB tmpfs, mounted in a mount namespace of its own) stops tracing, not the
     * application: its exit code is 0, it prints its result, each process says so once, and the
     * logs hold complete records up to where the disk was full. The job file cannot be written
     * either: one line says so, and the per-process logs stay.
     */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void aFullDiskStopsTracingOnceAndLeavesTheApplicationAlone(Mpi mpi) throws Exception {
        Assumptions.assumeTrue(new ProcessBuilder("unshare", "-m", "true").start().waitFor() == 0,
                "needs unshare -m (util-linux, as root) for a private tmpfs");
        Path lib = lib(mpi), dir = work(mpi), small = dir.resolve("small-disk"), kept = dir.resolve("small-disk-logs");
        deleteTree(small);
        deleteTree(kept);
        Files.createDirectories(small);
        // the logs are copied out before the namespace, and with it the tmpfs, goes away
        List<String> wrapper = List.of("unshare", "-m", "sh", "-c",
                "k=\"$1\"; shift; mount -t tmpfs -o size=128k tmpfs \"$0\" || exit 99; \"$@\"; rc=$?; cp -r \"$0/t\" \"$k\"; exit $rc", small.toString(), kept.toString());
        Mpi.Run run = mpi.start(wrapper, mpi.compile("bench.c", dir), 2, lib, small.resolve("t"), List.of(), List.of("2000")).finish();
        assertEquals(0, run.exit(), run.output());
        List<String> lines = run.output().lines().toList();
        assertEquals(2, lines.stream().filter(l -> l.equals("mpimem-trace: cannot extend the log (No space left on device);"
                + " tracing stops, the log of this process ends here")).count(), run.output());
        assertEquals(1, lines.stream().filter(l -> l.matches("[0-9]+\\.[0-9]+ [0-9]+\\.[0-9]+")).count(), run.output());
        // the job file needs the logs' bytes again: one process says once that it could not be written, and the logs stay
        assertEquals(1, lines.stream().filter(l -> l.startsWith("mpimem-trace: the job file ") && l.contains(" could not be written (rank ")
                && l.endsWith("; each process's log stays in " + small.resolve("t"))).count(), run.output());
        try (Stream<Path> s = Files.list(kept)) {
            assertEquals(2, s.filter(p -> p.getFileName().toString().matches(".+-rank[01]-[0-9]+\\.log")).count(), "the per-process logs stay");
        }
        try (Stream<Path> s = Files.list(kept)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith("job-") || p.getFileName().toString().startsWith(".job-")), "no job file, no temporary one");
        }
        MergeResult r = TraceMerger.merge(kept);
        assertTrue(r.trace().comms().size() > 10, TraceWriter.toText(r.trace()));
        assertEquals(2, r.problems().stream().filter(p -> p.contains("no end record")).count(), String.join("\n", r.problems()));
        assertTrue(r.problems().stream().noneMatch(p -> p.contains("cut record")), String.join("\n", r.problems()));
    }

    static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) return;
        try (var s = Files.walk(p)) {
            for (Path q : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(q);
        }
    }
}
