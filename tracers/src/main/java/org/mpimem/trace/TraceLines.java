package org.mpimem.trace;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines of a trace as the format defines them: a line ends in {@code \n} or {@code \r\n}, and
 * nowhere else. {@link java.io.BufferedReader#readLine()} also ends a line at a lone CR, which
 * shifted line numbers after a CR in a comment and split a record in two; and it grows a line
 * without bound, so {@code /dev/zero} ran out of memory. Here a line longer than {@link #MAX_LINE}
 * characters is an error at its line.
 */
final class TraceLines {
    /**
     * 64 Mi characters: far above any record a trace needs (an irregular list of 2^21 members
     * written rank by rank is about 16 M characters), far below what exhausts a default heap.
     */
    static final int MAX_LINE = 1 << 26;

    private final Reader in;
    private final String file;
    private final int max;
    private final char[] buf = new char[1 << 16];
    private int pos, len;
    private int line;

    TraceLines(String file, Reader in, int max) {
        this.file = file;
        this.in = in;
        this.max = max;
    }

    /** The number of the line last returned (1-based). */
    int line() {
        return line;
    }

    /** The next line without its line end, or null at the end of the input. */
    String next() throws IOException {
        StringBuilder b = new StringBuilder();
        boolean any = false;
        while (true) {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) {
                    len = 0;
                    if (!any) return null;
                    line++;
                    return b.toString();
                }
            }
            any = true;
            int start = pos;
            while (pos < len && buf[pos] != '\n') pos++;
            if (b.length() + (pos - start) > max) {
                line++;
                throw new TraceFormatException(file, line, "line longer than " + max + " characters (a record is one line; is this a trace?)");
            }
            b.append(buf, start, pos - start);
            if (pos < len) { // at '\n'
                pos++;
                line++;
                int n = b.length();
                if (n > 0 && b.charAt(n - 1) == '\r') b.setLength(n - 1);
                return b.toString();
            }
        }
    }
}
