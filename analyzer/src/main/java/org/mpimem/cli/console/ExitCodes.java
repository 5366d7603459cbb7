package org.mpimem.cli.console;

import org.mpimem.trace.InputException;
import org.mpimem.trace.TraceFormatException;

import java.io.IOException;
import java.nio.file.NoSuchFileException;

/**
 * Maps failures to exit codes: bad input (2) is the user's to fix, anything else (1) is ours.
 * Only input that was checked counts as bad input: an {@link InputException}, a trace error, an
 * I/O error on the user's files or a usage error. A bare IllegalArgumentException is one of our
 * own invariants breaking, so it is an internal failure, not the user's fault.
 */
public final class ExitCodes {
    public static final int BAD_INPUT = 2;
    public static final int REGRESSION = 3;
    /** measure: the application failed, its own status printed (it may be any number, 2 and 3 included). */
    public static final int APP_FAILED = 4;

    private ExitCodes() {}

    public static int of(Throwable t) {
        return t instanceof TraceFormatException || t instanceof IOException || t instanceof InputException
                || t instanceof picocli.CommandLine.ParameterException ? BAD_INPUT : 1;
    }

    /** The launcher caps the heap (1 GB by default): name the cap and the way to raise it. */
    public static String outOfMemory(long maxHeapBytes) {
        long mb = maxHeapBytes / (1024 * 1024);
        return String.format(java.util.Locale.ROOT, "out of memory: the Java heap is capped at %,d MB; raise the cap, e.g. "
                + "MPIMEM_JAVA_OPTS=-Xmx%dg ./mpimem ...", mb, Math.max(2, 4 * ((mb + 1023) / 1024)));
    }

    public static String message(Throwable t) {
        if (t instanceof NoSuchFileException e) return e.getFile() + ": no such file";
        if (t instanceof TraceFormatException || t instanceof InputException) return t.getMessage();
        if (t instanceof IOException) return "I/O error: " + t.getMessage();
        return "internal error: " + t;
    }
}
