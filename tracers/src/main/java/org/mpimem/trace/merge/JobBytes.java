package org.mpimem.trace.merge;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A job file's bytes for its parts, read a window of several parts at a time: at 10^5 processes
 * an open and a read per part, twice, cost seconds, and a mapping of the file would count it in
 * the merge's resident memory. Each thread keeps its last window; the merge reads parts in rank
 * order on each thread (the check pass in chunks, the walk in batches), so most parts are in it.
 */
final class JobBytes {
    private static final int WINDOW = 4 << 20;
    private static final ThreadLocal<Window> LAST = new ThreadLocal<>();

    private record Window(JobBytes of, long start, byte[] bytes, int length) {}

    private final Path file;

    JobBytes(Path file) {
        this.file = file;
    }

    /** Bytes {@code [offset, offset + length)} as text, without the NUL bytes that may end a log (see {@link LogSource#text}). */
    String text(LogSource part, long offset, int length) throws IOException {
        Window w = LAST.get();
        if (w == null || w.of != this || offset < w.start || offset + length > w.start + w.length) {
            byte[] b = new byte[Math.max(length, WINDOW)];
            ByteBuffer buf = ByteBuffer.wrap(b);
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
                while (buf.hasRemaining()) if (ch.read(buf, offset + buf.position()) < 0) break;
            }
            if (buf.position() < length) throw new IOException(part + ": the job file ends inside this log");
            LAST.set(w = new Window(this, offset, b, buf.position()));
        }
        int from = (int) (offset - w.start), n = length;
        while (n > 0 && w.bytes[from + n - 1] == 0) n--;
        return new String(w.bytes, from, n, StandardCharsets.UTF_8);
    }
}
