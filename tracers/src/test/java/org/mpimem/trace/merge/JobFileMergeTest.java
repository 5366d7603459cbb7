package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.InputException;
import org.mpimem.trace.TraceWriter;

/**
 * Job files built here from the merge benchmark's synthetic logs, as the tracer's jobfile.c lays
 * them out (docs/tracer.md "Job file"): whole, mixed with per-process logs (of versions 1 and 2),
 * and damaged. The tracer's own job files are checked in JobFileMpiTest.
 */
class JobFileMergeTest {
    static final int P = 8;
    @TempDir
    Path tmp;

    /** The synthetic logs of P processes, one per rank, in rank order. */
    private List<byte[]> logs() throws IOException {
        Path d = tmp.resolve("synthetic");
        BenchmarkLogs.program(P).write(d);
        List<byte[]> out = new ArrayList<>();
        for (int r = 0; r < P; r++) {
            int rank = r;
            try (Stream<Path> s = Files.list(d)) {
                Path p = s.filter(x -> x.getFileName().toString().contains("-rank" + rank + ".")
                        || x.getFileName().toString().contains("-rank" + rank + "-")).findFirst().orElseThrow();
                out.add(Files.readAllBytes(p));
            }
        }
        return out;
    }

    /** A job file of the given ranks' logs (the others with length 0), as jobfile.c writes it. */
    private static byte[] jobFile(String job, List<byte[]> logs, java.util.Set<Integer> ranks) {
        StringBuilder index = new StringBuilder();
        long off = 0;
        java.io.ByteArrayOutputStream data = new java.io.ByteArrayOutputStream();
        for (int r = 0; r < logs.size(); r++) {
            long len = ranks.contains(r) ? logs.get(r).length : 0;
            index.append(r).append(' ').append(off).append(' ').append(len).append('\n');
            if (len > 0) data.writeBytes(logs.get(r));
            off += len;
        }
        byte[] head = ("mpimem-job 1\njob=" + job + " procs=" + logs.size() + " bytes=" + off + "\n" + index).getBytes(StandardCharsets.US_ASCII);
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        all.writeBytes(head);
        all.writeBytes(data.toByteArray());
        return all.toByteArray();
    }

    private static java.util.Set<Integer> ranks(int from, int to) {
        java.util.Set<Integer> s = new java.util.HashSet<>();
        for (int r = from; r < to; r++) s.add(r);
        return s;
    }

    private Path dir(String name) throws IOException {
        return Files.createDirectories(tmp.resolve(name));
    }

    private static String text(MergeResult r) {
        return TraceWriter.toText(r.trace()).lines().filter(l -> !l.startsWith("# source:")).reduce("", (a, b) -> a + b + "\n");
    }

    private static String job(List<byte[]> logs) {
        String proc = new String(logs.get(0), StandardCharsets.UTF_8).lines().skip(1).findFirst().orElseThrow();
        return ProcessLog.fields(proc, 1).get("job");
    }

    @Test
    void aJobFileMergesAsTheLogsItHolds() throws IOException {
        List<byte[]> logs = logs();
        Path perProcess = dir("per-process"), oneFile = dir("one-file");
        for (int r = 0; r < P; r++) Files.write(perProcess.resolve("h-rank" + r + "-1.log"), logs.get(r));
        Files.write(oneFile.resolve("job-x-1.log"), jobFile(job(logs), logs, ranks(0, P)));
        MergeResult a = TraceMerger.merge(perProcess), b = TraceMerger.merge(oneFile);
        assertEquals(List.of(), a.problems());
        assertEquals(List.of(), b.problems());
        assertEquals(text(a), text(b));
        assertEquals(List.of("read 8 processes from 1 job file (job-x-1.log) and 0 from per-process logs"), b.notes());
        assertEquals(P, b.logs());
    }

