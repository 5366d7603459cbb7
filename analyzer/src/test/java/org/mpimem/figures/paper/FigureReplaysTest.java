package org.mpimem.figures.paper;

import org.junit.jupiter.api.Test;
import org.mpimem.figures.FigureRun;
import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.claims.Data;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.page.PageSection;
import org.mpimem.figures.points.Axes;
import org.mpimem.figures.points.Point;
import org.mpimem.size.SizeProfiles;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The figures page replays each configuration once per design and entry size, and colours only verdicts. */
class FigureReplaysTest {
    private static final int PROCS = 1024;

    private static Figure fig18() {
        return PaperFigures.applications(PROCS).stream().filter(f -> f.id().equals("fig18")).findFirst().orElseThrow();
    }

    /** The Nekbone note reads the replay the figure made (its fewest-bytes process), however often the claims are evaluated. */
    @Test
    void theNekboneNoteReadsTheMeasurersCache() {
        Measurer m = new Measurer(SizeProfiles.PAPER_2017, s -> {});
        Figure f = fig18();
        Figure.Done done = new FigureRun(m, s -> {}).compute(f);
        assertEquals(2 * 6, m.designReplays(), "6 mini-apps under 2 designs");
        Data d = new Data(done.points(), m);
        for (int i = 0; i < 12; i++) for (Claim c : f.claims()) c.evaluate(f.id(), d);
        assertEquals(2 * 6, m.designReplays(), "evaluating the notes replays nothing again");
        var nekbone = new AppFigure.App("Nekbone", "nekbone", java.util.Map.of()).replay(m, PROCS);
        double kib = new Point("", Data.AV, "", 0, 0, nekbone.fewest().get(Data.AV)).structure("Rankmap") / 1024.0;
        Claim nek = f.claims().stream().filter(c -> c.statement().startsWith("Nekbone's rank maps")).findFirst().orElseThrow();
        // judged on the ordinary process (it roots no node), from the figure's own replay, not a second one at another scale
        assertEquals(kib, nek.evaluate(f.id(), d).ours(), 1e-12);
        String note = nek.note().apply(d);
        assertTrue(note.contains(PaperFigures.f("a node root, holds %.3f KiB", d.app(Data.AV, "Nekbone").structure("Rankmap") / 1024.0)), note);
        assertEquals(2 * 6, m.designReplays());
    }

    /**
     * Every tried accounting shares the base's replays: of VCRT 4/8 B and AV 8/12/16 B, the base
     * (paper-2017: 8 and 12) already replayed VCRT 8 and AV 12, so only VCRT 4, AV 8 and AV 16 are new.
     */
    @Test
    void accountingVariantsShareTheBaseMeasurersReplays() {
        Measurer m = new Measurer(SizeProfiles.PAPER_2017, s -> {});
        Figure.Done done = new FigureRun(m, s -> {}).compute(fig18());
        Accountings.tryAll(List.of(done), m);
        assertEquals(6 * 2 + 6 * 3, m.designReplays());
    }

    /** Fig. 9a's "> 100 %" note says what nemesis' per-peer allocations add: 72 B per peer of the world. */
    @Test
    void fig9aNoteAddsThePerPeerCategory() {
        int full = Axes.FULL_SCALE;
        List<Point> points = new java.util.ArrayList<>();
        for (org.mpimem.model.Models model : org.mpimem.model.Models.values())
            points.add(new Point("x", model, "split", full, 100, java.util.Map.of(org.mpimem.account.Category.MAPPING, 1L << 20)));
        Data d = new Data(points, new Measurer(SizeProfiles.PAPER_2017, s -> {}));
        Figure f = PaperFigures.all(1024).stream().filter(x -> x.id().equals("fig9a")).findFirst().orElseThrow();
        String note = f.claims().get(2).note().apply(d);
        double mib = 1 + (24 + 48) * (double) full / (1 << 20);
        assertTrue(note.contains(PaperFigures.f("72 B per peer) %.1f MiB", mib)), note);
    }

    @Test
    void onlyTheVerdictNoIsRed() {
        PageSection s = new PageSection("t", "t", "t", List.of("a"), List.of(List.of("none measured"), List.of("no"),
                List.of("node tables"), List.of("no tables, VCRT 4 B, AV 8 B")));
        String html = s.html();
        assertEquals(1, html.split("class=\"no\"", -1).length - 1, html);
        assertTrue(html.contains("<td class=\"no\">no</td>"), html);
    }

    @Test
    void aCalibrationDisagreementIsRed() {
        // the calibration table writes "no: measured .. B, model .. B per rank"; the exact-"no" rule lost its red
        PageSection s = new PageSection("t", "t", "t", List.of("a"), List.of(List.of("no: measured 66 B, model 24 B per rank"), List.of("yes")));
        assertEquals(1, s.html().split("class=\"no\"", -1).length - 1, s.html());
    }
}
