package org.mpimem.figures.measuring;

import org.mpimem.figures.points.Point;
import org.mpimem.figures.points.Workload;
import org.mpimem.trace.InputException;
import org.mpimem.account.Category;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.Models;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.Progress;
import org.mpimem.replay.SharedReplays;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Replays workloads against both designs, each configuration once: Figs. 9(a), 9(b) and 9(c)
 * share their points. Reports every replay to {@code progress}. The figures compare the two
 * designs, so a size profile must have both.
 */
public final class Measurer {
    /**
     * A configuration replayed: its communicators and, per design, the bytes at the peak of the
     * process holding the most ({@code bytes}) and of the one holding the fewest ({@code fewest}).
     */
    public record Replayed(int comms, Map<Models, Map<Category, Long>> bytes, Map<Models, Map<Category, Long>> fewest) {}

    /**
     * What measurers of {@code withEntries} variants of one profile share: the replays (each design
     * replayed once per configuration and per entry size it reads), which design replays were asked
     * for, and whether this is the planning pass ({@link #planning}).
     */
    private static final class Shared {
        final SharedReplays replays;
        final java.util.Set<List<Object>> designKeys = java.util.concurrent.ConcurrentHashMap.newKeySet();
        boolean planning;

        Shared(SharedReplays replays) {
            this.replays = replays;
        }
    }

    /** {@code comms} is -1 for an application, whose trace says how many it creates. */
    private record Key(String workload, int procs, int comms) {}

    private final SizeProfile profile;
    private final Consumer<String> progress;
    private final ModelOptions options;
    private final Map<Key, Replayed> cache = new HashMap<>();
    /**
     * Per design, what it replayed, keyed by the one profile size it reads that {@link
     * SizeProfile#withEntries} changes (VC-VCRT the VCRT entry, AV-Rankmap the AV entry): measurers
     * of such variants share it, so trying 6 entry pairs replays 2 + 3 times, not 12.
     */
    private final Shared shared;
    private final SizeProfile base;
    private int replays;

    public Measurer(SizeProfile profile, Consumer<String> progress) {
        this(profile, progress, ModelOptions.DEFAULT);
    }

    public Measurer(SizeProfile profile, Consumer<String> progress, ModelOptions options) {
        this(profile, options, SharedReplays.perCore(Progress.lines(progress)));
    }

    /** A measurer whose replays go to {@code replays} (shared with the rest of a survey), which reports each replay. */
    public Measurer(SizeProfile profile, ModelOptions options, SharedReplays replays) {
        this(profile, s -> {}, options, new Shared(replays), profile);
    }

    /** A measurer of {@code profile}, a {@code withEntries} variant of {@code shared}'s, sharing its per-design replays. */
    public Measurer(SizeProfile profile, Measurer shared) {
        this(profile, s -> {}, shared.options, shared.shared, shared.base);
    }

    private Measurer(SizeProfile profile, Consumer<String> progress, ModelOptions options, Shared shared, SizeProfile base) {
        this.shared = shared;
        this.base = base;
        for (Models m : Models.values())
            if (!profile.has(m.cliName()))
                throw new InputException("size profile " + profile.name() + " has no " + m.cliName() + " design (it has: "
                        + String.join(", ", profile.designs()) + "); the figures compare both designs: use one of "
                        + String.join(", ", SizeProfiles.all().stream().filter(p -> Models.designs(p).size() == Models.values().length)
                        .map(SizeProfile::name).toList()));
        this.profile = profile;
        this.progress = progress;
        this.options = options;
    }

    public ModelOptions options() {
        return options;
    }

    public SizeProfile profile() {
        return profile;
    }

    /** The replays this measurer shares with the rest of its run. */
    public SharedReplays sharedReplays() {
        return shared.replays;
    }

    public int replays() {
        return replays;
    }

    /** Design replays made by this measurer and every measurer sharing its replays. */
    public int designReplays() {
        return shared.designKeys.size();
    }

    /** The max process's bytes at the peak, per design, of {@code workload} at {@code procs} with {@code comms}. */
    public Map<Models, Map<Category, Long>> measure(Workload workload, int procs, int comms) {
        return replay(new Key(workload.id(), procs, comms), () -> workload.trace(procs, comms)).bytes();
    }

