package org.mpimem.survey;

import org.mpimem.classify.Classification;
import org.mpimem.classify.ClassificationReport;
import org.mpimem.classify.PaperTableI;
import org.mpimem.figures.FigureRun;
import org.mpimem.figures.Sink;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.measuring.SurveyTraces;
import org.mpimem.figures.paper.Figure;
import org.mpimem.figures.paper.PaperFigures;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.replay.ReplayResult;
import org.mpimem.replay.Progress;
import org.mpimem.replay.SharedReplays;
import org.mpimem.model.ModelOptions;
import org.mpimem.report.ReportFormatType;
import org.mpimem.size.SizeProfile;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The paper's survey on the built-in profiles, in one folder: Table I, every application's
 * per-process memory at one scale under every design of the size profile, and the figures.
 * Files go through a {@link Sink}, so the caller decides how they are written (atomically).
 */
public final class Survey {
    private final SizeProfile profile;
    private final int procs, ppn;
    private final Progress progress;
    private final ModelOptions options;
    private List<ModelSpec> models;
    private org.mpimem.figures.designs.DesignsFigure designsFigure;

    public Survey(SizeProfile profile, int procs, int ppn, Consumer<String> progress) {
        this(profile, procs, ppn, progress, ModelOptions.DEFAULT);
    }

    public Survey(SizeProfile profile, int procs, int ppn, Consumer<String> progress, ModelOptions options) {
        this(profile, procs, ppn, Progress.lines(progress), options);
    }

    /** Steps, replay counts and detail go to {@code progress}; the replays run on one worker per core. */
    public Survey(SizeProfile profile, int procs, int ppn, Progress progress, ModelOptions options) {
        this.options = options;
        this.profile = profile;
        this.procs = procs;
        this.ppn = ppn;
        this.progress = progress;
        this.models = ModelMatrix.mpich(profile);
    }

    /** Replay the applications under these models instead of the profile's MPICH designs. */
    public Survey withModels(List<ModelSpec> models) {
        this.models = List.copyOf(models);
        return this;
    }

    /** With the figures, also every application under every design of {@code d}. */
    public Survey withDesigns(org.mpimem.figures.designs.DesignsFigure d) {
        this.designsFigure = d;
        return this;
    }

    /**
     * Writes table1.*, memory.*, summary.md, figures/ (unless {@code figures} is false), index.md and index.html.
     * Bad arguments (a scale an application rejects, a profile the figures cannot use, a too small
     * {@code irregularMax}) throw IllegalArgumentException before anything is written.
     */
    public void run(boolean figures, int irregularMax, Sink sink) throws IOException {
        List<Figure> paperFigures = figures ? PaperFigures.all(irregularMax) : List.of();
        SharedReplays replays = SharedReplays.perCore(progress);
        Measurer measurer = figures ? new Measurer(profile, options, replays) : null;
        FigureRun figureRun = figures ? new FigureRun(measurer).withDesigns(designsFigure) : null;
        List<Classification> rows = AppProfiles.applications().stream().map(PaperTableI::classify).toList();
        progress.detail("classified " + rows.size() + " applications (Table I)");

        // everything queued first, the largest (the designs figure) ahead; then assembled in order
        if (figures) figureRun.plan(paperFigures);
        List<List<java.util.concurrent.CompletableFuture<SharedReplays.Outcome>>> queued = new ArrayList<>();
        for (AppProfile p : AppProfiles.applications()) {
            Params params = Params.defaults(p);
            SharedReplays.TraceKey key = SurveyTraces.key(p, params, procs, ppn);
            queued.add(models.stream().map(m -> replays.submit(key, () -> p.generate(procs, ppn, params), profile, m, options, 0,
                    String.format(Locale.ROOT, "%s at %,d under %s", p.name(), procs, m.name()))).toList());
        }
        progress.step("memory table");
        List<ReplayResult> results = new ArrayList<>();
        List<String> apps = new ArrayList<>();
        for (int i = 0; i < queued.size(); i++) {
            AppProfile p = AppProfiles.applications().get(i);
            List<SharedReplays.Outcome> done = new ArrayList<>();
            for (var f : queued.get(i)) done.add(SharedReplays.await(f));
            SharedReplays.Outcome o = done.get(0);
            results.add(new ReplayResult(o.source(), o.worldSize(), o.events(), profile.name(), done.stream().map(SharedReplays.Outcome::result).toList()));
            apps.add(p.name());
            progress.detail(String.format(Locale.ROOT, "  replayed %s at %,d processes, %,d events (%.2f s)",
                    p.name(), procs, o.events(), done.stream().mapToDouble(SharedReplays.Outcome::seconds).sum()));
        }

        for (ClassificationReport.Format f : ClassificationReport.Format.values()) {
            StringWriter w = new StringWriter();
            ClassificationReport.write(rows, f, w);
            sink.write("table1." + extension(f), bytes(w));
        }
        for (ReportFormatType f : ReportFormatType.values()) {
            StringWriter w = new StringWriter();
            f.create().write(results, w);
            sink.write("memory." + (f == ReportFormatType.TEXT ? "txt" : f.name().toLowerCase(Locale.ROOT)), bytes(w));
        }
        List<String> placement = PlacementNotes.of(AppProfiles.applications(), ppn);
        sink.write("summary.md", SurveySummary.markdown(apps, results, procs, ppn, placement).getBytes(StandardCharsets.UTF_8));
        SurveyChart.write(apps, results, procs, ppn, sink);
        String growth = GrowthSection.write(sink, procs, ppn);

        if (figures) figureRun.run(paperFigures, (name, b) -> sink.write("figures/" + name, b));
        progress.step("writing the pages");
        sink.write("index.md", SurveyIndex.markdown(profile.name(), procs, ppn, figures).getBytes(StandardCharsets.UTF_8));
        // Written last, so a page that links to everything exists only once everything does.
        String page = SurveyIndex.html(profile.name(), procs, ppn, ClassificationReport.html(rows), SurveySummary.html(apps, results, placement), paperFigures,
                SurveyIndex.facts(apps, results), growth);
        sink.write("index.html", page.getBytes(StandardCharsets.UTF_8));
    }

    private static String extension(ClassificationReport.Format f) {
        return switch (f) { case TEXT -> "txt"; case CSV -> "csv"; case MARKDOWN -> "md"; };
    }

    private static byte[] bytes(StringWriter w) {
        return w.toString().getBytes(StandardCharsets.UTF_8);
    }
}
