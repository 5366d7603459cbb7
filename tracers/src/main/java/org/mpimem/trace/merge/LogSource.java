package org.mpimem.trace.merge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where one process's log is: a whole per-process file ({@code rank} -1), or the bytes
 * {@code [offset, offset + length)} of a job file that hold rank {@code rank}'s log ({@link JobFile}),
 * stored with the job's shared record shapes ({@code shapes}, version 2) or as it was (null).
 * Messages name it as {@code file} or {@code file[rank r]}; a line number after it counts the
 * lines of that process's log.
 */
record LogSource(Path file, long offset, long length, int rank, JobShapes shapes, JobBytes bytes) {

    static LogSource whole(Path file) {
        return new LogSource(file, 0, -1, -1, null, null);
    }

    boolean inJobFile() {
        return rank >= 0;
    }

    /** The file name, with the rank for a part of a job file. */
    String name() {
        return file.getFileName() + (inJobFile() ? "[rank " + rank + "]" : "");
    }

    @Override
    public String toString() {
        return file + (inJobFile() ? "[rank " + rank + "]" : "");
    }

    /**
     * The log's text without the NUL bytes that may end it: the tracer appends to a mapping of the
     * file that grows a window at a time and cuts the file to its records at exit, so a process
     * killed before that leaves the rest of its last window as NULs (log version 2).
     */
    String text() throws IOException {
        String stored = stored();
        if (shapes == null) return stored;
        JobShapes.Decoder d = shapes.decoder();
        StringBuilder b = new StringBuilder(stored.length() * 2);
        int number = 0;
        for (int at = 0; at < stored.length(); ) {
            int nl = stored.indexOf('\n', at), to = nl < 0 ? stored.length() : nl;
            String line = stored.substring(at, to);
            number++;
            try {
                String whole = d.whole(line);
                b.append(whole != null ? whole : d.expand(line));
            } catch (IllegalArgumentException e) {
                throw new IOException(this + ":" + number + ": " + e.getMessage());
            }
            if (nl >= 0) b.append('\n');
            at = to + 1;
        }
        return b.toString();
    }

    /** The bytes as the file stores them: the log itself but for a version 2 job file's shared lines. */
    String stored() throws IOException {
        if (inJobFile()) {
            if (length > Integer.MAX_VALUE - 16) throw new IOException(this + ": a log of " + length + " bytes is more than the merge reads");
            return bytes.text(this, offset, (int) length);
        }
        byte[] b = Files.readAllBytes(file);
        int n = b.length;
        while (n > 0 && b[n - 1] == 0) n--;
        return new String(b, 0, n, StandardCharsets.UTF_8);
    }
}
