package org.mpimem.measure;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.merge.CallMemory;
import org.mpimem.trace.merge.MergeResult;
import org.mpimem.trace.merge.TraceMerger;

/** From a measured run's logs: the merged trace, and the comparison of its counts with the model's replay. */
public record Measurement(Trace trace, Comparison comparison) {

    public static Measurement of(Path logs, String app, MeasureLaunch launch, PrintStream warnings) throws IOException {
        MergeResult merged = TraceMerger.merge(logs);
        for (String p : merged.problems()) warnings.println("mpimem: warning: " + p);
        List<CallMemory> measured = CallMemory.read(logs);
        Comparison c = Comparison.of(app, launch.label(), launch.library(), java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString(),
                launch.design(), measured, model(merged.trace(), launch.design()));
        return new Measurement(merged.trace(), c);
    }

    /**
     * An earlier measurement (DIR/measure.csv, DIR/app.trace) with today's model beside it: the
     * measured columns, the library and the date stay; the modelled ones are the replay of the
     * trace under the same design as it is now.
     */
    public static Measurement remodel(Path dir) throws IOException {
        Comparison c;
        try (var in = java.nio.file.Files.newBufferedReader(dir.resolve("measure.csv"))) {
            c = MeasureCsv.read(in, dir.resolve("measure.csv").toString());
        }
        Trace t = org.mpimem.trace.TraceReader.read(dir.resolve("app.trace"));
        CreateFreeSplit model = model(t, c.design());
        List<SiteRow> rows = new java.util.ArrayList<>();
        for (SiteRow r : c.sites()) {
            long[] mod = new long[c.np()], modFreed = new long[c.np()];
            for (int rank = 0; rank < c.np(); rank++) {
                mod[rank] = model.created(r.site(), rank);
                modFreed[rank] = model.freed(r.site(), rank);
            }
            rows.add(new SiteRow(r.site(), r.calls(), r.measured(), mod, r.measuredFreed(), modFreed, r.arrival()));
        }
        return new Measurement(t, new Comparison(c.app(), c.run(), c.library(), c.date(), c.design(), c.np(), rows, model.windowSites()));
    }

    /** The trace replayed under {@code design} (its own size profile), split by site into creations and frees. */
    public static CreateFreeSplit model(Trace trace, String design) {
        var profile = SizeProfiles.defaultProfile();
        List<ModelSpec> spec = ModelMatrix.select(List.of(design), profile);
        return CreateFreeSplit.of(new Replayer(profile), trace, spec.get(0));
    }
}
