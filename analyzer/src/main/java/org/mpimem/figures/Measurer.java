package org.mpimem.figures;

import org.mpimem.trace.InputException;
import org.mpimem.model.Category;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.Models;
import org.mpimem.replay.Replayer;
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

    /** One design's replay of one configuration: the max and min processes' bytes at the peak. */
    private record Extremes(Map<Category, Long> max, Map<Category, Long> min) {}

    /** What measurers of {@code withEntries} variants of one profile share: per-design replays, and how many were made. */
    private static final class Shared {
        final Map<List<Object>, Object> byDesign = new HashMap<>();
        int designReplays;
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
    private int replays;

    public Measurer(SizeProfile profile, Consumer<String> progress) {
        this(profile, progress, ModelOptions.DEFAULT);
    }

    public Measurer(SizeProfile profile, Consumer<String> progress, ModelOptions options) {
        this(profile, progress, options, new Shared());
    }

    /** A measurer of {@code profile}, a {@code withEntries} variant of {@code shared}'s, sharing its per-design replays. */
    Measurer(SizeProfile profile, Measurer shared) {
        this(profile, s -> {}, shared.options, shared.shared);
    }

    private Measurer(SizeProfile profile, Consumer<String> progress, ModelOptions options, Shared shared) {
        this.shared = shared;
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

    public int replays() {
        return replays;
    }

    /** Design replays made by this measurer and every measurer sharing its replays. */
    public int designReplays() {
        return shared.designReplays;
    }

    /** The max process's bytes at the peak, per design, of {@code workload} at {@code procs} with {@code comms}. */
    public Map<Models, Map<Category, Long>> measure(Workload workload, int procs, int comms) {
        return replay(new Key(workload.id(), procs, comms), () -> workload.trace(procs, comms)).bytes();
    }

    /** An application's configuration; {@code trace} is generated only if it has not been replayed yet. */
    public Replayed measure(String workload, int procs, Supplier<Trace> trace) {
        return replay(new Key(workload, procs, -1), trace);
    }

    private Replayed replay(Key key, Supplier<Trace> trace) {
        return cache.computeIfAbsent(key, k -> {
            long t0 = System.nanoTime();
            Trace t = null;
            Map<Models, Map<Category, Long>> out = new EnumMap<>(Models.class), fewest = new EnumMap<>(Models.class);
            Replayer r = new Replayer(profile, options);
            for (Models m : Models.designs(profile)) {
                List<Object> dk = List.of(k, m, m == Models.VC_VCRT ? profile.vcrtEntry() : profile.avEntry());
                Extremes b = (Extremes) shared.byDesign.get(dk);
                if (b == null) {
                    if (t == null) t = trace.get();
                    var peak = r.replay(t, m.create(profile)).peak();
                    b = new Extremes(peak.max().bytes(), peak.min().bytes());
                    shared.byDesign.put(dk, b);
                    shared.byDesign.put(List.of(k), t.comms().size());
                    shared.designReplays++;
                }
                out.put(m, b.max());
                fewest.put(m, b.min());
            }
            int comms = k.comms() < 0 ? (Integer) shared.byDesign.get(List.of(k)) : k.comms();
            if (t != null) {
                replays++;
                progress.accept(String.format(Locale.ROOT, "  replayed %s at %d processes, %d communicators (%.2f s)",
                        k.workload(), k.procs(), comms, (System.nanoTime() - t0) / 1e9));
            }
            return new Replayed(comms, out, fewest);
        });
    }

    /** One point per design for a configuration. */
    public List<Point> points(String series, Workload w, int procs, int comms) {
        Map<Models, Map<Category, Long>> m = measure(w, procs, comms);
        return Models.designs(profile).stream().map(model -> new Point(series, model, w.id(), procs, comms, m.get(model))).toList();
    }
}
