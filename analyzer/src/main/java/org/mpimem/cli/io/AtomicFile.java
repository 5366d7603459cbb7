package org.mpimem.cli.io;

import org.mpimem.trace.AtomicWrite;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** The commands' outputs, text or binary, written through {@link AtomicWrite} (temporary sibling + rename). */
public final class AtomicFile {
    public interface Body {
        void write(Writer w) throws IOException;
    }

    private AtomicFile() {}

    /** Binary content (images). */
    public static void write(Path target, byte[] content) throws IOException {
        AtomicWrite.write(target, out -> out.write(content));
    }

    public static void write(Path target, Body body) throws IOException {
        AtomicWrite.write(target, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            body.write(w);
            w.flush();
        });
    }

    /** To standard output when {@code target} is null or "-", else atomically to the file, saying so on stderr. */
    public static void emit(Path target, Body body) throws IOException {
        if (target == null || org.mpimem.trace.OutputTarget.isStdout(target)) {
            Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
            body.write(w);
            w.flush();
        } else {
            write(target, body);
            System.err.println("wrote " + target);
        }
    }
}
