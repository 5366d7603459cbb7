package org.mpimem.survey;

import org.mpimem.classify.Classification;
import org.mpimem.classify.ClassificationReport;
import org.mpimem.classify.PaperTableI;
import org.mpimem.figures.Figure;
import org.mpimem.figures.FigureRun;
import org.mpimem.figures.Measurer;
import org.mpimem.figures.PaperFigures;
import org.mpimem.figures.Sink;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.replay.ReplayResult;
import org.mpimem.replay.Replayer;
import org.mpimem.model.ModelOptions;
import org.mpimem.report.ReportFormatType;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.Trace;

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
    private final Consumer<String> progress;
    private final ModelOptions options;
    private List<ModelSpec> models;
    private org.mpimem.figures.DesignsFigure designsFigure;

    public Survey(SizeProfile profile, int procs, int ppn, Consumer<String> progress) {
        this(profile, procs, ppn, progress, ModelOptions.DEFAULT);
    }

    public Survey(SizeProfile profile, int procs, int ppn, Consumer<String> progress, ModelOptions options) {
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
    public Survey withDesigns(org.mpimem.figures.DesignsFigure d) {
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
        Measurer measurer = figures ? new Measurer(profile, progress, options) : null;
        List<Classification> rows = AppProfiles.applications().stream().map(PaperTableI::classify).toList();
        progress.accept("classified " + rows.size() + " applications (Table I)");

        List<ModelSpec> designs = models;
        Replayer replayer = new Replayer(profile, options);
        List<ReplayResult> results = new ArrayList<>();
        List<String> apps = new ArrayList<>();
        for (AppProfile p : AppProfiles.applications()) {
            long t0 = System.nanoTime();
            Trace t = p.generate(procs, ppn, Params.defaults(p));
            results.add(replayer.replayAll(t, designs));
            apps.add(p.name());
            progress.accept(String.format(Locale.ROOT, "  replayed %s at %,d processes, %,d events (%.2f s)",
                    p.name(), procs, t.events().size(), (System.nanoTime() - t0) / 1e9));
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

        if (figures) new FigureRun(measurer, progress).withDesigns(designsFigure).run(paperFigures, (name, b) -> sink.write("figures/" + name, b));
        sink.write("index.md", SurveyIndex.markdown(profile.name(), procs, ppn, figures).getBytes(StandardCharsets.UTF_8));
        // Written last, so a page that links to everything exists only once everything does.
        String page = SurveyIndex.html(profile.name(), procs, ppn, ClassificationReport.html(rows), SurveySummary.html(apps, results, placement), paperFigures,
                SurveyIndex.facts(apps, results));
        sink.write("index.html", page.getBytes(StandardCharsets.UTF_8));
    }

    private static String extension(ClassificationReport.Format f) {
        return switch (f) { case TEXT -> "txt"; case CSV -> "csv"; case MARKDOWN -> "md"; };
    }

    private static byte[] bytes(StringWriter w) {
        return w.toString().getBytes(StandardCharsets.UTF_8);
    }
}
