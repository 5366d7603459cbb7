package org.mpimem.trace.merge;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mpimem.trace.InputException;

/**
 * A job file (tracer jobfile.c, docs/tracer.md "Job file"): the logs of one world, written at
 * MPI_Finalize into one file, an index and then each rank's log:
 * <pre>
 * mpimem-job 2
 * job=&lt;id&gt; procs=&lt;P&gt; bytes=&lt;sum of the lengths&gt; shapes=&lt;S&gt;
 * &lt;rank&gt; &lt;offset&gt; &lt;length&gt; &lt;shapes defined&gt;   (P lines, rank 0 first; offset from the end of the index)
 * &lt;rank 0's log&gt;&lt;rank 1's log&gt;...
 * </pre>
 * In version 2 a line that other processes wrote too but for its times and key is a definition
 * or a reference of a shared shape ({@link JobShapes}); version 1 has neither shapes= nor the
 * fourth column and holds the logs as they were. A rank with length 0 could not create its log.
 */
record JobFile(Path file, String job, int procs, List<LogSource> logs) {

    static final String HEADER_1 = "mpimem-job 1", HEADER = "mpimem-job 2", MAGIC = "mpimem-job ";

    /** Every process's log in {@code dir}: the per-process logs ({@code *.log}) and the parts of job files, in file order. */
    static List<LogSource> inDirectory(Path dir) throws IOException {
        List<Path> files;
        try (java.util.stream.Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".log")).sorted().toList();
        }
        List<LogSource> logs = new ArrayList<>();
        for (Path p : files) {
            if (is(p)) logs.addAll(read(p, new ArrayList<>()).logs());
            else logs.add(LogSource.whole(p));
        }
        return logs;
    }

    /** True if the file starts as a job file of any version (a per-process log starts "mpimem-log "). */
    static boolean is(Path p) throws IOException {
        try (InputStream in = Files.newInputStream(p)) {
            byte[] b = in.readNBytes(MAGIC.length());
            return new String(b, StandardCharsets.US_ASCII).equals(MAGIC);
        }
    }

    /** The index, checked against the file: every damage is named with the file and line. */
    static JobFile read(Path p, List<String> problems) throws IOException {
        long size = Files.size(p);
        try (InputStream in = new BufferedInputStream(Files.newInputStream(p), 1 << 16)) {
            long[] pos = {0, 1}; // byte offset, line number
            String first = line(p, in, pos);
            boolean v2 = HEADER.equals(first);
            if (!v2 && !HEADER_1.equals(first))
                throw new InputException(p + ":1: '" + first + "': a job file of a version this merge does not know (it reads '" + HEADER_1 + "' and '" + HEADER + "')");
            java.util.Map<String, String> h;
            int procs, shapes = 0;
            long bytes;
            String job;
            try {
                h = ProcessLog.fields(line(p, in, pos), 0);
                job = h.get("job");
                if (job == null || job.isEmpty()) throw new IllegalArgumentException("missing job=");
                procs = Integer.parseInt(h.getOrDefault("procs", "x"));
                bytes = Long.parseLong(h.getOrDefault("bytes", "x"));
                if (v2) shapes = Integer.parseInt(h.getOrDefault("shapes", "x"));
            } catch (IllegalArgumentException e) {
                throw new InputException(p + ":2: bad job line (job=<id> procs=<P> bytes=<B>" + (v2 ? " shapes=<S>" : "") + "): " + e.getMessage());
            }
            // a definition is at least 6 bytes: a damaged shapes= must not size anything
            if (shapes < 0 || shapes > size / 6) throw new InputException(p + ":2: shapes=" + shapes + " does not fit a file of " + size + " bytes");
            // an index line is at least 6 bytes: a damaged procs= must not size anything
            if (procs < 1 || procs > size / 6) throw new InputException(p + ":2: procs=" + procs + " does not fit a file of " + size + " bytes");
            long[] off = new long[procs], len = new long[procs], defs = new long[procs];
            long sum = 0;
            for (int r = 0; r < procs; r++) {
                String l = line(p, in, pos);
                String[] t = l.split(" ");
                try {
                    if (t.length != (v2 ? 4 : 3) || Integer.parseInt(t[0]) != r)
                        throw new IllegalArgumentException("expected '" + r + " <offset> <length>" + (v2 ? " <shapes defined>'" : "'"));
                    off[r] = Long.parseLong(t[1]);
                    len[r] = Long.parseLong(t[2]);
                    if (v2) defs[r] = Long.parseLong(t[3]);
                    if (defs[r] < 0 || defs[r] > shapes) throw new IllegalArgumentException("defines " + defs[r] + " of the " + shapes + " shapes");
                    if (off[r] != sum || len[r] < 0) throw new IllegalArgumentException("offset " + off[r] + " length " + len[r] + " do not follow rank " + (r - 1) + "'s");
                } catch (IllegalArgumentException e) {
                    throw new InputException(p + ":" + (r + 3) + ": bad index line '" + l + "': " + e.getMessage());
                }
                sum += len[r];
            }
            long data = pos[0];
            if (sum != bytes) throw new InputException(p + ":2: bytes=" + bytes + " but the index adds up to " + sum);
            if (data + sum != size)
                problems.add(p + ":2: " + (data + sum > size ? "cut: " + (data + sum - size) + " bytes of the logs are missing" : (size - data - sum) + " bytes after the last log, ignored")
                        + " (the index says " + (data + sum) + " bytes, the file has " + size + ")");
            JobShapes table = v2 ? new JobShapes(shapes) : null;
            JobBytes stored = new JobBytes(p);
            List<LogSource> logs = new ArrayList<>();
            for (int r = 0; r < procs; r++) {
                if (len[r] == 0) continue; // the rank could not create its log: the merge says the rank left none
                long from = data + off[r];
                if (from >= size) continue;
                logs.add(new LogSource(p, from, Math.min(len[r], size - from), r, table, stored));
            }
            if (table != null) table.load(logs, defs, problems);
            return new JobFile(p, job, procs, logs);
        }
    }

    /** One index line (ASCII), without its newline; {@code pos[0]} advances past it, {@code pos[1]} (its line number) to the next. */
    private static String line(Path p, InputStream in, long[] pos) throws IOException {
        StringBuilder b = new StringBuilder();
        for (int c; (c = in.read()) != '\n'; ) {
            if (c < 0) throw new InputException(p + ":" + pos[1] + ": the job file ends inside its index (after byte " + (pos[0] + b.length()) + ")");
            if (b.length() > 4096) throw new InputException(p + ":" + pos[1] + ": an index line longer than 4096 bytes (at byte " + pos[0] + ")");
            b.append((char) c);
        }
        pos[0] += b.length() + 1;
        pos[1]++;
        return b.toString();
    }
}
