package org.mpimem.trace.merge;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Writes logs as a job file of version 2 byte for byte as the tracer's jobfile.c and shapes.c do
 * at MPI_Finalize (docs/tracer.md "Job file"): the synthetic benchmark and the fuzzer make job
 * files without an MPI run, and JobFileMpiTest holds this writer to the tracer's output. The
 * tracer's set of shared shapes, a bounded union reduced over the processes, is here the
 * {@link #KEEP} smallest hashes of all processes' shapes, which is what the reduction gives.
 */
public final class JobFileWriter {
    /** Shapes a job shares at most (shapes.c KEEP). */
    static final int KEEP = 16384;

    private JobFileWriter() {
    }

    /** A shape's two hashes in the tracer's order (unsigned, h1 then h2). */
    private record Key(long h1, long h2) implements Comparable<Key> {
        @Override
        public int compareTo(Key o) {
            int c = Long.compareUnsigned(h1, o.h1);
            return c != 0 ? c : Long.compareUnsigned(h2, o.h2);
        }
    }

    /** {@code procs} logs, rank order; {@code log.apply(r)} is rank r's text (a char a byte), "" for a rank without a log. */
    public static void write(OutputStream out, String job, int procs, IntFunction<CharSequence> log) throws IOException {
        Map<Key, Integer> lowest = new HashMap<>();
        for (int r = 0; r < procs; r++) {
            int rank = r;
            lines(log.apply(r), (i, line, whole) -> {
                ShapeLine l = new ShapeLine(line);
                if (i > 0 && l.share && whole) {
                    long[] h = l.hashes();
                    lowest.putIfAbsent(new Key(h[0], h[1]), rank); // ranks come in order: the first is the lowest
                }
            });
        }
        Key[] ids = lowest.keySet().stream().sorted().limit(KEEP).toArray(Key[]::new);
        List<byte[]> parts = new ArrayList<>(procs);
        long[] defs = new long[procs];
        long total = 0;
        for (int r = 0; r < procs; r++) {
            int rank = r;
            StringBuilder b = new StringBuilder();
            boolean[] defined = new boolean[ids.length];
            long[] last = {0};
            lines(log.apply(r), (i, line, whole) -> {
                ShapeLine l = new ShapeLine(line);
                int id = -1;
                if (i > 0 && l.share && whole) {
                    long[] h = l.hashes();
                    id = Math.max(-1, Arrays.binarySearch(ids, new Key(h[0], h[1])));
                }
                if (id >= 0 && lowest.get(ids[id]) == rank && !defined[id]) {
                    defined[id] = true;
                    defs[rank]++;
                    b.append('+').append(id).append(' ');
                    id = -1;
                }
                if (id >= 0) {
                    b.append('=').append(id);
                    for (int k = 0; k < l.n; k++)
                        b.append(' ').append(l.kind[k] == 'k' ? l.value(k) : Long.toString(ShapeLine.canonical(line, l.val[k], l.end[k]) - last[0]));
                    b.append('\n');
                } else b.append(line).append(whole ? "\n" : "");
                if (l.time >= 0) last[0] = l.time;
            });
            byte[] part = b.toString().getBytes(StandardCharsets.ISO_8859_1);
            parts.add(part);
            total += part.length;
        }
        StringBuilder index = new StringBuilder("mpimem-job 2\njob=" + job + " procs=" + procs + " bytes=" + total + " shapes=" + ids.length + "\n");
        long off = 0;
        for (int r = 0; r < procs; r++) {
            index.append(r).append(' ').append(off).append(' ').append(parts.get(r).length).append(' ').append(defs[r]).append('\n');
            off += parts.get(r).length;
        }
        out.write(index.toString().getBytes(StandardCharsets.ISO_8859_1));
        for (byte[] p : parts) out.write(p);
    }

    /** The job file of these logs (rank order; an empty one for a rank without a log). */
    public static byte[] bytes(String job, List<byte[]> logs) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try {
            write(b, job, logs.size(), r -> new String(logs.get(r), StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return b.toByteArray();
    }

    private interface LineVisitor {
        void line(int number, String line, boolean whole);
    }

    /** Each line of {@code text} (index from 0); {@code whole}: it ends in a newline. */
    private static void lines(CharSequence text, LineVisitor v) {
        String s = text.toString();
        int i = 0;
        for (int at = 0; at < s.length(); i++) {
            int nl = s.indexOf('\n', at);
            v.line(i, s.substring(at, nl < 0 ? s.length() : nl), nl >= 0);
            at = nl < 0 ? s.length() : nl + 1;
        }
    }
}