    /**
     * The merge benchmark's job file (BenchmarkLogs DIR P job-file, version 2, and job-file-1)
     * holds the same logs as its per-process files; version 2 stores each shared shape once.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 2})
    void theBenchmarksJobFileMergesAsItsPerProcessLogs(int version) throws IOException {
        Path perProcess = dir("bench-logs"), oneFile = dir("bench-job-" + version);
        BenchmarkLogs.program(64).write(perProcess);
        BenchmarkLogs.program(64).writeJobFile(oneFile, version);
        MergeResult a = TraceMerger.merge(perProcess), b = TraceMerger.merge(oneFile);
        assertEquals(List.of(), b.problems());
        assertEquals(text(a), text(b));
        assertEquals(1, b.notes().size());
        assertTrue(b.notes().get(0).startsWith("read 64 processes from 1 job file"), b.notes().get(0));
        Path f;
        try (Stream<Path> files = Files.list(oneFile)) {
            f = files.findFirst().orElseThrow();
        }
        String head = Files.readAllLines(f, StandardCharsets.ISO_8859_1).get(0);
        assertEquals("mpimem-job " + version, head);
        long perProcessBytes;
        try (Stream<Path> files = Files.list(perProcess)) {
            perProcessBytes = files.mapToLong(x -> x.toFile().length()).sum();
        }
        if (version == 2) assertTrue(Files.size(f) < perProcessBytes / 2, Files.size(f) + " bytes against " + perProcessBytes);
    }

    /**
     * A job file with half the ranks and per-process logs with the other half (version 1 and 2
     * headers): one job, every rank, the same trace; the note counts each kind. The job file's job
     * id names the job even where its processes' own proc lines say another (Hydra on several nodes).
     */
    @Test
    void aMixOfAJobFileAndPerProcessLogsOfBothVersionsIsOneJob() throws IOException {
        List<byte[]> logs = logs();
        Path all = dir("all"), mixed = dir("mixed");
        for (int r = 0; r < P; r++) Files.write(all.resolve("h-rank" + r + "-1.log"), logs.get(r));
        List<byte[]> otherJobIds = new ArrayList<>();
        for (int r = 0; r < P; r++)
            otherJobIds.add(new String(logs.get(r), StandardCharsets.UTF_8).replace(" job=" + job(logs) + " ", " job=h" + (100 + r / 2) + " ").getBytes(StandardCharsets.UTF_8));
        Files.write(mixed.resolve("job-x-1.log"), jobFile(job(logs), otherJobIds, ranks(0, P / 2)));
        for (int r = P / 2; r < P; r++) {
            String log = new String(logs.get(r), StandardCharsets.UTF_8);
            if (r % 2 == 0) log = log.replaceFirst("^mpimem-log 2\n", "mpimem-log 1\n");
            Files.writeString(mixed.resolve("h-rank" + r + "-1.log"), log);
        }
        assertTrue(Files.readString(mixed.resolve("h-rank4-1.log")).startsWith("mpimem-log 1\n"), "a version 1 log in the mix");
        MergeResult want = TraceMerger.merge(all), got = TraceMerger.merge(mixed);
        assertEquals(List.of(), got.problems());
        assertEquals(text(want), text(got));
        assertEquals(List.of("read 4 processes from 1 job file (job-x-1.log) and 4 from per-process logs"), got.notes());
    }

    /** A job file cut short (a disk filled after the rename, a copy interrupted): the merge says so and uses the logs up to the cut. */
    @Test
    void aCutJobFileIsReportedAndItsCompleteLogsUsed() throws IOException {
        List<byte[]> logs = logs();
        byte[] whole = jobFile(job(logs), logs, ranks(0, P));
        int cut = whole.length - logs.get(P - 1).length / 2;
        Path d = dir("cut");
        Files.write(d.resolve("job-x-1.log"), java.util.Arrays.copyOf(whole, cut));
        MergeResult r = TraceMerger.merge(d);
        String problems = String.join("\n", r.problems());
        assertTrue(problems.contains("job-x-1.log:2: cut: " + (whole.length - cut) + " bytes of the logs are missing"), problems);
        assertTrue(problems.contains("job-x-1.log[rank 7]:"), problems);
        assertTrue(problems.contains("rank 7 did not reach MPI_Finalize"), problems);
        assertEquals(P, r.logs());
    }

    @Test
    void aDamagedIndexNamesTheFileAndLine() throws IOException {
        List<byte[]> logs = logs();
        String whole = new String(jobFile(job(logs), logs, ranks(0, P)), StandardCharsets.UTF_8);
        Path d = dir("damaged");
        Path f = d.resolve("job-x-1.log");
        Files.writeString(f, whole.replaceFirst("\n3 ([0-9]+) ", "\n3 1$1 "));
        InputException e = assertThrows(InputException.class, () -> TraceMerger.merge(d));
        assertTrue(e.getMessage().contains("job-x-1.log:6: bad index line '3 1"), e.getMessage());
        Files.writeString(f, whole.replaceFirst("procs=8", "procs=100000000"));
        e = assertThrows(InputException.class, () -> TraceMerger.merge(d));
        assertTrue(e.getMessage().contains("job-x-1.log:2: procs=100000000 does not fit a file of"), e.getMessage());
        Files.writeString(f, whole.replaceFirst("mpimem-job 1", "mpimem-job 7"));
        e = assertThrows(InputException.class, () -> TraceMerger.merge(d));
        assertTrue(e.getMessage().contains("job-x-1.log:1: 'mpimem-job 7': a job file of a version this merge does not know"), e.getMessage());
    }
}
