package org.mpimem.figures.page;

import org.junit.jupiter.api.Test;
import org.mpimem.figures.FigureRun;
import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.claims.Data;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.paper.Accountings;
import org.mpimem.figures.paper.Figure;
import org.mpimem.figures.paper.PaperFigures;
import org.mpimem.figures.paper.ProcessSweep;
import org.mpimem.figures.points.FigureCsv;
import org.mpimem.figures.points.Point;
import org.mpimem.figures.points.Structure;
import org.mpimem.figures.points.Workload;
import org.mpimem.model.Models;
import org.mpimem.profiles.MicroBenchmarks;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FiguresTest {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();

    private static ProcessSweep smallSweep(Workload w) {
        return new ProcessSweep("t", "small", w, new int[]{128, 256}, new int[]{2, 3}, true, List.of());
    }

    @Test
    void figureDataEqualsDirectReplayOfTheSameTraces() {
        Measurer m = new Measurer(PROFILE, s -> {});
        for (Workload w : List.of(Workload.SPLIT, Workload.DUP_INTERCOMM, Workload.SPAWN_MLUT)) {
            List<Point> points = smallSweep(w).compute(m);
            assertEquals(2 * 2 * 2, points.size());
            for (Point p : points) {
                var direct = new Replayer(PROFILE).replay(w.trace(p.processes(), p.comms()), p.model().create(PROFILE));
                assertEquals(direct.peak().max().bytes(), p.bytes(), w + " " + p);
            }
        }
        assertEquals(3 * 4, m.replays(), "each configuration replayed once");
    }

    @Test
    void splitPointsFollowTheDesignsFormulas() {
        // independent of the replay: AV entries are 12 B + 8 B header, VCs 480 B, per the paper's profile
        Point av = new Measurer(PROFILE, s -> {}).points("x", Workload.SPLIT, 256, 3).get(1);
        assertEquals(Models.AV_RANKMAP, av.model());
        assertEquals(8 + 12 * 256, av.structure("AV"));
        Point vc = new Measurer(PROFILE, s -> {}).points("x", Workload.SPLIT, 256, 3).get(0);
        assertEquals(480L * 256, vc.structure("VC"));
        assertEquals(vc.total() - vc.structure(Structure.NODE_TABLES), vc.paperBytes());
    }

    @Test
    void csvMatchesGolden() throws Exception {
        Measurer m = new Measurer(PROFILE, s -> {});
        List<Point> points = m.points("2 comms", Workload.SPLIT, 128, 2);
        String csv = FigureCsv.write("golden", points);
        Path golden = Path.of("src/test/resources/figures/split-128-x2.csv");
        if (Boolean.getBoolean("updateGolden")) Files.writeString(golden, csv, StandardCharsets.UTF_8);
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), csv);
    }

    @Test
    void claimsAreComputedFromTheData() {
        Measurer m = new Measurer(PROFILE, s -> {});
        List<Point> points = smallSweep(Workload.SPLIT).compute(m);
        Claim c = Claim.about("AV at 256, 3 comms", 1, "MiB", d -> d.mib(Data.AV, 256, 3), null);
        Claim.Result r = c.evaluate("t", new Data(points, m));
        double ours = points.stream().filter(p -> p.model() == Models.AV_RANKMAP && p.processes() == 256 && p.comms() == 3)
                .findFirst().orElseThrow().paperBytes() / Point.MIB;
        assertEquals(ours, r.ours());
        assertEquals(ours - 1, r.difference(), 1e-12);
        assertFalse(r.holds(), "a few KiB is not about 1 MiB");
        assertTrue(Claim.above("x", 0, "MiB", d -> d.mib(Data.AV, 256, 3), null).evaluate("t", new Data(points, m)).holds());
    }

    @Test
    void percentagesAreComparedInAbsolutePointsAndTotalsWithinATightTolerance() {
        Measurer m = new Measurer(PROFILE, s -> {});
        Data d = new Data(List.of(), m);
        // the audit's cases: 89.1 % is not "nearly 95 %", 266 MiB is not "around 250 MB"
        assertFalse(Claim.about("x", 95, "%", x -> 89.13, null).evaluate("t", d).holds());
        assertTrue(Claim.about("x", 95, "%", x -> 94.3, null).evaluate("t", d).holds());
        assertFalse(Claim.about("x", 250, "MiB", x -> 266, null).evaluate("t", d).holds());
        assertTrue(Claim.about("x", 250, "MiB", x -> 250.25, null).evaluate("t", d).holds());
    }

    @Test
    void theAccountingSectionTriesEveryAccountingOnEveryClaim() throws Exception {
        Measurer m = new Measurer(PROFILE, s -> {});
        Figure f = PaperFigures.applications().get(0);
        Figure.Done done = new FigureRun(m, s -> {}).compute(f);
        List<Accountings.Row> rows = Accountings.tryAll(List.of(done), m);
        assertEquals(f.claims().stream().filter(c -> c.relation() != Claim.Relation.TREND).count(), rows.size());
        // Nek5000 large: 266 MiB with 8 B VCRT entries, about 253 with 4 B ones (87 node-roots VCRTs of 32,768)
        Accountings.Row large = rows.get(1);
        assertTrue(large.holdsUnder().stream().allMatch(a -> a.vcrtEntry() == 4 && !a.nodeTables()), large.holdsUnder().toString());
        assertFalse(large.holdsUnder().isEmpty());
        String md = IndexPage.markdown(List.of(done), PROFILE.name(), rows);
        assertTrue(md.contains("## " + IndexPage.ACCOUNTING), md);
    }

    @Test
    void irregularMaxBelowTheSmallestProcessCountIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> PaperFigures.all(127));
        assertEquals(PaperFigures.all(128).size(), PaperFigures.all(16_384).size());
    }

    @Test
    void aProfileWithoutBothDesignsIsRejected() {
        for (SizeProfile p : SizeProfiles.all())
            if (!p.has("vc-vcrt") || !p.has("av-rankmap"))
                assertThrows(IllegalArgumentException.class, () -> new Measurer(p, s -> {}), p.name());
    }

    @Test
    void anApplicationTraceIsGeneratedOnlyWhenNotYetReplayed() {
        Measurer m = new Measurer(PROFILE, s -> {});
        int[] generated = {0};
        java.util.function.Supplier<org.mpimem.trace.Trace> trace = () -> {
            generated[0]++;
            return MicroBenchmarks.dups(256, 16, 3);
        };
        Measurer.Replayed first = m.measure("dups", 256, trace);
        assertEquals(first, m.measure("dups", 256, trace));
        assertEquals(1, generated[0]);
        assertEquals(MicroBenchmarks.dups(256, 16, 3).comms().size(), first.comms());
    }

    /** The notes that explain differences quote the size profile's entries, not paper-2017's typed in. */
    @Test
    void claimNotesQuoteTheProfilesEntrySizes() {
        SizeProfile odd = new SizeProfile("odd-sizes", "test", List.of("vc-vcrt", "av-rankmap"), java.util.Map.of(),
                480, 16, 6, 16, 8, 40, 8, 4, 8, 8, 8);
        Measurer m = new Measurer(odd, s -> {});
        List<Point> points = new java.util.ArrayList<>();
        for (String app : List.of("Nek5000 medium (24 dups)", "Nek5000 large (86 dups)", "BT", "FT", "SP", "AMG2013", "Nekbone", "AMR"))
            for (Models model : Models.values())
                points.add(new Point(app, model, app, 524_288, 3, java.util.Map.of(org.mpimem.account.Category.ADDRESS, 16L * 524_288 + 8)));
        for (Models model : Models.values())
            points.add(new Point("x", model, "x", 786_432, 100, java.util.Map.of(org.mpimem.account.Category.MAPPING, 1L << 20)));
        Data d = new Data(points, m);
        List<Figure> all = PaperFigures.all(16_384);
        String fig18 = note(all, "fig18", 1, d), fig13 = note(all, "fig13", 0, d), fig14b = note(all, "fig14b", 0, d),
                fig10c = note(all, "fig10c", 0, d);
        assertTrue(fig18.contains("524288 × 16 B"), fig18);
        assertTrue(fig13.contains("odd-sizes") && fig13.contains("as 6 B"), fig13);
        assertTrue(fig14b.contains("odd-sizes") && fig14b.contains("as 6 B"), fig14b);
        assertTrue(fig10c.contains("16 + 6 · 49,152 B"), fig10c);
    }

    private static String note(List<Figure> all, String id, int claim, Data d) {
        return all.stream().filter(f -> f.id().equals(id)).findFirst().orElseThrow().claims().get(claim).note().apply(d);
    }

    @Test
    void tableIIComparesEveryCellWithTheCodeAndNamesWhereTheCodeGivesStride() {
        // 2016 ch4 composes a stride parent with an offset or stride child into STRIDE (ch4i_comm.c:434-526)
        assertEquals("stride", TableII.code(SizeProfiles.PAPER_2017, 2, 1));
        assertEquals("stride", TableII.code(SizeProfiles.PAPER_2017, 2, 2));
        assertEquals("lut*", TableII.code(SizeProfiles.PAPER_2017, 3, 1));
        assertEquals("mlut*", TableII.code(SizeProfiles.PAPER_2017, 4, 0));
        PageSection s = TableII.section(SizeProfiles.PAPER_2017);
        assertEquals(5, s.rows().size());
        assertTrue(s.intro().contains("stride parent, offset child: the paper says lut, the code gives stride"), s.intro());
    }

    @Test
    void fig11HasTheReadingWithANewIntercommunicatorEveryIterationAsItsOwnWorkload() {
        Figure f = PaperFigures.all(1024).stream().filter(x -> x.id().equals("fig11-reading")).findFirst().orElseThrow();
        Measurer m = new Measurer(SizeProfiles.PAPER_2017, s -> {});
        // at 128 processes: each iteration holds more than an intracommunicator split does
        double fresh = m.points("x", Workload.SPLIT_FRESH_INTERCOMM, 128, 10).get(0).total(),
                literal = m.points("x", Workload.SPLIT_INTERCOMM, 128, 10).get(0).total(),
                intra = m.points("x", Workload.SPLIT, 128, 10).get(0).total();
        assertTrue(fresh > intra && literal <= intra, fresh + " " + literal + " " + intra);
        assertTrue(f.caption().contains("a reading"), f.caption());
    }
}
