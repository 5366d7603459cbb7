package org.mpimem.trace.merge;

import java.util.Map;

/** The traffic records of a version 3 log (docs/tracer.md): kept apart from {@link ProcessLog}'s parsing of the rest. */
final class TrafficLog {
    private TrafficLog() {
    }

    static LogRecord.Coll coll(int line, Map<String, String> f) {
        String call = f.get("call");
        if (call == null || call.isEmpty()) throw new IllegalArgumentException("missing call=");
        long bytes = number(f, "bytes");
        if (bytes < 0) throw new IllegalArgumentException("bytes=" + bytes + " is negative");
        return new LogRecord.Coll(line, (int) intNumber(f, "lid"), call, f.containsKey("root") ? (int) intNumber(f, "root") : -1, bytes);
    }

    static LogRecord.Send send(int line, Map<String, String> f) {
        return new LogRecord.Send(line, (int) intNumber(f, "lid"), (int) intNumber(f, "to"));
    }

    private static long intNumber(Map<String, String> f, String k) {
        long v = number(f, k);
        if (v < 0 || v > Integer.MAX_VALUE) throw new IllegalArgumentException(k + "=" + v + " is not a rank or lid");
        return v;
    }

    private static long number(Map<String, String> f, String k) {
        String v = f.get(k);
        if (v == null) throw new IllegalArgumentException("missing " + k + "=");
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(k + "=" + v + " is not a number");
        }
    }
}
