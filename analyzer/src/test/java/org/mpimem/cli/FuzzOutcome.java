package org.mpimem.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

/**
 * Runs one command of the command line on one file in this JVM (as {@code main} would, standard
 * output discarded) and sorts what happened into the classes the fuzzing figures count. Only
 * {@link Kind#OK} and {@link Kind#INPUT_ERROR} are acceptable for a damaged trace.
 */
record FuzzOutcome(Kind kind, String message, long millis) {

    enum Kind {
        /** exit 0 */ OK,
        /** exit 2, stderr is the one line {@code mpimem: FILE:LINE: reason} */ INPUT_ERROR,
        /** exit 2 without a file:line */ UNLOCATED_ERROR,
        /** exit 1 (internal error) */ INTERNAL_ERROR,
        /** any other exit code */ OTHER_EXIT,
        /** an Error (OutOfMemoryError, StackOverflowError...) escaped */ THROWN,
        /** still running after the time limit */ TIMEOUT,
        /** the JVM died during the case (an OutOfMemoryError in another thread, a crash) */ JVM_DIED,
        /**
         * replay of a VALID trace of more than {@link TraceFuzzer#HUGE} processes timed out or threw:
         * the replay engine's scale (issue 15 E), not bad input
         */ SCALE_LIMIT,
        /** replay of a valid trace of more than {@link TraceFuzzer#HUGE} processes not run (mvn verify) */ SKIPPED_HUGE;

        boolean acceptable() {
            return this == OK || this == INPUT_ERROR || this == SKIPPED_HUGE;
        }
    }

    private static final PrintStream NOWHERE = new PrintStream(OutputStream.nullOutputStream());
    private static ExecutorService worker = Executors.newSingleThreadExecutor(FuzzOutcome::daemon);

    /** {@code mpimem COMMAND FILE}, given at most {@code limitMillis}. */
    static synchronized FuzzOutcome run(String command, Path file, long limitMillis) {
        StringWriter err = new StringWriter();
        PrintStream out = System.out;
        System.setOut(NOWHERE); // commands print to System.out; the figures need only the exit and stderr
        long t0 = System.nanoTime();
        Future<Integer> f = worker.submit(() -> {
            var cl = Main.commandLine();
            cl.setErr(new PrintWriter(err, true));
            return cl.execute(command, file.toString());
        });
        try {
            int code = f.get(limitMillis, TimeUnit.MILLISECONDS);
            String msg = err.toString().strip();
            Kind k = switch (code) {
                case 0 -> Kind.OK;
                case 2 -> located(file, msg) ? Kind.INPUT_ERROR : Kind.UNLOCATED_ERROR;
                case 1 -> Kind.INTERNAL_ERROR;
                default -> Kind.OTHER_EXIT;
            };
            return new FuzzOutcome(k, msg, ms(t0));
        } catch (TimeoutException e) {
            f.cancel(true);
            worker = Executors.newSingleThreadExecutor(FuzzOutcome::daemon); // the stuck thread is left behind
            return new FuzzOutcome(Kind.TIMEOUT, "no answer in " + limitMillis + " ms", ms(t0));
        } catch (Exception e) {
            return new FuzzOutcome(Kind.THROWN, String.valueOf(e.getCause()), ms(t0));
        } finally {
            System.setOut(out);
        }
    }

    private static boolean located(Path file, String msg) {
        String prefix = "mpimem: " + file + ":";
        return msg.startsWith(prefix) && msg.lines().count() == 1 && Pattern.matches("[0-9]+: .+", msg.substring(prefix.length()));
    }

    private static long ms(long t0) {
        return (System.nanoTime() - t0) / 1_000_000;
    }

    private static Thread daemon(Runnable r) {
        Thread t = new Thread(r, "fuzz-case");
        t.setDaemon(true);
        return t;
    }
}
