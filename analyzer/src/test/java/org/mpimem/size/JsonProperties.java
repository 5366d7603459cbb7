package org.mpimem.size;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.mpimem.report.JsonReport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The baseline and budget reader reads back every string the project's JSON writer writes, and rejects bad escapes with file:line. */
class JsonProperties {
    @Property(tries = 500)
    void readsBackWhatTheWriterWrites(@ForAll String s) {
        assertEquals(s, Json.parse(JsonReport.str(s), "t.json"));
    }

    @Test
    void standardShortEscapesAreDecoded() {
        assertEquals("a\rb\bc\fd/e\"f\\g", Json.parse("\"a\\rb\\bc\\fd\\/e\\\"f\\\\g\"", "t.json"));
    }

    @Test
    void badEscapesNameFileAndLine() {
        RuntimeException e = assertThrows(RuntimeException.class, () -> Json.parse("{\n\"a\": \"x\\q\"}", "b.json"));
        assertTrue(e.getMessage().startsWith("b.json:2: bad escape '\\q'"), e.getMessage());
        e = assertThrows(RuntimeException.class, () -> Json.parse("\"\\u12zz\"", "b.json"));
        assertTrue(e.getMessage().startsWith("b.json:1: bad \\u escape"), e.getMessage());
    }
}
