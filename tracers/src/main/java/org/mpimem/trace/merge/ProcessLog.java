package org.mpimem.trace.merge;

import java.io.IOException;
import org.mpimem.trace.InputException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A per-process log, read leniently: reading stops at the first line that is cut or malformed,
 * and what came before is kept. {@code complete} says whether the process reached MPI_Finalize.
 * The records are not kept: {@link #records()} reads them again when the process is walked, so
 * the merge holds one log's records at a time, not every process's. {@code remoteRefs}: some
 * intercommunicator's remote group is named by a ref above 0 (a dynamic one), which only then
 * needs pairing across jobs. {@code shapes}: a version 2 job file's part made of shared lines,
 * the shape records its lines stand for, in order (see {@link #walked()}); null otherwise.
 */
record ProcessLog(LogSource path, int rank, int size, String host, String job, boolean spawned, int parentLid,
                  int parentRef, long startTime, long pid, boolean complete, boolean remoteRefs, List<String> problems,
                  List<LogRecord> shapes) {

    /** Version 2 (written since issue 28) has version 1's records; it may end in NUL bytes. */
    static final String HEADER = "mpimem-log 2", HEADER_1 = "mpimem-log 1";
    /** Version 3 adds the traffic records x and s (written with traffic recording on). */
    static final String HEADER_3 = "mpimem-log 3";

    private record Parsed(ProcessLog log, List<LogRecord> records) {}

    static ProcessLog read(Path path) throws IOException {
        return read(LogSource.whole(path), null);
    }

    /**
     * {@code job}: the job file's job id, which names the job instead of the proc line's (under Hydra
     * on several nodes each node's processes name another job: the parent's pid); null for a per-process log.
     */
    static ProcessLog read(LogSource src, String job) throws IOException {
        ProcessLog l = parse(src, false).log();
        return job == null ? l : new ProcessLog(l.path, l.rank, l.size, l.host, job, l.spawned, l.parentLid, l.parentRef,
                l.startTime, l.pid, l.complete, l.remoteRefs, l.problems, l.shapes);
    }

    /** Host, pid, rank and start: the same process's log in a job file and in a per-process file. */
    String process() {
        return host + "/" + pid + "/" + rank + "/" + startTime;
    }

    /** The records up to the first cut or unreadable line, read again from the file. */
    List<LogRecord> records() {
        try {
            return parse(path, true).records();
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": cannot read the log again: " + e.getMessage(), e);
        }
    }

    /**
     * The records for the walk: a job file's part of shared lines without reading it again, as
     * the shape records its lines stand for (a reference's own times and line number are not in
     * them: the walk takes a record's line from its position, {@link #line(int)}, and reads no
     * time but a spawn's, which is kept whole); any other log read again ({@link #records()}).
     * At 262,144 processes decoding the 15 million references a second time cost a core for 5 s.
     */
    List<LogRecord> walked() {
        return shapes != null ? shapes : records();
    }

    /** The line number of a log's {@code k}-th record: the header, the proc line, then one record a line. */
    static int line(int k) {
        return k + 3;
    }

    /**
     * Records of its own (whole lines, spawns) a part may have and still keep its shape records:
     * the kept lists hold shared objects, a few bytes a line, not a record a line.
     */
    private static final int OWN = 8;

    /**
     * {@code build}: the records are walked, so each needs its own line and times; else (the check
     * pass) a version 2 reference stands for its shape's record, which says all the check needs.
     */
    private static Parsed parse(LogSource path, boolean build) throws IOException {
        // a version 2 job file's part is decoded line by line: its shared lines are not rebuilt as text
        JobShapes.Decoder shared = path.shapes() == null ? null : path.shapes().decoder();
        String text = shared == null ? path.text() : path.stored();
        List<String> problems = new ArrayList<>();
        boolean cut = !text.isEmpty() && !text.endsWith("\n");
        // where each line starts (and one past the end): a line is cut out only when it is read whole
        int[] starts = starts(text);
        int count = starts.length - 1, usable = count - 1; // the last line is "" or a cut line
        if (cut) problems.add(path + ":" + count + ": cut record (the process stopped while writing it), ignored");
        if (usable < 2 || !List.of(HEADER, HEADER_1, HEADER_3).contains(line(text, starts, 0)) || !line(text, starts, 1).startsWith("proc "))
            throw new InputException(path + ":1: not an mpimem tracer log (expected '" + HEADER + "' and a proc line)");
        Map<String, String> h;
        int rank, size, parentLid, parentRef;
        long start, pid;
        try {
            h = fields(line(text, starts, 1), 1);
            rank = num(h, "rank");
            size = num(h, "size");
            parentLid = opt(h, "parent_lid", -1);
            parentRef = opt(h, "parent_ref", -1);
            start = time(h, "t");
            pid = lenient(h.get("pid")); // only to recognise a log also in a job file: never a reason to skip it
            for (String k : new String[] {"host", "job"}) if (h.get(k) == null || h.get(k).isEmpty()) throw new IllegalArgumentException("missing " + k + "=");
        } catch (IllegalArgumentException e) {
            throw new InputException(path + ":2: bad proc line: " + e.getMessage());
        }
        if (size < 1) throw new InputException(path + ":2: size=" + size + ", must be at least 1");
        if (rank < 0 || rank >= size) throw new InputException(path + ":2: rank=" + rank + ", must be in 0.." + (size - 1));
        List<LogRecord> records = new ArrayList<>();
        boolean complete = false, ended = false;
        int own = 0; // records that are not a shape's shared one
        if (shared != null) shared.whole(line(text, starts, 1)); // the proc line's time: the first reference's counts from it
        for (int i = 2; i < usable; i++) {
            try {
                if (shared != null && text.startsWith("=", starts[i])) {
                    LogRecord r = shared.reference(text, starts[i], starts[i + 1] - 1, i + 1, build);
                    if (r == null) { complete = ended = true; break; }
                    if (r.line() != 0) own++; // built for itself (a spawn's time), not the shape's record
                    records.add(r);
                    continue;
                }
                String line = line(text, starts, i);
                own++;
                if (shared != null) line = shared.whole(line);
                if (line.startsWith("end")) { complete = ended = true; break; }
                // traffic lines are few and differ by peer: parsed whole, not looked up by shape
                if (line.startsWith("x ")) records.add(TrafficLog.coll(i + 1, fields(line, 1)));
                else if (line.startsWith("s ")) records.add(TrafficLog.send(i + 1, fields(line, 1)));
                else records.add(RecordShapes.record(line, i + 1, ProcessLog::record));
            } catch (IllegalArgumentException e) {
                // the rest is not trusted, so the log counts as incomplete even when it ends well
                for (int k = i + 1; k < usable; k++) ended |= shared != null ? shared.ends(line(text, starts, k)) : text.startsWith("end", starts[k]);
                problems.add(path + ":" + (i + 1) + ": rank " + rank + "'s log is unreadable from line " + (i + 1)
                        + ": " + e.getMessage() + "; it is used up to line " + i);
                break;
            }
        }
        if (!ended) problems.add(path + ":" + Math.max(2, usable) + ": no end record: rank " + rank + " did not reach MPI_Finalize"
                + " (crash or abort?); its log is used up to line " + (2 + records.size()));
        boolean remoteRefs = false; // a loop, not a stream: this runs for every log, twice
        for (LogRecord r : records)
            if (r instanceof LogRecord.Created c && c.isInter()) for (LogRecord.RefRun x : c.remote()) remoteRefs |= x.ref() != 0;
        List<LogRecord> kept = shared != null && !build && own <= OWN ? List.copyOf(records) : null;
        return new Parsed(new ProcessLog(path, rank, size, h.get("host"), h.get("job"),
                "1".equals(h.get("spawned")), parentLid, parentRef, start, pid, complete, remoteRefs, problems, kept), records);
    }

    /** Where each of the text's lines starts, as {@code split("\n", -1)} cuts them, and one more: the end plus one. */
    private static int[] starts(String text) {
        // one scan, into an array sized for a log's typical lines (about 12 bytes each in a version 2 part)
        int[] s = new int[Math.max(8, text.length() / 8)];
        int n = 1;
        for (int at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
            if (n + 1 >= s.length) s = java.util.Arrays.copyOf(s, 2 * s.length);
            s[n++] = at + 1;
        }
        s[n] = text.length() + 1;
        return java.util.Arrays.copyOf(s, n + 1);
    }

    private static String line(String text, int[] starts, int i) {
        return text.substring(starts[i], starts[i + 1] - 1);
    }

    /** One record line parsed in full; IllegalArgumentException says what in it is damaged. */
    static LogRecord record(int number, String line) {
        Map<String, String> f = fields(line, 1);
        if (line.startsWith("c ")) return created(number, f);
        if (line.startsWith("f ")) return new LogRecord.Freed(number, num(f, "lid"), text(f, "call"));
        throw new IllegalArgumentException("unknown record");
    }

    private static LogRecord.Created created(int line, Map<String, String> f) {
        boolean intra = f.containsKey("members");
        if (!intra && !f.containsKey("local")) throw new IllegalArgumentException("missing members= (or local= and remote=)");
        List<LogRecord.RefRun> local = runs(f, intra ? "members" : "local");
        List<LogRecord.RefRun> remote = intra ? null : runs(f, "remote");
        return new LogRecord.Created(line, num(f, "lid"), text(f, "call"), num(f, "parent"), opt(f, "seq", -1),
                opt(f, "first", -1), opt(f, "tag", 0), opt(f, "ref", -1), time(f, "t0"), time(f, "t"), f.get("port"), local, remote, f);
    }

    /**
     * The log's text without the NUL bytes that may end it: the tracer appends to a mapping of the
     * file that grows a window at a time and cuts the file to its records at exit, so a process
     * killed before that leaves the rest of its last window as NULs (log version 2).
     */
    static String text(Path path) throws IOException {
        return LogSource.whole(path).text();
    }

    /** key=value tokens after the first {@code skip} tokens. */
    static Map<String, String> fields(String line, int skip) {
        Map<String, String> m = new HashMap<>();
        String[] tok = line.trim().split(" ");
        for (int i = skip; i < tok.length; i++) {
            int eq = tok[i].indexOf('=');
            if (eq < 1) throw new IllegalArgumentException("field '" + tok[i] + "' is not key=value");
            m.put(tok[i].substring(0, eq), tok[i].substring(eq + 1));
        }
        return m;
    }

    // Every reason names the field, so that a damaged line says what in it is damaged.
    private static String text(Map<String, String> f, String k) {
        String v = f.get(k);
        if (v == null || v.isEmpty()) throw new IllegalArgumentException("missing " + k + "=");
        return v;
    }

    private static int num(Map<String, String> f, String k) {
        String v = text(f, k);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(k + "=" + v + " is not an int");
        }
    }

    private static int opt(Map<String, String> f, String k, int dflt) {
        return f.containsKey(k) ? num(f, k) : dflt;
    }

    private static long lenient(String v) {
        try {
            return v == null ? -1 : Long.parseLong(v);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** A time in ns (t=, t0=); 0 if absent. */
    private static long time(Map<String, String> f, String k) {
        String v = f.getOrDefault(k, "0");
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(k + "=" + v + " is not a time in ns");
        }
    }

    private static List<LogRecord.RefRun> runs(Map<String, String> f, String k) {
        String v = text(f, k);
        try {
            return LogRecord.RefRun.parseList(v);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(k + "=: " + e.getMessage());
        }
    }
}
