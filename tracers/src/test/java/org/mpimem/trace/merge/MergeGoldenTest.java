package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.TraceWriter;

/**
 * The merge of {@link BenchmarkLogs} at P = 64, clean and damaged, must be byte for byte what the
 * merge wrote when it still expanded every member list into an array (the files in
 * src/test/resources were written by that version): same events in the same order, same
 * problems. The damage exercises the walk that names members missing from a communicator.
 */
class MergeGoldenTest {
    @TempDir
    Path dir;

    @Test
    void theBenchmarkLogsMergeToTheSameTraceAsBefore() throws IOException {
        BenchmarkLogs.program(64).write(dir);
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(List.of(), r.problems());
        assertEquals(resource("benchmark-64.trace"), TraceWriter.toText(r.trace()).replace(dir.toString(), "DIR"));
    }

    @Test
    void damagedLogsMergeToTheSameTraceAndProblemsAsBefore() throws IOException {
        BenchmarkLogs.program(64).write(dir);
        Files.delete(log(7));
        List<String> rank3 = Files.readAllLines(log(3));
        Files.write(log(3), rank3.subList(0, 27)); // cut: no end record
        edit(2, l -> !l.contains("MPI_Comm_create_group"));
        edit(40, l -> !l.startsWith("f lid=23 "));
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(resource("benchmark-64-damaged.trace"), TraceWriter.toText(r.trace()).replace(dir.toString(), "DIR"));
        List<String> problems = new ArrayList<>();
        for (String p : r.problems()) problems.add(p.replace(dir.toString(), "DIR"));
        assertEquals(resource("benchmark-64-damaged.problems"), String.join("\n", problems) + "\n");
    }

    private void edit(int rank, java.util.function.Predicate<String> keep) throws IOException {
        Path p = log(rank);
        Files.write(p, Files.readAllLines(p).stream().filter(keep).toList());
    }

    private Path log(int rank) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().contains("-rank" + rank + "-")).findFirst().orElseThrow();
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = MergeGoldenTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
