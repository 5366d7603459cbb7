package org.mpimem.trace.merge;

import java.io.IOException;
import java.util.List;

/**
 * The shared record shapes of a job file of version 2 (docs/tracer.md "Job file"): shape k is
 * defined once, by the lowest rank that wrote it ({@code +k <its line>}); the others refer to it
 * ({@code =k <values>}) with their own key and times. Each shape is parsed once, here, and a
 * reference costs a few digits, so the merge reads a thousand shapes instead of millions of lines.
 * A damaged or missing definition is not reported here but at each line that refers to it, in
 * that process's log, as any damaged line is.
 */
final class JobShapes {
    /**
     * A definition: its line, where it is, and its record parsed once (null: {@code bad} says why;
     * the line can still be rebuilt as text unless it is not a line that can be shared at all).
     * {@code timed}: a spawn, whose start (t0) the walk matches to the spawned job's, so its
     * references are built with their own times (decided once: asked of 15 million references).
     */
    private record Shape(int id, ShapeLine line, String where, LogRecord record, boolean end, String bad, boolean timed) {
        Shape(int id, ShapeLine line, String where, LogRecord record, boolean end, String bad) {
            this(id, line, where, record, end, bad, record instanceof LogRecord.Created c && c.call().startsWith("MPI_Comm_spawn"));
        }

        boolean shareable() {
            return line.share;
        }

    }

    private final Shape[] byId;

    /** Room for {@code count} shapes, defined by {@link #load}. */
    JobShapes(int count) {
        byId = new Shape[count];
    }

    /**
     * The definitions in the parts the index says define shapes ({@code defs[r]}); a part that
     * holds another number than its index says is reported.
     */
    void load(List<LogSource> parts, long[] defs, List<String> problems) throws IOException {
        for (LogSource p : parts) {
            if (defs[p.rank()] == 0) continue;
            String[] lines = p.stored().split("\n", -1);
            int found = 0;
            for (int i = 0; i < lines.length - 1; i++) {
                if (!lines[i].startsWith("+")) continue;
                found++;
                int sp = lines[i].indexOf(' ');
                int id = sp < 0 ? -1 : id(lines[i], 1, sp);
                // a second definition of one shape (damage) is left to its own part, where it reads as a whole line
                if (id >= 0 && id < byId.length && byId[id] == null) byId[id] = define(id, lines[i].substring(sp + 1), p + ":" + (i + 1));
            }
            if (found != defs[p.rank()])
                problems.add(p + ": the index says this log defines " + defs[p.rank()] + " shared record shape(s), it holds " + found);
        }
    }

    private static Shape define(int id, String line, String where) {
        ShapeLine l = new ShapeLine(line);
        if (!l.share) return new Shape(id, l, where, null, false, "not a line that can be shared (a record c, f, x or end with its varying fields once each)");
        if (line.startsWith("end")) return new Shape(id, l, where, null, true, null);
        try {
            LogRecord r = line.startsWith("x ") ? TrafficLog.coll(0, ProcessLog.fields(line, 1)) : ProcessLog.record(0, line);
            return new Shape(id, l, where, r, false, null);
        } catch (IllegalArgumentException e) {
            return new Shape(id, l, where, null, false, e.getMessage());
        }
    }

