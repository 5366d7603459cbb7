package org.mpimem.trace.merge;

/**
 * One log line as the job file's version 2 sees it (the tracer's shapes.c, rule for rule): its
 * varying values (of {@code t=}, {@code t0=} and {@code key=}, what differs between the processes
 * of an SPMD program), whether it may be shared (a record line c, f, x or end whose varying fields
 * each occur once, non-empty, times in canonical digits) and its time (its one canonical
 * {@code t=}), which the next line's times are written relative to. The writer ({@link
 * JobFileWriter}) must hash exactly as the tracer does, so that both give a shape the same id.
 */
final class ShapeLine {
    static final int VARY = 6;

    final String line;
    final boolean share;
    /** Varying values: {@code line[val[k], end[k])}, of kind 't' (t=), '0' (t0=) or 'k' (key=). */
    final int n;
    final int[] val = new int[VARY], end = new int[VARY];
    final char[] kind = new char[VARY];
    /** The line's time, or -1 if it has none (no t=, two of them, or not canonical). */
    final long time;

    ShapeLine(String line) {
        this.line = line;
        int len = line.length(), first = line.indexOf(' ');
        if (first < 0) first = len;
        boolean sh = (first == 1 && "cfx".indexOf(line.charAt(0)) >= 0) || (first == 3 && line.startsWith("end"));
        int times = 0, seen = 0, k = 0;
        long t = -1;
        for (int a = first + 1; a <= len; ) {
            int b = line.indexOf(' ', a);
            if (b < 0) b = len;
            int v = line.startsWith("t=", a) && b - a >= 2 ? 2 : line.startsWith("t0=", a) && b - a >= 3 ? 3
                    : line.startsWith("key=", a) && b - a >= 4 ? 4 : 0;
            if (v != 0) {
                char c = v == 2 ? 't' : v == 3 ? '0' : 'k';
                int bit = v == 2 ? 1 : v == 3 ? 2 : 4;
                long x = c == 'k' ? (b - a > v ? 0 : -1) : canonical(line, a + v, b);
                if (c == 't' && times++ == 0 && x >= 0) t = x;
                if ((seen & bit) != 0 || k == VARY || x < 0) sh = false;
                else {
                    val[k] = a + v;
                    end[k] = b;
                    kind[k++] = c;
                }
                seen |= bit;
            }
            a = b + 1;
        }
        share = sh;
        n = k;
        time = times > 1 ? -1 : t;
    }

    /** A time as the tracer writes it: 1-19 digits without a leading zero, at most 2^63-1; else -1. */
    static long canonical(CharSequence s, int from, int to) {
        int n = to - from;
        if (n < 1 || n > 19 || (s.charAt(from) == '0' && n > 1)) return -1;
        long v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return -1;
            v = v * 10 + (c - '0');
            if (v < 0) return -1; // past 2^63-1 (only the 19th digit can get there)
        }
        return v;
    }

    /** The value of the k-th varying field. */
    String value(int k) {
        return line.substring(val[k], end[k]);
    }

    /**
     * The two 64-bit hashes of the shape (the line without its varying values), over its bytes
     * (the line's chars, which are bytes: the tracer writes ASCII): FNV-1a and a multiply-xorshift
     * hash finished with the shape's length, as shapes.c's {@code hash}.
     */
    long[] hashes() {
        long h1 = 0xcbf29ce484222325L, h2 = 0x243f6a8885a308d3L;
        int from = 0, tlen = line.length();
        for (int k = 0; k <= n; k++) {
            int to = k < n ? val[k] : line.length();
            for (int i = from; i < to; i++) {
                int c = line.charAt(i) & 0xff;
                h1 = (h1 ^ c) * 0x100000001b3L;
                h2 = (h2 + c + 1) * 0xff51afd7ed558ccdL;
                h2 ^= h2 >>> 29;
            }
            if (k < n) {
                from = end[k];
                tlen -= end[k] - val[k];
            }
        }
        h2 ^= tlen;
        h2 *= 0xc4ceb9fe1a85ec53L;
        h2 ^= h2 >>> 33;
        return new long[] {h1, h2};
    }
}
