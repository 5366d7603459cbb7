package org.mpimem.trace.merge;

import java.util.Arrays;
import java.util.function.BiFunction;

/**
 * Parsed record lines by shape: a line without the fields that differ from process to process of
 * an SPMD program, its times ({@code t=}, {@code t0=}) and a split's {@code key=} (often the rank).
 * At 262,144 processes a few thousand shapes stand for 15 million lines. A line whose shape was
 * parsed before costs a hash of its characters and its times, with no string built; only a new
 * shape is split into fields, validated and its member runs parsed. The parsed record (fields,
 * runs) is shared by every line of that shape: nothing downstream changes it, and its identity
 * lets the walk reuse what it derived from it (the member list of a world run, the communicator's
 * key). The merge reads {@code key=} nowhere (its fields map holds the first line's).
 *
 * <p>A shape is only kept once it parsed without error, and a line whose time is not plain digits
 * is parsed in full, so a bad line is reported as before. Bounded: past {@link #LIMIT} shapes (a
 * run whose every line differs) the table starts over, which costs speed, never results. One
 * table per thread, so concurrent merges do not share it.
 */
final class RecordShapes {
    static final int LIMIT = 1 << 16;
    private static final ThreadLocal<RecordShapes> TABLE = ThreadLocal.withInitial(RecordShapes::new);
    private static final int MAX_SKIPS = 6;

    private final String[] shapes = new String[2 * LIMIT];
    private final LogRecord[] records = new LogRecord[2 * LIMIT];
    private final int[] hashes = new int[2 * LIMIT];
    private int size;
    /** The current line's varying tokens: [from, to) pairs, each from its leading space. */
    private final int[] skip = new int[2 * MAX_SKIPS];
    private int skips, skipped, t, t0;
    /** By line number: the slot of the shape last found there (the first lines of a log only). */
    private final int[] lastAt = new int[4096];

    private RecordShapes() {
        Arrays.fill(lastAt, -1);
    }

    /**
     * The record of {@code line} (line number {@code number}); {@code parse} is the full parse of a
     * line (line number, line), and throws IllegalArgumentException with the reason a line is bad.
     */
    static LogRecord record(String line, int number, BiFunction<Integer, String, LogRecord> parse) {
        return TABLE.get().lookUp(line, number, parse);
    }

    private LogRecord lookUp(String line, int number, BiFunction<Integer, String, LogRecord> parse) {
        if (!varying(line)) return parse.apply(number, line);
        // the shape the last process had at this line number: an SPMD program's next process most
        // often has the same one, found with one comparison and no hash
        int guess = number < lastAt.length ? lastAt[number] : -1;
        if (guess >= 0 && shapes[guess] != null && same(line, shapes[guess])) return found(guess, line, number, parse);
        int h = hash(line), slot = h & (shapes.length - 1);
        for (; shapes[slot] != null; slot = (slot + 1) & (shapes.length - 1)) {
            if (hashes[slot] != h || !same(line, shapes[slot])) continue;
            return found(slot, line, number, parse);
        }
        LogRecord r = parse.apply(number, line);
        if (size >= LIMIT) {
            Arrays.fill(shapes, null);
            Arrays.fill(records, null);
            size = 0;
            slot = h & (shapes.length - 1);
        }
        StringBuilder b = new StringBuilder(line.length());
        int from = 0;
        for (int k = 0; k < skips; k++) {
            b.append(line, from, skip[2 * k]);
            from = skip[2 * k + 1];
        }
        shapes[slot] = b.append(line, from, line.length()).toString();
        records[slot] = r;
        hashes[slot] = h;
        size++;
        if (number < lastAt.length) lastAt[number] = slot;
        return r;
    }

    /** The record of a line whose shape is in {@code slot}, with the line's number and times. */
    private LogRecord found(int slot, String line, int number, BiFunction<Integer, String, LogRecord> parse) {
        if (number < lastAt.length) lastAt[number] = slot;
        long t0v = time(line, t0), tv = time(line, t);
        // a time that is not plain digits: the full parse says why (or accepts it)
        if (t0v == BAD || tv == BAD) return parse.apply(number, line);
        if (records[slot] instanceof LogRecord.Freed f) return new LogRecord.Freed(number, f.lid(), f.call());
        LogRecord.Created c = (LogRecord.Created) records[slot];
        return new LogRecord.Created(number, c.lid(), c.call(), c.parentLid(), c.seq(), c.first(),
                c.tag(), c.ref(), t0v, tv, c.port(), c.local(), c.remote(), c.fields());
    }

    /** Finds the varying tokens after the record's type; false if a name repeats or there are too many. */
    private boolean varying(String line) {
        skips = skipped = 0;
        t = t0 = -1;
        boolean key = false;
        for (int sp = line.indexOf(' '); sp >= 0; ) {
            int next = line.indexOf(' ', sp + 1), end = next < 0 ? line.length() : next;
            char first = sp + 1 < line.length() ? line.charAt(sp + 1) : ' ';
            int which = first == 't' ? (line.startsWith("t=", sp + 1) ? 1 : line.startsWith("t0=", sp + 1) ? 2 : 0)
                    : first == 'k' && line.startsWith("key=", sp + 1) ? 3 : 0;
            if (which != 0) {
                if (skips == MAX_SKIPS || (which == 1 && t >= 0) || (which == 2 && t0 >= 0) || (which == 3 && key)) return false;
                if (which == 1) t = sp + 3;
                else if (which == 2) t0 = sp + 4;
                else key = true;
                skip[2 * skips] = sp;
                skip[2 * skips++ + 1] = end;
                skipped += end - sp;
            }
            sp = next;
        }
        return true;
    }

    private int hash(String line) {
        int h = 0, from = 0;
        for (int k = 0; k <= skips; k++) {
            int to = k < skips ? skip[2 * k] : line.length();
            for (int i = from; i < to; i++) h = 31 * h + line.charAt(i);
            if (k < skips) from = skip[2 * k + 1];
        }
        return h;
    }

    private boolean same(String line, String shape) {
        if (shape.length() != line.length() - skipped) return false;
        int from = 0, at = 0;
        for (int k = 0; k <= skips; k++) {
            int to = k < skips ? skip[2 * k] : line.length();
            if (!line.regionMatches(from, shape, at, to - from)) return false;
            at += to - from;
            if (k < skips) from = skip[2 * k + 1];
        }
        return true;
    }

    private static final long BAD = Long.MIN_VALUE;

    /** The time in ns at {@code at}: 0 if the token is absent, {@link #BAD} if it is not plain digits that fit a long. */
    private static long time(String line, int at) {
        if (at < 0) return 0;
        int end = line.indexOf(' ', at);
        if (end < 0) end = line.length();
        if (end == at || end - at > 19) return BAD;
        long v = 0;
        for (int i = at; i < end; i++) {
            char ch = line.charAt(i);
            if (ch < '0' || ch > '9') return BAD;
            v = v * 10 + (ch - '0');
        }
        return v < 0 ? BAD : v; // 19 digits past Long.MAX_VALUE wrap below 0 (10^19 > 2^63 but < 2^64)
    }
}