    /** A non-negative decimal int in {@code s[from, to)}; -1 if it is not one. */
    private static int id(String s, int from, int to) {
        if (to <= from || to - from > 9) return -1;
        int v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** Reads one process's part line by line: the times of references count from the line before. */
    Decoder decoder() {
        return new Decoder();
    }

    final class Decoder {
        private long last;

        /** A line stored whole (given as the log held it: a definition without its {@code +k }); null for a reference. */
        String whole(String stored) {
            if (stored.startsWith("=")) return null;
            String line = stored;
            if (stored.startsWith("+")) {
                int sp = stored.indexOf(' ');
                if (sp < 0 || id(stored, 1, sp) < 0) throw new IllegalArgumentException("'" + cut(stored) + "' is not '+<shape> <line>'");
                line = stored.substring(sp + 1);
            }
            long t = new ShapeLine(line).time;
            if (t >= 0) last = t;
            return line;
        }

        /** Whether a stored line is the end record (whole or shared), without reading it. */
        boolean ends(String stored) {
            if (stored.startsWith("+")) return stored.indexOf(' ') > 0 && stored.startsWith("end", stored.indexOf(' ') + 1);
            if (!stored.startsWith("=")) return stored.startsWith("end");
            int sp = stored.indexOf(' '), id = id(stored, 1, sp < 0 ? stored.length() : sp);
            return id >= 0 && id < byId.length && byId[id] != null && byId[id].end;
        }

        /** The record a reference stands for, with its own line number and times; null for the end record. */
        LogRecord reference(String stored, int number, boolean build) {
            return reference(stored, 0, stored.length(), number, build);
        }

        /** The same for the line {@code text[from, to)}: a part's lines need not be cut out one by one. */
        LogRecord reference(String text, int from, int to, int number, boolean build) {
            Shape s = decode(text, from, to);
            if (s.bad != null) throw damaged(s);
            // the check pass takes the shape's record but for a spawn: the walk reads its time (t0)
            if (!build && !s.timed()) return s.end ? null : s.record;
            long t = 0, t0 = 0;
            for (int k = 0; k < s.line.n; k++) {
                if (s.line.kind[k] == 't') t = times[k];
                else if (s.line.kind[k] == '0') t0 = times[k];
            }
            if (s.end) return null;
            if (s.record instanceof LogRecord.Created c)
                return new LogRecord.Created(number, c.lid(), c.call(), c.parentLid(), c.seq(), c.first(), c.tag(), c.ref(),
                        t0, t, c.port(), c.local(), c.remote(), c.fields());
            if (s.record instanceof LogRecord.Freed f) return new LogRecord.Freed(number, f.lid(), f.call());
            LogRecord.Coll c = (LogRecord.Coll) s.record;
            return new LogRecord.Coll(number, c.lid(), c.call(), c.root(), c.bytes());
        }

        /** The line a reference stands for, as the process's own log held it. */
        String expand(String stored) {
            Shape s = decode(stored, 0, stored.length());
            ShapeLine l = s.line;
            StringBuilder b = new StringBuilder(l.line.length() + 16);
            int from = 0;
            for (int k = 0; k < l.n; k++) {
                b.append(l.line, from, l.val[k]);
                if (l.kind[k] == 'k') b.append(stored, keyFrom[k], keyTo[k]);
                else b.append(times[k]);
                from = l.end[k];
            }
            return b.append(l.line, from, l.line.length()).toString();
        }

        private final long[] times = new long[ShapeLine.VARY];
        private final int[] keyFrom = new int[ShapeLine.VARY], keyTo = new int[ShapeLine.VARY];

        /** The shape of a reference and its values (times relative to the line before); moves the time on. */
        private Shape decode(String text, int from, int end) {
            int sp = text.indexOf(' ', from);
            if (sp >= end) sp = -1;
            int id = id(text, from + 1, sp < 0 ? end : sp);
            if (id < 0) throw new IllegalArgumentException("'" + cut(text.substring(from, end)) + "' is not '=<shape> <values>'");
            Shape s = id < byId.length ? byId[id] : null;
            if (s == null) throw new IllegalArgumentException("shared record shape " + id + " is defined nowhere in the job file (it has " + byId.length + ")");
            if (!s.shareable()) throw damaged(s);
            int at = sp, n = 0;
            for (; at >= 0 && n < s.line.n; n++) {
                int next = text.indexOf(' ', at + 1);
                if (next >= end) next = -1;
                int to = next < 0 ? end : next;
                if (to == at + 1) throw new IllegalArgumentException("an empty value for shape " + id);
                if (s.line.kind[n] == 'k') {
                    keyFrom[n] = at + 1;
                    keyTo[n] = to;
                } else times[n] = time(text, at + 1, to, id);
                at = next;
            }
            if (n < s.line.n || at >= 0)
                throw new IllegalArgumentException("shared record shape " + id + " has " + s.line.n + " varying value(s), this line " + (n < s.line.n ? n : "more"));
            for (int k = 0; k < n; k++) if (s.line.kind[k] == 't') last = times[k];
            return s;
        }

        /** {@code last} plus the difference in {@code s[from, to)}: the time it stands for. */
        private long time(String s, int from, int to, int id) {
            long d = difference(s, from, to);
            if (d == Long.MIN_VALUE) throw new IllegalArgumentException("time '" + s.substring(from, to) + "' of shape " + id + " is not a difference in ns");
            long v = last + d;
            if (((last ^ v) & (d ^ v)) < 0 || v < 0) throw new IllegalArgumentException("time " + last + " + " + d + " of shape " + id + " is not a time in ns");
            return v;
        }
    }

    /** A signed decimal long in {@code s[from, to)}, as the tracer writes differences; Long.MIN_VALUE if it is not one. */
    private static long difference(String s, int from, int to) {
        boolean minus = from < to && s.charAt(from) == '-';
        int i = minus || (from < to && s.charAt(from) == '+') ? from + 1 : from;
        if (i == to || to - i > 18) return to - i > 18 && to - i <= 19 ? slow(s, from, to) : Long.MIN_VALUE;
        long v = 0;
        for (; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return Long.MIN_VALUE;
            v = v * 10 + (c - '0');
        }
        return minus ? -v : v;
    }

    private static long slow(String s, int from, int to) {
        try {
            long v = Long.parseLong(s, from, to, 10);
            return v == Long.MIN_VALUE ? Long.MIN_VALUE : v;
        } catch (NumberFormatException e) {
            return Long.MIN_VALUE;
        }
    }

    private static IllegalArgumentException damaged(Shape s) {
        return new IllegalArgumentException("shared record shape " + s.id + ", defined at " + s.where + ", is damaged: " + s.bad);
    }

    private static String cut(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }
}
