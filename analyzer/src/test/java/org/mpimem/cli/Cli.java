package org.mpimem.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs the command line as {@code main} does, with standard error (and, with {@link #capture}, standard output) captured. */
public final class Cli {
    private Cli() {}

    public static int run(StringWriter err, String... args) {
        var cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    public record Result(int code, String out, String err) {}

    /** For commands that write their report to System.out (tests run one at a time, so swapping it is safe). */
    public static Result capture(String... args) {
        PrintStream old = System.out;
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        System.setOut(new PrintStream(b, true, StandardCharsets.UTF_8));
        try {
            int code = run(err, args);
            System.out.flush();
            return new Result(code, b.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(old);
        }
    }
}
