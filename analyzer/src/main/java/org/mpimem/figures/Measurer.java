package org.mpimem.figures;

import org.mpimem.model.Category;
import org.mpimem.model.Models;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.Trace;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Replays workloads against both designs, each configuration once: Figs. 9(a), 9(b) and 9(c)
 * share their points. Reports every replay to {@code progress}.
 */
public final class Measurer {
    private record Key(String workload, int procs, int comms) {}

    private final SizeProfile profile;
    private final Consumer<String> progress;
    private final Map<Key, Map<Models, Map<Category, Long>>> cache = new HashMap<>();
    private int replays;

    public Measurer(SizeProfile profile, Consumer<String> progress) {
        this.profile = profile;
        this.progress = progress;
    }

    public SizeProfile profile() {
        return profile;
    }

    public int replays() {
        return replays;
    }

    /** The max process's bytes at the peak, per design, of {@code workload} at {@code procs} with {@code comms}. */
    public Map<Models, Map<Category, Long>> measure(Workload workload, int procs, int comms) {
        return measure(workload.id(), procs, comms, () -> workload.trace(procs, comms));
    }

    public Map<Models, Map<Category, Long>> measure(String workload, int procs, int comms, java.util.function.Supplier<Trace> trace) {
        return cache.computeIfAbsent(new Key(workload, procs, comms), k -> {
            long t0 = System.nanoTime();
            Trace t = trace.get();
            Map<Models, Map<Category, Long>> out = new EnumMap<>(Models.class);
            Replayer r = new Replayer(profile);
            for (Models m : List.of(Models.VC_VCRT, Models.AV_RANKMAP)) {
                ModelResult res = r.replay(t, m.create(profile));
                out.put(m, res.peak().max().bytes());
            }
            replays++;
            progress.accept(String.format(java.util.Locale.ROOT, "  replayed %s at %d processes, %d communicators (%.2f s)",
                    workload, procs, comms, (System.nanoTime() - t0) / 1e9));
            return out;
        });
    }

    /** One point per design for a configuration. */
    public List<Point> points(String series, Workload w, int procs, int comms) {
        Map<Models, Map<Category, Long>> m = measure(w, procs, comms);
        return List.of(new Point(series, Models.VC_VCRT, w.id(), procs, comms, m.get(Models.VC_VCRT)),
                new Point(series, Models.AV_RANKMAP, w.id(), procs, comms, m.get(Models.AV_RANKMAP)));
    }
}
