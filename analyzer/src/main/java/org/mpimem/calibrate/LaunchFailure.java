package org.mpimem.calibrate;

import org.mpimem.trace.InputException;

import java.util.List;

/**
 * A launch that did not give samples: the launcher failed, hung or ran nothing. Not an I/O error
 * and not mpimem's: the message shows what the launcher printed (its last lines), where the cause is.
 */
public final class LaunchFailure extends InputException {
    static final int LINES = 40;

    public LaunchFailure(String what, String printed) {
        super(what + "; it printed" + shown(printed));
    }

    private static String shown(String printed) {
        if (printed.isBlank()) return " nothing";
        List<String> lines = printed.stripTrailing().lines().toList();
        int from = Math.max(0, lines.size() - LINES);
        return (from == 0 ? "" : " (last " + LINES + " of " + lines.size() + " lines)") + ":\n" + String.join("\n", lines.subList(from, lines.size()));
    }
}
