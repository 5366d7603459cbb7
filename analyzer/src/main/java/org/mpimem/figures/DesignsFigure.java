package org.mpimem.figures;

import org.mpimem.model.Category;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.ModelSpec;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Every built-in application at one scale under every design selected: the bytes of the process
 * holding the most at the trace's peak, by category. A design whose replay cost grows with P on a
 * profile can take many minutes there: a replay that exceeds the time budget is stopped
 * (between two events) and the figure and its table say so and why, rather than leave it out.
 */
public record DesignsFigure(SizeProfile profile, ModelOptions options, List<ModelSpec> models, int procs, double budgetSeconds) {
    public static final String ID = "designs";
    public static final int PROCS = 786_432;

    /** One application under one design: its bytes, or why it was not replayed (then bytes is null). */
    public record Cell(String app, ModelSpec model, Map<Category, Long> bytes, double seconds, String skipped) {}

    public String caption() {
        return String.format(Locale.ROOT, "Per-process bytes of each built-in application at %,d processes, %d per node, under every design",
                procs, Workload.PPN);
    }

    public List<Cell> compute(Consumer<String> progress) {
        List<Cell> out = new ArrayList<>();
        Replayer replayer = new Replayer(profile, options);
        for (AppProfile a : AppProfiles.applications()) {
            Trace t = a.generate(procs, Workload.PPN, Params.defaults(a));
            for (ModelSpec m : models) {
                long t0 = System.nanoTime();
                ExecutorService worker = Executors.newSingleThreadExecutor(r -> { Thread x = new Thread(r, "designs-replay"); x.setDaemon(true); return x; });
                Future<Map<Category, Long>> f = worker.submit(() -> replayer.replay(t, m).peak().max().bytes());
                try {
                    Map<Category, Long> b = f.get((long) (budgetSeconds * 1e9), TimeUnit.NANOSECONDS);
                    double s = (System.nanoTime() - t0) / 1e9;
                    progress.accept(String.format(Locale.ROOT, "  %s: %s under %s (%.2f s)", ID, a.name(), m.name(), s));
                    out.add(new Cell(a.name(), m, b, s, null));
                } catch (TimeoutException e) {
                    f.cancel(true);
                    String why = stopped(worker);
                    progress.accept("  " + ID + ": " + a.name() + " under " + m.name() + " not replayed: " + why);
                    out.add(new Cell(a.name(), m, null, Double.NaN, why));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                } catch (ExecutionException e) {
                    throw new IllegalStateException(a.name() + " under " + m.name() + ": " + e.getCause(), e.getCause());
                } finally {
                    worker.shutdownNow();
                }
            }
        }
        return out;
    }

    /** Why a replay was given up. It stops at its next event and is waited for, so no abandoned replay keeps a core busy. */
    private String stopped(ExecutorService worker) {
        worker.shutdown();
        try {
            worker.awaitTermination(10, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "stopped after the budget of " + java.math.BigDecimal.valueOf(budgetSeconds).stripTrailingZeros().toPlainString()
                + " s of wall time (--designs-budget; a loaded machine can cause it as well as the design)";
    }
}
