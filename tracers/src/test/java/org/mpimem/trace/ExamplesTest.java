package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every file in the repository's {@code examples/} reads, validates and round-trips. */
class ExamplesTest {

    static Path examples() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent())
            if (Files.isDirectory(p.resolve("examples")) && Files.isDirectory(p.resolve("tracers"))) return p.resolve("examples");
        throw new IllegalStateException("no examples/ above " + Path.of("").toAbsolutePath());
    }

    static Stream<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(examples())) {
            return s.filter(Files::isRegularFile).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readsValidatesAndRoundTrips(Path p) throws IOException {
        Trace t = TraceReader.read(p);
        assertEquals(16, t.worldSize());
        assertEquals(new Placement.Block(4), t.world().placement());
        assertTrue(Files.readAllLines(p).get(1).startsWith("# "), "a comment after the header says what the example shows");
        TraceRoundTripTest.assertRoundTrip(t);
    }

    @Test
    void theExpectedExamplesAreThere() throws IOException {
        Set<String> names = files().map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        assertTrue(names.containsAll(List.of("dup-world.trace", "odd-even-split.trace", "grid-row-col.trace",
                "reversed-split.trace", "cart-create.trace", "intercomm-merge.trace", "spawn-merge.trace")), names::toString);
    }

    @Test
    void theExampleOfTheFormatSpecReads() throws IOException {
        String doc = Files.readString(examples().resolveSibling("docs").resolve("trace-format.md"));
        int from = doc.indexOf("```\n", doc.indexOf("## 1. Example")) + 4;
        String text = doc.substring(from, doc.indexOf("```", from));
        Trace t = TraceReader.read("trace-format.md", new java.io.StringReader(text));
        assertEquals(5, t.comms().size());
        assertEquals(7, t.groups().get(1).worldComm());
    }

    @Test
    void spawnMergeHasTwoGroupsAndAReorderingSplit() throws IOException {
        Trace t = TraceReader.read(examples().resolve("spawn-merge.trace"));
        assertEquals(2, t.groups().size());
        CommDef split = t.comms().get(2);
        assertEquals(Members.of(new Run(1, 0, 4, 1), new Run(0, 0, 16, 1)), split.members());
        assertEquals(20, split.members().size());
    }

    @Test
    void reversedSplitIsOneDescendingRun() throws IOException {
        CommDef c = TraceReader.read(examples().resolve("reversed-split.trace")).comms().get(0);
        assertEquals(1, c.members().runCount());
        assertEquals(15, c.members().rank(0));
        assertEquals(0, c.members().rank(15));
    }
}
