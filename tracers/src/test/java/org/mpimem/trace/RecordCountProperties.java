package org.mpimem.trace;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Example;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The byte scan counts what the reader reads: lines split and tokenised as text, and every valid trace of the repository. */
class RecordCountProperties {
    @Property(tries = 300)
    void countsTheLinesWhoseFirstTokenIsARecordKeyword(@ForAll("lines") List<String> lines, @ForAll boolean crlf) throws IOException {
        String text = String.join(crlf ? "\r\n" : "\n", lines);
        long expected = 0;
        for (String line : text.split("\n", -1)) {
            String[] tokens = line.replace("\r", " ").strip().split("[ \t\f]+");
            if (List.of("group", "comm", "free", "coll", "send").contains(tokens[0])) expected++;
        }
        assertEquals(expected, RecordCount.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))), text);
    }

    @Provide
    Arbitrary<List<String>> lines() {
        Arbitrary<String> blanks = Arbitraries.of("", " ", "\t", " \t ", "\f");
        Arbitrary<String> first = Arbitraries.of("group", "groups", "comm", "free", "coll", "send", "end", "world", "group", "# comm", "comms", "co",
                "freed", "sendx", "", "mpimem-trace", "côll", "comm#x");
        Arbitrary<String> rest = Arbitraries.of("", " id=1 call=MPI_Comm_dup", "\tid=2", " # free", " comm", "=x", "\r");
        return Combinators.combine(blanks, first, rest).as((b, f, r) -> b + f + r).list().ofMaxSize(40);
    }

    @Example
    void everyValidTraceOfTheRepositoryCountsItsRecordsAndTraffic() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        int read = 0;
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".trace") && !f.toString().contains("/target/")
                    && !f.toString().contains("/.git/")).toList()) {
                Trace t;
                try {
                    t = TraceReader.read(p);
                } catch (TraceFormatException | java.nio.charset.CharacterCodingException e) {
                    continue;
                }
                assertEquals(t.records().size() + t.traffic().size(), RecordCount.of(p), p.toString());
                read++;
            }
        }
        assertTrue(read >= 20, "valid traces found: " + read);
    }
}
