package org.mpimem.cli.console;

import org.mpimem.replay.Progress;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A long command's progress on standard error, as people expect it. On a terminal: one line,
 * redrawn in place five times a second (step, replays done of planned, the replay last begun,
 * elapsed). Elsewhere (a file, a pipe, CI): one plain line per step, so a log stays a few lines.
 * Detail lines (one per replay) only when verbose; on a terminal they scroll above the live line.
 */
public final class ConsoleProgress implements Progress, AutoCloseable {
    private static final String CLEAR = "\r\033[K";
    /** Narrower than the usual 80-column terminal, so the line never wraps (a wrapped line cannot be redrawn in place). */
    static final int WIDTH = 79;

    private final PrintWriter out;
    private final boolean live, verbose;
    private final String command;
    private final long t0 = System.nanoTime();
    private final AtomicInteger planned = new AtomicInteger(), finished = new AtomicInteger();
    private volatile String step = "queueing the replays", current = "";
    private final ScheduledExecutorService ticker;

    public ConsoleProgress(PrintWriter out, String command, boolean live, boolean verbose) {
        this.out = out;
        this.command = command;
        this.live = live;
        this.verbose = verbose;
        ticker = live ? Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "progress");
            t.setDaemon(true);
            return t;
        }) : null;
        if (live) ticker.scheduleAtFixedRate(this::draw, 0, 200, TimeUnit.MILLISECONDS);
    }

    /**
     * Standard error is a terminal: the launcher tests it ({@code [ -t 2 ]}) and says so in
     * MPIMEM_STDERR_TTY; without the launcher, a console (stdin and stdout terminals) stands for it.
     */
    public static boolean stderrIsTerminal() {
        String said = System.getenv("MPIMEM_STDERR_TTY");
        if (said != null) return said.equals("1");
        return System.console() != null && !"dumb".equals(System.getenv("TERM"));
    }

    /** The live line at {@code nanos} after the start, at most {@code WIDTH} characters: the replay last begun is cut first. */
    String render(long nanos) {
        int p = planned.get(), f = finished.get();
        StringBuilder b = new StringBuilder(command).append(": ").append(step);
        if (p > 0) b.append(String.format(Locale.ROOT, " | %d/%d replays (%d%%)", f, p, 100L * f / p));
        b.append(String.format(Locale.ROOT, " | %.0f s", nanos / 1e9));
        if (!current.isEmpty() && f < p) b.append(" | ").append(current);
        return b.length() > WIDTH ? b.substring(0, WIDTH - 3) + "..." : b.toString();
    }

    private synchronized void draw() {
        out.print(CLEAR + render(System.nanoTime() - t0));
        out.flush();
    }

    public void step(String what) {
        step = what;
        if (!live) line(String.format(Locale.ROOT, "%s: %s (%d of %d replays done, %.1f s)", command, what, finished.get(), planned.get(),
                (System.nanoTime() - t0) / 1e9));
    }

    public void detail(String l) {
        if (verbose) line(l);
    }

    public void planned(int n) {
        planned.addAndGet(n);
    }

    public void started(String label) {
        current = label;
    }

    public void finished(String label, Double seconds) {
        finished.incrementAndGet();
        if (seconds != null) detail(String.format(Locale.ROOT, "  replayed %s (%.2f s)", label, seconds));
    }

    /** A whole line, above the live one on a terminal. */
    private synchronized void line(String l) {
        out.print(live ? CLEAR + l + "\n" : l + "\n");
        if (live) out.print(render(System.nanoTime() - t0));
        out.flush();
    }

    /** Stops the live line and removes it, so what follows starts on a clean line. */
    public synchronized void close() {
        if (!live) return;
        ticker.shutdownNow();
        out.print(CLEAR);
        out.flush();
    }
}
