package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceWriter;

/**
 * One file per job (issue 28 item 2): at MPI_Finalize the processes write their logs into one job
 * file, on 4 nodes simulated on this machine (MPICH: Hydra's fork launcher with -hosts; Open MPI:
 * an rsh agent that starts each node's daemon in a UTS namespace of its own, as
 * analyzer's SimulatedNodes does), without a resource manager or any MPIMEM_ variable: every
 * process must find the one name rank 0 chose although each node has its own job id under Hydra.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JobFileMpiTest {
    static final int N = 8;
    static final String HOSTS = "n1:2,n2:2,n3:2,n4:2";

    private Path work(Mpi mpi) throws IOException {
        return Files.createDirectories(Path.of("target/mpi-tests-jobfile", mpi.id()).toAbsolutePath());
    }

    /** The launcher for 8 processes on 4 simulated nodes, the tracer preloaded, and {@code env} set in every process. */
    private List<String> launch(Mpi mpi, Path dir, Path lib, List<String> env) throws Exception {
        return launch(mpi, dir, lib, HOSTS, N, List.of(), env);
    }

    /** The same for {@code n} processes on the simulated nodes {@code hosts}, with the launcher's {@code options}. */
    private List<String> launch(Mpi mpi, Path dir, Path lib, String hosts, int n, List<String> options, List<String> env) throws Exception {
        List<String> cmd = new ArrayList<>();
        if (mpi == Mpi.MPICH) cmd.addAll(List.of("mpiexec.mpich", "-launcher", "fork", "-hosts", hosts, "-n", "" + n));
        else {
            Assumptions.assumeTrue(new ProcessBuilder("unshare", "--uts", "true").start().waitFor() == 0,
                    "simulated Open MPI nodes need unshare --uts (util-linux, as root)");
            Path agent = dir.resolve("rsh-agent.sh");
            Files.writeString(agent, "#!/bin/sh\nhost=$1; shift\nexec unshare --uts /bin/sh -c \"hostname $host && $*\"\n");
            Files.setPosixFilePermissions(agent, PosixFilePermissions.fromString("rwxr-xr-x"));
            cmd.addAll(List.of("mpirun.openmpi", "--allow-run-as-root", "--oversubscribe", "-n", "" + n, "--host", hosts,
                    "--mca", "plm_rsh_agent", agent.toString()));
        }
        cmd.addAll(options);
        cmd.addAll(mpi.env("LD_PRELOAD", lib.toString()));
        for (int i = 0; i < env.size(); i += 2) cmd.addAll(mpi.env(env.get(i), env.get(i + 1)));
        return cmd;
    }

    /** Runs {@code exe} in a fresh working directory {@code cwd}; the launcher's output is returned. */
    private Mpi.Run run(List<String> launcher, Path exe, Path cwd, List<String> args) throws Exception {
        TracerMpiTest.deleteTree(cwd);
        Files.createDirectories(cwd);
        List<String> cmd = new ArrayList<>(launcher);
        cmd.add(exe.toString());
        cmd.addAll(args);
        Path out = cwd.resolveSibling(cwd.getFileName() + ".out");
        Process p = new ProcessBuilder(cmd).directory(cwd.toFile()).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError(String.join(" ", cmd) + " did not finish in 300 s:\n" + Files.readString(out));
        }
        return new Mpi.Run(p.exitValue(), Files.readString(out));
    }

    private static List<Path> files(Path root, String glob) throws IOException {
        java.nio.file.PathMatcher m = root.getFileSystem().getPathMatcher("glob:" + glob);
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).filter(p -> m.matches(p.getFileName())).sorted().toList();
        }
    }

    /** The merge's note on what it read: exactly {@code n} processes from one job file and none from per-process logs. */
    static void readFromOneJobFile(MergeResult r, int n) {
        assertEquals(1, r.notes().size(), r.notes().toString());
        assertTrue(r.notes().get(0).matches("read " + n + " processes from 1 job file \\(job-[^ ]+\\.log\\) and 0 from per-process logs"),
                r.notes().get(0));
    }

    /** The expected trace of each program on N processes, as ExpectedTraces describes it. */
    private static String expected(String source, Path tmp) throws IOException {
        return expected(source, N, tmp);
    }

    private static String expected(String source, int n, Path tmp) throws IOException {
        return switch (source) {
            case "fortran.f90", "fortran08.f90" -> ExpectedTraces.describe(ExpectedTraces.fortran(n));
            case "mergebench.c" -> { // what SyntheticLogsMpiTest checks the tracer against
                Path d = tmp.resolve("synthetic-" + n);
                TracerMpiTest.deleteTree(d);
                BenchmarkLogs.program(n).write(d);
                yield ExpectedTraces.describe(TraceMerger.merge(d).trace());
            }
            default -> throw new IllegalArgumentException(source);
        };
    }

    static Stream<Arguments> programs() {
        return Stream.of(Mpi.values()).flatMap(m -> Stream.of("mergebench.c", "fortran.f90", "fortran08.f90").map(s -> Arguments.of(m, s)));
    }

    /**
     * No MPIMEM_ variable: under Hydra each node's processes name another job (its proxy's pid) and
     * make their own directory, yet all 8 logs are in one job file in rank 0's directory, the other
     * nodes' directories are gone, no per-process log is left, and the merge reads the 8 from it.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("programs")
    void eightProcessesOnFourNodesWriteOneJobFile(Mpi mpi, String source) throws Exception {
        mpi.requireInstalled();
        Path dir = work(mpi), lib = TracerLibrary.build(mpi.mpicc, mpi.id(), dir), cwd = dir.resolve("nodes-" + source);
        Mpi.Run run = run(launch(mpi, dir, lib, List.of()), mpi.compile(source, dir), cwd, List.of());
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().lines().noneMatch(l -> l.startsWith("mpimem-trace:")), run.output());
        List<Path> logs = files(cwd, "*.log");
        assertEquals(1, logs.size(), "one file for the job, no per-process log: " + logs);
        assertTrue(logs.get(0).getFileName().toString().matches("job-.+-[0-9]+\\.log"), logs.toString());
        assertEquals(List.of(), files(cwd, "*.tmp"));
        try (Stream<Path> s = Files.list(cwd)) { // the other nodes' empty directories removed
            assertEquals(List.of(logs.get(0).getParent()), s.toList());
        }
        MergeResult r = TraceMerger.merge(logs.get(0).getParent());
        assertEquals(List.of(), r.problems());
        readFromOneJobFile(r, N);
        assertEquals(N, r.logs());
        assertEquals("block:2", r.trace().world().placement().spec(), "4 nodes of 2");
        assertEquals(expected(source, dir), ExpectedTraces.describe(r.trace()));
    }

    /**
     * MPIMEM_TRACE_JOBFILE=keep leaves each process's log beside the job file: the job file holds
     * them byte for byte once its shared shapes are filled in (the tracer's own communicator and
     * file, made after the end record, are in no log), JobFileWriter writes the same job file from them, and the job file alone, the per-process logs alone and the two mixed in one directory
     * merge to the same trace. MPIMEM_TRACE_JOBFILE=0 writes no job file, and its logs merge to the
     * same communicators too.
     */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void theJobFileMergesAsThePerProcessLogsOfTheSameRun(Mpi mpi) throws Exception {
        mpi.requireInstalled();
        Path dir = work(mpi), lib = TracerLibrary.build(mpi.mpicc, mpi.id(), dir), exe = mpi.compile("fortran.f90", dir);
        Path cwd = dir.resolve("keep"), logs = cwd.resolve("logs");
        Mpi.Run run = run(launch(mpi, dir, lib, List.of("MPIMEM_TRACE_JOBFILE", "keep", "MPIMEM_TRACE_DIR", logs.toString(),
                "MPIMEM_TRACE_JOB", "keep-test")), exe, cwd, List.of());
        assertEquals(0, run.exit(), run.output());
        List<Path> jobFiles = files(logs, "job-*.log"), perProcess = files(logs, "*-rank*.log");
        assertEquals(1, jobFiles.size(), jobFiles.toString());
        assertEquals(N, perProcess.size(), perProcess.toString());
        JobFile jf = JobFile.read(jobFiles.get(0), new ArrayList<>());
        assertEquals("keep-test", jf.job());
        assertEquals(N, jf.logs().size());
        List<byte[]> byRank = new ArrayList<>();
        for (LogSource part : jf.logs()) {
            Path own = ownLog(perProcess, part.rank());
            assertEquals(Files.readString(own), part.text(), part.toString());
            assertTrue(part.text().lines().reduce((a, b) -> b).orElseThrow().startsWith("end t="), part + " ends with its end record");
            byRank.add(Files.readAllBytes(own));
        }
        // version 2: the lines the ranks share stored once; the Java writer (BenchmarkLogs, the fuzzer) writes the same bytes
        byte[] tracers = Files.readAllBytes(jobFiles.get(0));
        assertTrue(new String(tracers, java.nio.charset.StandardCharsets.US_ASCII).startsWith("mpimem-job 2\n"));
        assertTrue(tracers.length < byRank.stream().mapToLong(b -> b.length).sum(), "the job file is smaller than the logs it holds");
        assertEquals(new String(JobFileWriter.bytes("keep-test", byRank), java.nio.charset.StandardCharsets.ISO_8859_1),
                new String(tracers, java.nio.charset.StandardCharsets.ISO_8859_1));
        List<MergeResult> apart = mergedApart(cwd, jobFiles.get(0), perProcess, N);
        MergeResult fromJob = apart.get(0), fromLogs = apart.get(1), mixed = TraceMerger.merge(logs);
        assertEquals(List.of(), mixed.problems());
        assertEquals(List.of("read 8 processes from 1 job file (" + jobFiles.get(0).getFileName() + ") and 0 from per-process logs; "
                + "8 per-process log(s) left out: the same processes are in a job file"), mixed.notes());
        String want = text(fromLogs.trace());
        assertEquals(want, text(fromJob.trace()));
        assertEquals(want, text(mixed.trace()));
        assertEquals(ExpectedTraces.describe(ExpectedTraces.fortran(N)), ExpectedTraces.describe(fromJob.trace()));

        Path off = dir.resolve("off"), offLogs = off.resolve("logs");
        Mpi.Run perProcessOnly = run(launch(mpi, dir, lib, List.of("MPIMEM_TRACE_JOBFILE", "0", "MPIMEM_TRACE_DIR", offLogs.toString(),
                "MPIMEM_TRACE_JOB", "off-test")), exe, off, List.of());
        assertEquals(0, perProcessOnly.exit(), perProcessOnly.output());
        assertEquals(List.of(), files(off, "job-*"));
        assertEquals(N, files(offLogs, "*-rank*.log").size());
        MergeResult r = TraceMerger.merge(offLogs);
        assertEquals(List.of(), r.problems());
        assertEquals(ExpectedTraces.describe(fromJob.trace()), ExpectedTraces.describe(r.trace()));
    }

    /**
     * The job file merged alone and the per-process logs merged alone (each copied into a directory
     * of its own under {@code cwd}), both without problems, the first read from the job file only.
     */
    private static List<MergeResult> mergedApart(Path cwd, Path jobFile, List<Path> perProcess, int n) throws IOException {
        Path onlyJob = Files.createDirectories(cwd.resolve("job-only")), onlyLogs = Files.createDirectories(cwd.resolve("logs-only"));
        Files.copy(jobFile, onlyJob.resolve(jobFile.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        for (Path p : perProcess) Files.copy(p, onlyLogs.resolve(p.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        MergeResult fromJob = TraceMerger.merge(onlyJob), fromLogs = TraceMerger.merge(onlyLogs);
        for (MergeResult r : List.of(fromJob, fromLogs)) assertEquals(List.of(), r.problems());
        readFromOneJobFile(fromJob, n);
        assertEquals(List.of(), fromLogs.notes());
        return List.of(fromJob, fromLogs);
    }

    /** The trace's text without its source line (the directory it was merged from). */
    private static String text(Trace t) {
        return TraceWriter.toText(t).lines().filter(l -> !l.startsWith("# source:")).reduce("", (a, b) -> a + b + "\n");
    }

    /**
     * A rank killed mid-run never reaches MPI_Finalize, so no job file is written: every process's
     * log stays, and the merge gives the trace up to the kill and names the rank that did not finish.
     */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void aKilledRankLeavesThePerProcessLogsAndTheMergeNamesIt(Mpi mpi) throws Exception {
        mpi.requireInstalled();
        Path dir = work(mpi), lib = TracerLibrary.build(mpi.mpicc, mpi.id(), dir), cwd = dir.resolve("killed"), logs = cwd.resolve("logs");
        Mpi.Run run = run(launch(mpi, dir, lib, List.of("MPIMEM_TRACE_DIR", logs.toString(), "MPIMEM_TRACE_JOB", "killed")),
                mpi.compile("abort.c", dir), cwd, List.of("kill"));
        assertTrue(run.exit() != 0, run.output());
        assertEquals(List.of(), files(cwd, "job-*"));
        assertEquals(N, files(logs, "*-rank*.log").size());
        MergeResult r = TraceMerger.merge(logs);
        assertEquals(ExpectedTraces.describe(ExpectedTraces.aborted(N)), ExpectedTraces.describe(r.trace()));
        assertTrue(r.problems().stream().anyMatch(p -> p.contains("rank 1 did not reach MPI_Finalize")), String.join("\n", r.problems()));
        assertEquals(List.of(), r.notes(), "no job file was read");
    }

    /**
     * An attribute on MPI_COMM_WORLD with callbacks that count, put by one rank only (rank 1 with
     * MPI_Comm_set_attr, rank 5 with MPI_Attr_put): the job-file step copies the world without
     * running them (jobfile.c copies with MPI_Comm_idup only when no process put one), so every
     * rank counts what it counts untraced (MPI_Finalize itself deletes the attribute once), and
     * the job file is still written.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("attributeSetters")
    void anAttributeOnTheWorldIsNeitherCopiedNorDeletedByTheTracer(Mpi mpi, String rank, String how) throws Exception {
        mpi.requireInstalled();
        Path dir = work(mpi), lib = TracerLibrary.build(mpi.mpicc, mpi.id(), dir), exe = mpi.compile("worldattr.c", dir);
        List<String> args = List.of(rank, how);
        Mpi.Run plain = run(launch(mpi, dir, lib, List.of("MPIMEM_TRACE", "0")), exe, dir.resolve("attr-plain"), args);
        Path cwd = dir.resolve("attr-traced");
        Mpi.Run traced = run(launch(mpi, dir, lib, List.of()), exe, cwd, args);
        assertEquals(0, plain.exit(), plain.output());
        assertEquals(0, traced.exit(), traced.output());
        assertEquals(counts(plain.output()), counts(traced.output()));
        assertTrue(counts(plain.output()).contains("rank " + rank + " copies 0 deletes 1"), plain.output());
        assertEquals(1, files(cwd, "job-*.log").size(), traced.output());
    }

    static Stream<Arguments> attributeSetters() {
        return Stream.of(Mpi.values()).flatMap(m -> Stream.of(Arguments.of(m, "1", "c"), Arguments.of(m, "5", "f")));
    }

    private static List<String> counts(String output) {
        return output.lines().filter(l -> l.matches("rank [0-9]+ copies [0-9]+ deletes [0-9]+")).sorted().toList();
    }
    /**
     * nodewrite.c's pieces and rounds made small (its PIECE and ROUND), so that every part is many
     * pieces and every node many rounds, some of them cut where a node's parts stop lying end to end.
     */
    static final List<String> SMALL_ROUNDS = List.of("-DPIECE=100LL", "-DROUND=350LL");
    static final long ROUND = 350;
    private final Map<String, Path> testBuilds = new HashMap<>();

    /** The tracer built with SMALL_ROUNDS and {@code more}, once per MPI and definitions. */
    private synchronized Path testBuild(Mpi mpi, List<String> more) throws Exception {
        List<String> defines = new ArrayList<>(SMALL_ROUNDS);
        defines.addAll(more);
        String key = mpi + " " + defines;
        if (!testBuilds.containsKey(key)) testBuilds.put(key, TracerLibrary.build(mpi.mpicc, mpi.id(), work(mpi), defines));
        return testBuilds.get(key);
    }

    /**
     * Round-robin placement (each writer's parts are not consecutive: a round ends at every part)
     * and block placement (a node's parts lie end to end: rounds end at ROUND), the node of each
     * rank in order as its log's name gives it.
     */
    static Stream<Arguments> placements() {
        return Stream.of(
                Arguments.of(Mpi.MPICH, "n1:1,n2:1,n3:1", 7, List.of(), "n1 n2 n3 n1 n2 n3 n1"),
                Arguments.of(Mpi.MPICH, "n1:3,n2:4", 7, List.of(), "n1 n1 n1 n2 n2 n2 n2"),
                Arguments.of(Mpi.OPENMPI, "n1:1,n2:1,n3:1", 5, List.of("--map-by", "node"), "n1 n2 n3 n1 n2"),
                Arguments.of(Mpi.OPENMPI, "n1:2,n2:3", 5, List.of(), "n1 n1 n2 n2 n2"));
    }

    /**
     * With pieces of 100 bytes and rounds of at most 350, each node's writer receives its node's
     * parts in many pieces and writes them in several rounds; the job file holds every process's
     * log byte for byte and merges to the trace its per-process logs (kept beside it) merge to.
     */
    @ParameterizedTest(name = "{0} {1} -n {2}")
    @MethodSource("placements")
    void smallPiecesAndRoundsWriteWhatThePerProcessLogsHold(Mpi mpi, String hosts, int n, List<String> options, String nodes) throws Exception {
        mpi.requireInstalled();
        Path dir = work(mpi), lib = testBuild(mpi, List.of()), cwd = dir.resolve("rounds-" + hosts.replaceAll("[:,]", "-"));
        Path logs = cwd.resolve("logs");
        Mpi.Run run = run(launch(mpi, dir, lib, hosts, n, options, List.of("MPIMEM_TRACE_JOBFILE", "keep",
                "MPIMEM_TRACE_DIR", logs.toString(), "MPIMEM_TRACE_JOB", "rounds")), mpi.compile("mergebench.c", dir), cwd, List.of());
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().lines().noneMatch(l -> l.startsWith("mpimem-trace:")), run.output());
        List<Path> jobFiles = files(logs, "job-*.log"), perProcess = files(logs, "*-rank*.log");
        assertEquals(1, jobFiles.size(), jobFiles.toString());
        assertEquals(n, perProcess.size(), perProcess.toString());
        List<String> nodeOf = new ArrayList<>();
        for (int r = 0; r < n; r++) nodeOf.add(ownLog(perProcess, r).getFileName().toString().replaceAll("-rank.*", ""));
        assertEquals(nodes, String.join(" ", nodeOf), "the placement asked for");
        // the index's lengths: every node's writer has more than two rounds' bytes to write
        List<String> index = Files.readAllLines(jobFiles.get(0), java.nio.charset.StandardCharsets.ISO_8859_1).subList(2, 2 + n);
        Map<String, Long> bytes = new HashMap<>();
        for (String line : index) bytes.merge(nodeOf.get(Integer.parseInt(line.split(" ")[0])), Long.parseLong(line.split(" ")[2]), Long::sum);
        bytes.forEach((node, b) -> assertTrue(b > 2 * ROUND, node + " writes " + b + " bytes"));
        for (LogSource part : JobFile.read(jobFiles.get(0), new ArrayList<>()).logs())
            assertEquals(Files.readString(ownLog(perProcess, part.rank())), part.text(), part.toString());
        List<MergeResult> apart = mergedApart(cwd, jobFiles.get(0), perProcess, n);
        assertEquals(text(apart.get(1).trace()), text(apart.get(0).trace()));
    }

    private static Path ownLog(List<Path> perProcess, int rank) {
        return perProcess.stream().filter(p -> p.getFileName().toString().contains("-rank" + rank + "-")).findFirst().orElseThrow();
    }

    /** A writer's tables under both MPIs; its round's buffer (which once left the other writers in MPI_File_write_at_all) under MPICH. */
    static Stream<Arguments> noMemory() {
        return Stream.of(Arguments.of(Mpi.MPICH, "-DFAIL_ALLOC_RANK=2"), Arguments.of(Mpi.OPENMPI, "-DFAIL_ALLOC_RANK=2"),
                Arguments.of(Mpi.MPICH, "-DFAIL_ROUND_RANK=2"));
    }

    /**
     * A writer that cannot allocate (rank 2, the writer of n3: nodewrite.c's test-only
     * FAIL_ALLOC_RANK and FAIL_ROUND_RANK) neither aborts nor hangs the others: the exit code and the
     * program's output are those of the untraced run, one line on stderr says which rank and why,
     * no job file (nor its temporary) is left, and every per-process log stays and merges to the
     * program's trace.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("noMemory")
    void aWriterWithoutMemoryLeavesExitCodeOutputAndLogsAsTheyWere(Mpi mpi, String failure) throws Exception {
        mpi.requireInstalled();
        int n = 6;
        String hosts = "n1:1,n2:1,n3:1";
        List<String> options = mpi == Mpi.OPENMPI ? List.of("--map-by", "node") : List.of();
        Path dir = work(mpi), lib = testBuild(mpi, List.of(failure)), exe = mpi.compile("mergebench.c", dir);
        Mpi.Run plain = run(launch(mpi, dir, lib, hosts, n, options, List.of("MPIMEM_TRACE", "0")), exe, dir.resolve("nomem-plain"), List.of());
        Path cwd = dir.resolve("nomem-traced"), logs = cwd.resolve("logs");
        Mpi.Run traced = run(launch(mpi, dir, lib, hosts, n, options, List.of("MPIMEM_TRACE_DIR", logs.toString(), "MPIMEM_TRACE_JOB", "nomem")),
                exe, cwd, List.of());
        assertEquals(0, plain.exit(), plain.output());
        assertEquals(plain.exit(), traced.exit(), traced.output());
        List<String> ours = traced.output().lines().filter(l -> l.startsWith("mpimem-trace:")).toList();
        assertEquals(1, ours.size(), traced.output());
        assertTrue(ours.get(0).matches("mpimem-trace: the job file \\S+/job-nomem-[0-9]+\\.log could not be written \\(rank 2, the node's "
                + "writer: Cannot allocate memory\\); each process's log stays in \\S+"), ours.get(0));
        assertEquals(plain.output().lines().sorted().toList(),
                traced.output().lines().filter(l -> !l.startsWith("mpimem-trace:")).sorted().toList());
        assertEquals(List.of(), files(cwd, "job-*"));
        assertEquals(List.of(), files(cwd, "*.tmp"));
        assertEquals(n, files(logs, "*-rank*.log").size());
        MergeResult r = TraceMerger.merge(logs);
        assertEquals(List.of(), r.problems());
        assertEquals(List.of(), r.notes(), "no job file was read");
        assertEquals(expected("mergebench.c", n, dir), ExpectedTraces.describe(r.trace()));
    }
}
