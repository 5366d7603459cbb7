package org.mpimem.trace;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Every file mpimem writes goes through here: to a temporary sibling (created like any new file,
 * so the umask sets its mode), forced to disk, then renamed over the target. Readers see the old
 * file or the new one, and a failure leaves neither half a file nor the temporary behind.
 * What is not a regular file is never renamed over: {@code -} is standard output, a device or FIFO
 * is written through (it holds no content to keep, and as root a rename would replace the device
 * node itself), a symbolic link is followed to its target, and a folder is refused.
 */
public final class AtomicWrite {
    /** Writes the content; the stream is buffered and closed by the caller of {@link #write}. */
    public interface Body {
        void write(OutputStream out) throws IOException;
    }

    private AtomicWrite() {}

    public static void write(Path target, Body body) throws IOException {
        if (OutputTarget.isStdout(target)) {
            stdout(body);
            return;
        }
        Path abs = OutputTarget.resolve(target);
        if (Files.isDirectory(abs)) throw new InputException(target + ": is a directory (give a file name, or - for standard output)");
        try {
            if (writesThrough(abs)) through(abs, body);
            else replace(abs, body);
        } catch (IOException e) {
            throw OutputTarget.failure(target, e);
        }
    }

    /** Whether {@code abs} (links resolved) exists and is not a regular file: a device, FIFO or socket. */
    static boolean writesThrough(Path abs) {
        return Files.exists(abs, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(abs, LinkOption.NOFOLLOW_LINKS);
    }

    private static void replace(Path abs, Body body) throws IOException {
        Path dir = abs.getParent();
        Files.createDirectories(dir);
        TempNames.cleanStale(dir, abs.getFileName().toString());
        Path tmp = dir.resolve(TempNames.next(abs.getFileName().toString(), "tmp"));
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16);
                body.write(out);
                out.flush();
                ch.force(true);
            }
            Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** A device or FIFO: opened for writing as a shell's {@code >} would (no create, no rename). */
    private static void through(Path abs, Body body) throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(abs, StandardOpenOption.WRITE), 1 << 16)) {
            body.write(out);
        }
    }

    private static void stdout(Body body) throws IOException {
        OutputStream out = new BufferedOutputStream(new FilterOutputStream(System.out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                super.out.write(b, off, len); // FilterOutputStream would go byte by byte
            }

            @Override
            public void close() throws IOException {
                flush(); // standard output stays open for whatever the command prints next
            }
        }, 1 << 16);
        body.write(out);
        out.flush();
        // PrintStream swallows write errors (a full disk, a closed pipe): ask for them
        if (System.out.checkError()) throw new IOException("standard output: write failed (disk full or pipe closed)");
    }
}
