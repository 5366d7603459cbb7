package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * RecordShapes against the full parse of every line: lines of a few shapes whose times and split
 * keys vary, and damaged ones (a time with a letter, an empty time, 20 digits, a time past
 * Long.MAX_VALUE, a repeated t=, a trailing tab, a broken field, an unknown record), each line
 * given to the shape table after others of its shape. The record must be the one the full parse
 * gives (fields but t=, t0= and key=, which the table keeps from the shape's first line), or the
 * same error.
 */
class RecordShapesProperties {
    private static final List<String> SHAPES = List.of(
            "c lid=2 call=MPI_Comm_dup parent=0 seq=0 first=0 members=0/0:64 t=%T",
            "c lid=3 call=MPI_Comm_split parent=0 seq=1 ref=0 t0=%T first=0 members=0/0:32:2 color=0 key=%K site=a.out+0x1f t=%T",
            "c lid=4 call=MPI_Comm_create_group parent=0 tag=7 members=0/0:32 t=%T",
            "c lid=5 call=MPI_Intercomm_create parent=4 tag=11 local=0/0:32 remote=0/32:32 t=%T",
            "f lid=3 call=MPI_Comm_free t=%T");
    private static final List<String> DAMAGE = List.of("t=12x", "t=", "t=12345678901234567890", "t=9223372036854775808",
            "t=1 t=2", "t=5\t", "t=7 bad", "t=7 =x", "key=1 key=2");

    @Property(tries = 100)
    void aLineOfAKnownShapeParsesAsTheFullParseSays(@ForAll long seed) {
        Random rnd = new Random(seed);
        for (int i = 0; i < 40; i++) {
            String line = SHAPES.get(rnd.nextInt(SHAPES.size()));
            while (line.contains("%T")) line = line.replaceFirst("%T", String.valueOf(rnd.nextLong() & Long.MAX_VALUE));
            line = line.replace("%K", String.valueOf(rnd.nextInt(200) - 100));
            if (rnd.nextInt(5) == 0) line = line.replaceFirst("t=[0-9]+$", DAMAGE.get(rnd.nextInt(DAMAGE.size())));
            if (rnd.nextInt(20) == 0) line = "x" + line.substring(1);
            int number = 3 + rnd.nextInt(100);
            assertEquals(full(line, number), viaShapes(line, number), line);
        }
    }

    private static String full(String line, int number) {
        try {
            return describe(ProcessLog.record(number, line));
        } catch (IllegalArgumentException e) {
            return "error: " + e.getMessage();
        }
    }

    private static String viaShapes(String line, int number) {
        try {
            return describe(RecordShapes.record(line, number, ProcessLog::record));
        } catch (IllegalArgumentException e) {
            return "error: " + e.getMessage();
        }
    }

    /** The record with its fields map but for the fields the shape table does not tell apart. */
    private static String describe(LogRecord r) {
        if (r instanceof LogRecord.Freed f) return f.toString();
        LogRecord.Created c = (LogRecord.Created) r;
        Map<String, String> f = new HashMap<>(c.fields());
        f.keySet().removeAll(List.of("t", "t0", "key"));
        return new LogRecord.Created(c.line(), c.lid(), c.call(), c.parentLid(), c.seq(), c.first(), c.tag(), c.ref(),
                c.t0(), c.time(), c.port(), c.local(), c.remote(), new java.util.TreeMap<>(f)).toString();
    }
}
