package org.mpimem.trace;

/**
 * Input the user gave that mpimem checked and refuses: an option, a parameter, a trace, a log,
 * a baseline or budget file. The command line maps it to exit 2 and prints its message as is, so
 * the message names what to fix (for a file, {@code file:line: reason}). Any other exception,
 * a plain {@link IllegalArgumentException} included, is mpimem's own failure (exit 1).
 * It extends IllegalArgumentException so that callers catching that keep working.
 */
public class InputException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
