package org.mpimem.figures;

import org.mpimem.charts.ChartSpec;
import org.mpimem.charts.Charts;
import org.mpimem.replay.Progress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Computes figures, renders them, and writes per figure {@code ID.csv}, {@code ID.png}, {@code ID.svg}, then the index pages. */
public final class FigureRun {
    /** One figure done: its data and its claims checked. */
    public record Done(Figure figure, List<Point> points, List<Claim.Result> claims) {}

    private final Measurer measurer;
    private final Progress progress;
    private DesignsFigure designs;
    private boolean planned;

    /** Steps and detail go to the progress of the measurer's shared replays. */
    public FigureRun(Measurer measurer) {
        this.measurer = measurer;
        this.progress = measurer.sharedReplays().progress();
    }

    public FigureRun(Measurer measurer, Consumer<String> progress) {
        this.measurer = measurer;
        this.progress = Progress.lines(progress);
    }

    /**
     * Queues every replay the run will ask for (the designs figure's first: the largest) on the
     * measurer's shared workers; {@link #run} then assembles the figures in order as they finish.
     */
    public FigureRun plan(List<Figure> figures) {
        if (planned) return this;
        planned = true;
        if (designs != null) designs.plan(measurer.sharedReplays());
        measurer.plan(figures);
        return this;
    }

    /** Also draw every application under every design of {@code d} (null: not). */
    public FigureRun withDesigns(DesignsFigure d) {
        this.designs = d;
        return this;
    }

    public Done compute(Figure f) {
        List<Point> points = f.compute(measurer);
        Data d = new Data(points, measurer);
        List<Claim.Result> claims = new ArrayList<>();
        for (Claim c : f.claims()) claims.add(c.evaluate(f.id(), d));
        return new Done(f, points, claims);
    }

    public List<Done> run(List<Figure> figures, Sink sink) throws IOException {
        plan(figures);
        List<Done> done = new ArrayList<>();
        progress.step("figures");
        for (Figure f : figures) {
            progress.detail(f.id() + ": " + f.caption());
            Done d = compute(f);
            ChartSpec chart = f.chart(d.points());
            sink.write(f.id() + ".csv", FigureCsv.write(f.id(), d.points()).getBytes(StandardCharsets.UTF_8));
            sink.write(f.id() + ".png", Charts.png(chart));
            sink.write(f.id() + ".svg", Charts.svg(chart).getBytes(StandardCharsets.UTF_8));
            done.add(d);
        }
        progress.step("accountings");
        progress.detail("accounting: each claim under each tried accounting");
        List<Accountings.Row> acc = Accountings.tryAll(done, measurer);
        List<PageSection> extra = new ArrayList<>();
        if (designs != null) {
            progress.step("designs figure");
            progress.detail(DesignsFigure.ID + ": " + designs.caption());
            List<DesignsFigure.Cell> cells = designs.compute(measurer.sharedReplays());
            sink.write(DesignsFigure.ID + ".csv", DesignsOutput.csv(cells).getBytes(StandardCharsets.UTF_8));
            sink.write(DesignsFigure.ID + ".png", Charts.png(DesignsOutput.chart(designs, cells)));
            sink.write(DesignsFigure.ID + ".svg", Charts.svg(DesignsOutput.chart(designs, cells)).getBytes(StandardCharsets.UTF_8));
            extra.add(DesignsOutput.table(designs, cells));
        }
        extra.addAll(List.of(TableII.section(measurer.profile()), PerformanceClaims.section(), CalibrationTable.section()));
        StringBuilder md = new StringBuilder(IndexPage.markdown(done, measurer.profile().name(), acc));
        extra.forEach(x -> md.append(x.markdown()));
        sink.write("index.md", md.toString().getBytes(StandardCharsets.UTF_8));
        sink.write("index.html", PageSection.appendHtml(IndexPage.html(done, measurer.profile().name(), acc), extra).getBytes(StandardCharsets.UTF_8));
        return done;
    }
}
