package org.mpimem.figures;

import org.mpimem.charts.ChartSpec;
import org.mpimem.charts.Charts;

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
    private final Consumer<String> progress;
    private DesignsFigure designs;

    public FigureRun(Measurer measurer, Consumer<String> progress) {
        this.measurer = measurer;
        this.progress = progress;
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
        List<Done> done = new ArrayList<>();
        for (Figure f : figures) {
            progress.accept(f.id() + ": " + f.caption());
            Done d = compute(f);
            ChartSpec chart = f.chart(d.points());
            sink.write(f.id() + ".csv", FigureCsv.write(f.id(), d.points()).getBytes(StandardCharsets.UTF_8));
            sink.write(f.id() + ".png", Charts.png(chart));
            sink.write(f.id() + ".svg", Charts.svg(chart).getBytes(StandardCharsets.UTF_8));
            done.add(d);
        }
        progress.accept("accounting: each claim under each tried accounting");
        List<Accountings.Row> acc = Accountings.tryAll(done, measurer);
        List<PageSection> extra = new ArrayList<>();
        if (designs != null) {
            progress.accept(DesignsFigure.ID + ": " + designs.caption());
            List<DesignsFigure.Cell> cells = designs.compute(progress);
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
