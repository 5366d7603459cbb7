package org.mpimem.figures;

import org.mpimem.charts.ChartSpec;
import org.mpimem.charts.Charts;
import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.claims.Data;
import org.mpimem.figures.designs.DesignsFigure;
import org.mpimem.figures.designs.DesignsOutput;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.page.CalibrationTable;
import org.mpimem.figures.page.IndexPage;
import org.mpimem.figures.page.PageSection;
import org.mpimem.figures.page.PerformanceClaims;
import org.mpimem.figures.page.TableII;
import org.mpimem.figures.paper.Accountings;
import org.mpimem.figures.paper.Figure;
import org.mpimem.figures.paper.ReplayPlan;
import org.mpimem.figures.points.FigureCsv;
import org.mpimem.figures.points.Point;
import org.mpimem.replay.Progress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Computes figures, renders them, and writes per figure {@code ID.csv}, {@code ID.png}, {@code ID.svg}, then the index pages. */
public final class FigureRun {
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
        ReplayPlan.queue(measurer, figures);
        return this;
    }

    /** Also draw every application under every design of {@code d} (null: not). */
    public FigureRun withDesigns(DesignsFigure d) {
        this.designs = d;
        return this;
    }

    public Figure.Done compute(Figure f) {
        List<Point> points = f.compute(measurer);
        Data d = new Data(points, measurer);
        List<Claim.Result> claims = new ArrayList<>();
        for (Claim c : f.claims()) claims.add(c.evaluate(f.id(), d));
        return new Figure.Done(f, points, claims);
    }

    public List<Figure.Done> run(List<Figure> figures, Sink sink) throws IOException {
        plan(figures);
        List<Figure.Done> done = new ArrayList<>();
        progress.step("figures");
        for (Figure f : figures) {
            progress.detail(f.id() + ": " + f.caption());
            Figure.Done d = compute(f);
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
