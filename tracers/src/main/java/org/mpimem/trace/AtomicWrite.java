package org.mpimem.trace;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Every file mpimem writes goes through here: to a temporary sibling (created like any new file,
 * so the umask sets its mode), forced to disk, then renamed over the target. Readers see the old
 * file or the new one, and a failure leaves neither half a file nor the temporary behind.
 */
public final class AtomicWrite {
    /** Writes the content; the stream is buffered and closed by the caller of {@link #write}. */
    public interface Body {
        void write(OutputStream out) throws IOException;
    }

    private AtomicWrite() {}

    public static void write(Path target, Body body) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir != null) Files.createDirectories(dir);
        Path tmp = abs.resolveSibling("." + abs.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
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
}
