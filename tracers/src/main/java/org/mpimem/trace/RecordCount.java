package org.mpimem.trace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * The records of a trace file counted on its bytes, before it is read: a command with a bound on
 * the work a trace makes refuses an input over it in the time a scan of its bytes takes (74 MB, a
 * million records: about 0.2 s), where reading it first takes 10-16 s and most of a 1 GB heap. A
 * record is a line whose first token is {@code group}, {@code comm}, {@code free}, {@code coll} or
 * {@code send} (the steps a replay takes; a family is one record, as the replay takes it whole). For a valid
 * trace the count is exact; for a damaged one it is what its lines say, and the read that follows
 * reports the damage.
 */
public final class RecordCount {
    private static final byte[][] KEYWORDS = {"group".getBytes(), "comm".getBytes(), "free".getBytes(), "coll".getBytes(), "send".getBytes()};

    private RecordCount() {}

    /** The records of several files: in all, and each file's as {@code path: n, ...} for a message. */
    public record Files(long total, String each) {}

    public static Files of(java.util.List<Path> traces) throws IOException {
        long total = 0;
        StringBuilder each = new StringBuilder();
        for (Path t : traces) {
            long n = of(t);
            total += n;
            each.append(each.length() > 0 ? ", " : "").append(String.format(java.util.Locale.ROOT, "%s: %,d", t, n));
        }
        return new Files(total, each.toString());
    }

    public static long of(Path trace) throws IOException {
        try (InputStream in = java.nio.file.Files.newInputStream(trace)) {
            return of(in);
        }
    }

    /** Counts records in {@code in} (not closed). */
    public static long of(InputStream in) throws IOException {
        byte[] buf = new byte[1 << 16];
        byte[] head = new byte[6]; // a line's first token after its blanks, as far as a keyword and one byte more
        long records = 0;
        int have = 0; // bytes of the current line's first token seen, or -1 once the line is decided
        int n;
        while ((n = in.read(buf)) > 0) {
            for (int i = 0; i < n; i++) {
                byte c = buf[i];
                boolean blank = c == ' ' || c == '\t' || c == '\f' || c == '\r' || c == '\n';
                if (have >= 0 && blank && have > 0) {
                    if (isKeyword(head, have)) records++;
                    have = -1;
                } else if (have >= 0 && !blank) {
                    if (have == head.length) have = -1;
                    else head[have++] = c;
                }
                if (c == '\n') have = 0;
            }
        }
        if (have > 0 && isKeyword(head, have)) records++;
        return records;
    }

    private static boolean isKeyword(byte[] head, int length) {
        for (byte[] k : KEYWORDS)
            if (java.util.Arrays.equals(head, 0, length, k, 0, k.length)) return true;
        return false;
    }
}