    /** An application's configuration; {@code trace} is generated only if it has not been replayed yet. */
    public Replayed measure(String workload, int procs, Supplier<Trace> trace) {
        return replay(new Key(workload, procs, -1), trace);
    }

    /**
     * Runs {@code pass} as the planning pass: every replay it asks for is queued on the shared
     * workers and answered at once with a placeholder (no bytes); the real pass then waits for them.
     */
    public void planning(Runnable pass) {
        shared.planning = true;
        try {
            pass.run();
        } finally {
            shared.planning = false;
        }
    }

    /**
     * The design replay: VC-VCRT sized by the base profile with this profile's VCRT entry, AV-Rankmap
     * with its AV entry, so a variant that leaves a design's entry alone shares the base's replay
     * (and the survey's table, which replays the base profile's designs too).
     */
    private SizeProfile sizing(Models m) {
        boolean vc = m == Models.VC_VCRT;
        long vcrt = vc ? profile.vcrtEntry() : base.vcrtEntry(), av = vc ? base.avEntry() : profile.avEntry();
        return vcrt == base.vcrtEntry() && av == base.avEntry() ? base : base.withEntries(vcrt, av);
    }

    /** A replay as progress names it; a variant's entry sizes said, since its numbers differ from the base's. */
    private String label(String config, Models m, SizeProfile s) {
        return config + " under " + m.cliName() + (s == base ? "" : String.format(Locale.ROOT, " (VCRT entry %d B, AV entry %d B)", s.vcrtEntry(), s.avEntry()));
    }

    private Replayed replay(Key k, Supplier<Trace> trace) {
        Replayed known = cache.get(k);
        if (known != null) return known;
        SharedReplays.TraceKey tk = new SharedReplays.TraceKey(k.comms() < 0 ? k.workload() : k.workload() + " x" + k.comms(), k.procs(), Workload.PPN);
        Map<Models, Map<Category, Long>> out = new EnumMap<>(Models.class), fewest = new EnumMap<>(Models.class);
        String label = String.format(Locale.ROOT, "%s at %,d%s", k.workload(), k.procs(), k.comms() < 0 ? "" : " x" + k.comms());
        // every design queued before any is waited for, the trace held meanwhile: it is generated once for all of them
        try (SharedReplays.Held held = shared.replays.hold(tk)) {
            return replay(k, tk, trace, label, out, fewest);
        }
    }

    private Replayed replay(Key k, SharedReplays.TraceKey tk, Supplier<Trace> trace, String label,
                            Map<Models, Map<Category, Long>> out, Map<Models, Map<Category, Long>> fewest) {
        for (Models m : Models.designs(profile)) {
            SizeProfile s = sizing(m);
            shared.replays.submit(tk, trace, s, ModelSpec.mpich(m.create(s), s), options, 0, label(label, m, s));
            out.put(m, Map.of());
            fewest.put(m, Map.of());
        }
        if (shared.planning) return new Replayed(Math.max(k.comms(), 0), out, fewest);
        long t0 = System.nanoTime();
        boolean fresh = false;
        int comms = k.comms();
        for (Models m : Models.designs(profile)) {
            SizeProfile s = sizing(m);
            fresh |= shared.designKeys.add(List.of(k, m, s.vcrtEntry(), s.avEntry()));
            SharedReplays.Outcome o = shared.replays.get(tk, trace, s, ModelSpec.mpich(m.create(s), s), options, label(label, m, s));
            out.put(m, o.result().peak().max().bytes());
            fewest.put(m, o.result().peak().min().bytes());
            if (comms < 0) comms = o.comms();
        }
        if (fresh) {
            replays++;
            progress.accept(String.format(Locale.ROOT, "  replayed %s (%.2f s)", label, (System.nanoTime() - t0) / 1e9));
        }
        Replayed r = new Replayed(comms, out, fewest);
        cache.put(k, r);
        return r;
    }

    /** One point per design for a configuration. */
    public List<Point> points(String series, Workload w, int procs, int comms) {
        Map<Models, Map<Category, Long>> m = measure(w, procs, comms);
        return Models.designs(profile).stream().map(model -> new Point(series, model, w.id(), procs, comms, m.get(model))).toList();
    }
}
