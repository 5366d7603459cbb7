package org.mpimem.trace;

/**
 * A trace that cannot be read or does not make sense: {@code getMessage()} is exactly
 * {@code <file>:<line>: <reason>}. The file is the source name given to the reader (or
 * {@link Trace#source()} for a trace built in code); the line is that of the offending record,
 * 0 for events built in code. Unchecked, so that traces built in code can be validated without
 * ceremony; {@link TraceReader} still declares it.
 */
public class TraceFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String reason;

    public TraceFormatException(String file, int line, String reason) {
        super(file + ":" + line + ": " + reason);
        this.file = file;
        this.line = line;
        this.reason = reason;
    }

    public TraceFormatException(String file, int line, String reason, Throwable cause) {
        this(file, line, reason);
        initCause(cause);
    }

    /** The source name as given to the reader, or the trace's source. */
    public String file() {
        return file;
    }

    /** 1-based line of the offending record; 0 for events built in code. */
    public int line() {
        return line;
    }

    /** The problem, without the file and line. */
    public String reason() {
        return reason;
    }
}
