package org.mpimem.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line as {@code main} does, with standard error captured. */
final class Cli {
    private Cli() {}

    static int run(StringWriter err, String... args) {
        var cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }
}
