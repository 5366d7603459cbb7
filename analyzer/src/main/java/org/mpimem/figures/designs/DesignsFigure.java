package org.mpimem.figures.designs;

import org.mpimem.account.Category;
import org.mpimem.figures.measuring.SurveyTraces;
import org.mpimem.figures.points.Workload;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.ModelSpec;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.replay.SharedReplays;
import org.mpimem.size.SizeProfile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

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

    /** Queues every replay of the figure on {@code replays}' workers, before anything waits for one. */
    public void plan(SharedReplays replays) {
        for (AppProfile a : AppProfiles.applications())
            for (ModelSpec m : models) submit(replays, a, m);
    }

    private CompletableFuture<SharedReplays.Outcome> submit(SharedReplays replays, AppProfile a, ModelSpec m) {
        Params p = Params.defaults(a);
        return replays.submit(SurveyTraces.key(a, p, procs, Workload.PPN), () -> a.generate(procs, Workload.PPN, p), profile, m, options,
                budgetSeconds, String.format(Locale.ROOT, "%s at %,d under %s", a.name(), procs, m.name()));
    }

    /** The cells in application order, then design order, whatever order the workers finished them in. */
    public List<Cell> compute(SharedReplays replays) {
        plan(replays);
        List<Cell> out = new ArrayList<>();
        for (AppProfile a : AppProfiles.applications())
            for (ModelSpec m : models) {
                CompletableFuture<SharedReplays.Outcome> f = submit(replays, a, m);
                try {
                    SharedReplays.Outcome o = SharedReplays.await(f);
                    out.add(new Cell(a.name(), m, o.result().peak().max().bytes(), o.seconds(), null));
                } catch (CancellationException e) {
                    String why = stopped();
                    replays.progress().detail("  " + ID + ": " + a.name() + " under " + m.name() + " not replayed: " + why);
                    out.add(new Cell(a.name(), m, null, Double.NaN, why));
                }
            }
        return out;
    }

    /** Why a replay was given up: it stopped at its next event once its own wall time passed the budget. */
    private String stopped() {
        return "stopped after the budget of " + java.math.BigDecimal.valueOf(budgetSeconds).stripTrailingZeros().toPlainString()
                + " s of wall time (--designs-budget; a loaded machine can cause it as well as the design)";
    }
}
